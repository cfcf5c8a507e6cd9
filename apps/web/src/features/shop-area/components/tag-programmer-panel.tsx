import { Lock, Nfc, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { type ProgrammingStep, type RollEntry, type UndoState, useTagProgrammer } from '../hooks/use-tag-programmer';

/** What the tag in hand is doing, in words, with its tone. */
function StepMessage({ step }: { step: ProgrammingStep }) {
  const { t } = useTranslation('shopArea');
  const apiErrorText = useApiErrorText();
  switch (step.kind) {
    case 'off':
      return null;
    case 'starting':
      return <Alert tone="info">{t('program.starting')}</Alert>;
    case 'start_failed':
      return <Alert tone="error">{t('program.start_failed')}</Alert>;
    case 'ready':
      return <Alert tone="info">{t('program.ready')}</Alert>;
    case 'busy':
      return <Alert tone="info">{t(`program.busy.${step.phase}`, { uid: step.uid })}</Alert>;
    case 'readback':
      return (
        <Alert tone={step.otherTag ? 'warning' : 'info'}>
          {step.otherTag ? t('program.other_tag', { uid: step.uid }) : t('program.readback', { uid: step.uid })}
        </Alert>
      );
    case 'overwrite':
      return <Alert tone="warning">{t('program.overwrite.text', { uid: step.uid, onChip: step.onChip })}</Alert>;
    case 'programmed':
      return <Alert tone="success">{t('program.programmed', { uid: step.uid })}</Alert>;
    case 'already':
      return <Alert tone="info">{t(`program.already.${step.state === 'locked' ? 'locked' : 'programmed'}`, { uid: step.uid })}</Alert>;
    case 'lock':
      return (
        <Alert tone={step.otherTag ? 'warning' : 'info'}>
          {step.otherTag ? t('program.other_tag', { uid: step.uid }) : t('program.lock.waiting', { uid: step.uid })}
        </Alert>
      );
    case 'locked':
      return <Alert tone="success">{t('program.locked', { uid: step.uid })}</Alert>;
    case 'failed':
      return (
        <Alert tone="error">
          {step.failure === 'server'
            ? t('program.failed.server', { uid: step.uid ?? '', reason: apiErrorText(step.error) })
            : t(`program.failed.${step.failure}`, { uid: step.uid ?? '' })}
        </Alert>
      );
  }
}

/** The counter and the list of the roll, with the undo of the last tag that is not locked. */
function RollList({ roll, undo, undoable, onUndo }: { roll: RollEntry[]; undo: UndoState; undoable: boolean; onUndo: () => void }) {
  const { t } = useTranslation('shopArea');
  const apiErrorText = useApiErrorText();
  const columns = (['uid', 'state'] as const).map((key) => ({ key, label: t(`program.roll.columns.${key}`) }));
  return (
    <section aria-labelledby="program-roll-heading" className="grid min-w-0 gap-3">
      <h2 id="program-roll-heading" className="text-lg font-bold text-ink">
        {t('program.roll.title')}
      </h2>
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {t('program.roll.count', { count: roll.length })}
      </p>
      {roll.length === 0 ? (
        <p className="text-sm text-muted">{t('program.roll.empty')}</p>
      ) : (
        <DataTable
          caption={t('program.roll.caption')}
          columns={columns}
          rows={[...roll].reverse()}
          rowKey={(entry) => entry.uid}
          renderRow={(entry) => (
            <tr className={tableRow}>
              <th scope="row" className={cn(tableCell, 'text-left font-mono text-sm font-semibold break-all text-ink')}>
                {entry.uid}
              </th>
              <td className={cn(tableCell, 'text-sm')}>
                <Badge tone={entry.state === 'locked' ? 'gray' : 'green'}>{t(`program.roll.state.${entry.state}`)}</Badge>
              </td>
            </tr>
          )}
          minWidth="16rem"
        />
      )}
      {undoable && (
        <div className="grid gap-1">
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={onUndo}
            disabled={undo.kind === 'busy'}
            aria-describedby="program-undo-hint"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('program.roll.undo')}
          </Button>
          <p id="program-undo-hint" className="text-xs text-muted">
            {t('program.roll.undo_hint')}
          </p>
        </div>
      )}
      {undo.kind === 'done' && <Alert tone="success">{t('program.roll.undo_done', { uid: undo.uid })}</Alert>}
      {undo.kind === 'failed' && <Alert tone="error">{t('program.roll.undo_failed', { reason: apiErrorText(undo.error) })}</Alert>}
    </section>
  );
}

/** Programming with Web NFC (Chrome for Android): the tag in hand, its actions, and the roll. */
export function TagProgrammerPanel() {
  const { t } = useTranslation('shopArea');
  const { step, roll, undo, undoable, start, overwrite, requestLock, next, undoLast } = useTagProgrammer();
  const canLock = step.kind === 'programmed' || (step.kind === 'already' && step.state === 'programmed');
  return (
    <div className="grid gap-6">
      <Card className="grid min-w-0 gap-4">
        <div className="grid gap-3">
          <StepMessage step={step} />
        </div>
        <div className="flex flex-wrap gap-3">
          {(step.kind === 'off' || step.kind === 'start_failed') && (
            <Button onClick={() => void start()}>
              <Nfc aria-hidden="true" className="size-5" />
              {step.kind === 'off' ? t('program.start') : t('program.retry')}
            </Button>
          )}
          {step.kind === 'overwrite' && (
            <>
              <Button onClick={() => void overwrite()}>{t('program.overwrite.button')}</Button>
              <Button variant="secondary" onClick={next}>
                {t('program.overwrite.skip')}
              </Button>
            </>
          )}
          {canLock && (
            <Button variant="secondary" onClick={requestLock} aria-describedby="program-lock-hint">
              <Lock aria-hidden="true" className="size-4" />
              {t('program.lock.button')}
            </Button>
          )}
          {(canLock || step.kind === 'lock' || step.kind === 'locked' || step.kind === 'already' || step.kind === 'readback') && (
            <Button variant="ghost" onClick={next}>
              {t('program.next')}
            </Button>
          )}
        </div>
        {canLock && (
          <p id="program-lock-hint" className="text-xs text-muted">
            {t('program.lock.hint')}
          </p>
        )}
      </Card>
      <Card className="grid min-w-0 gap-4">
        <RollList roll={roll} undo={undo} undoable={undoable} onUndo={() => void undoLast()} />
      </Card>
    </div>
  );
}
