import { type Bike, DISPUTE_WINDOW_DAYS, HUNTER_SHARE_PERCENT, PAYOUT_BUSINESS_DAYS, type RecoveryCandidate, SERVICE_FEE_PERCENT } from '@ritrova/shared';
import { Undo2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { describedBy, FieldError } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRecoveryCandidatesQuery } from '../api/get-recovery-candidates';
import { useReportRecoveredMutation } from '../api/report-recovered';
import { dayAsInstant, initialRecoveryChoice, nobodyReturned, type RecoveryOutcome, recoveryOutcome, returnedByFor } from '../recovery';

const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40';

function CandidateOption({ candidate, name, checked, onChoose }: { candidate: RecoveryCandidate; name: string; checked: boolean; onChoose: () => void }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  return (
    <label className={cn(optionClasses, !candidate.eligible && 'cursor-not-allowed bg-slate-50')}>
      <input
        type="radio"
        name={name}
        value={candidate.id}
        checked={checked}
        onChange={onChoose}
        disabled={!candidate.eligible}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="block break-words text-ink">
          <span className="font-semibold">{candidate.displayName}</span>
          <RoleBadge badge={candidate.badge} />
          {candidate.hunterName === null && <span className="text-sm text-muted"> {t('recovered.who.no_hunter_name')}</span>}
          <span className="text-sm text-muted"> · {t('recovered.who.level', { level: candidate.level })}</span>
        </span>
        <span className="block text-sm text-ink">
          {candidate.evidence.place
            ? t(`recovered.who.evidence_${candidate.evidence.kind}_at`, { date: format.dateTime(candidate.evidence.at), place: candidate.evidence.place })
            : t(`recovered.who.evidence_${candidate.evidence.kind}`, { date: format.dateTime(candidate.evidence.at) })}
        </span>
        <span className="block text-sm text-muted">
          {[
            t('recovered.who.scans', { count: candidate.scans }),
            ...(candidate.verifiedScans > 0 ? [t('recovered.who.verified_scans', { count: candidate.verifiedScans })] : []),
            t('recovered.who.sightings', { count: candidate.sightings }),
            t('recovered.who.last_seen', { date: format.date(candidate.lastSeenAt) }),
          ].join(' · ')}
        </span>
        {!candidate.eligible && <span className="mt-1 block text-sm text-ink">{t('recovered.who.not_eligible')}</span>}
      </span>
    </label>
  );
}

/** One figure of the money summary. */
function MoneyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** What the chosen answer does with the money (figures from the API), read out when the choice changes. */
function MoneySummary({ outcome }: { outcome: RecoveryOutcome | null }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  const headingId = useId();
  let body: ReactNode = null;
  if (outcome?.kind === 'none') body = <p>{t('recovered.money.no_reward')}</p>;
  if (outcome?.kind === 'unpaid') body = <p>{t('recovered.money.unpaid')}</p>;
  if (outcome?.kind === 'hunter') {
    body = (
      <>
        <dl className="grid gap-1">
          <MoneyRow label={t('recovered.money.hunter_gets', { name: outcome.name, percent: HUNTER_SHARE_PERCENT })} value={format.cents(outcome.hunterCents)} />
          <MoneyRow label={t('recovered.money.fee', { percent: SERVICE_FEE_PERCENT })} value={format.cents(outcome.feeCents)} />
          <MoneyRow label={t('recovered.money.owner_back')} value={format.cents(outcome.ownerBackCents)} />
        </dl>
        <p className="mt-2">
          {outcome.payoutDueOn
            ? t('recovered.money.when_hunter', { name: outcome.name, date: format.date(dayAsInstant(outcome.payoutDueOn)), days: PAYOUT_BUSINESS_DAYS })
            : null}
        </p>
      </>
    );
  }
  if (outcome?.kind === 'nobody') {
    body = (
      <>
        <dl className="grid gap-1">
          <MoneyRow label={t('recovered.money.hunter_gets_nobody')} value={format.cents(0)} />
          <MoneyRow label={t('recovered.money.kept', { percent: SERVICE_FEE_PERCENT })} value={format.cents(outcome.keptCents)} />
          <MoneyRow label={t('recovered.money.owner_back_percent', { percent: HUNTER_SHARE_PERCENT })} value={format.cents(outcome.ownerBackCents)} />
        </dl>
        <p className="mt-2">
          {outcome.refundOn
            ? t('recovered.money.when_nobody', {
                date: format.date(outcome.refundOn),
                days: DISPUTE_WINDOW_DAYS,
                amount: format.cents(outcome.ownerBackCents),
                kept: format.cents(outcome.keptCents),
              })
            : null}
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-3 text-sm text-ink">
      <h3 id={headingId} className="font-semibold text-ink">
        {t('recovered.money.heading')}
      </h3>
      <div aria-live="polite" className="mt-2">
        {body ?? <p className="text-muted">{t('recovered.money.choose_first')}</p>}
      </div>
    </section>
  );
}

/** "Who returned your bike?": the Hunters who scanned or reported it during the theft, or nobody. */
function WhoReturnedIt({
  candidates,
  choice,
  onChoose,
  error,
}: {
  candidates: RecoveryCandidate[];
  choice: string | null;
  onChoose: (choice: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('theft');
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={describedBy(hintId, error && errorId)}>
      <legend className="text-sm font-semibold text-ink">{t('recovered.who.legend')}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted">
        {t('recovered.who.hint', { percent: HUNTER_SHARE_PERCENT, days: PAYOUT_BUSINESS_DAYS })}
      </p>
      {candidates.length === 0 && <p className="text-sm text-ink">{t('recovered.who.none_listed')}</p>}
      {candidates.map((candidate) => (
        <CandidateOption key={candidate.id} candidate={candidate} name={name} checked={choice === candidate.id} onChoose={() => onChoose(candidate.id)} />
      ))}
      <label className={optionClasses}>
        <input
          type="radio"
          name={name}
          value={nobodyReturned}
          checked={choice === nobodyReturned}
          onChange={() => onChoose(nobodyReturned)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="font-semibold text-ink">{t('recovered.who.nobody')}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * Spec §2 mark recovered, offered while the bike is stolen: who returned it (a
 * Hunter credited gets the reward, or the reputation when none was paid), then
 * the theft report closes.
 */
/** `secondary` while another action leads the page (paying the reward): one primary button at a time. */
export function MarkRecoveredDialog({ bike, secondary = false }: { bike: Bike; secondary?: boolean }) {
  const { t } = useTranslation('theft');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const candidates = useRecoveryCandidatesQuery(bike.id, open);
  const recover = useReportRecoveredMutation(bike.id);
  const choice = chosen ?? (candidates.data ? initialRecoveryChoice(candidates.data.candidates) : null);
  const outcome = candidates.data ? recoveryOutcome(candidates.data.settlement, choice, candidates.data.candidates) : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      recover.reset();
      setChosen(null);
      setUnanswered(false);
    }
  };

  const choose = (next: string) => {
    setChosen(next);
    setUnanswered(false);
  };

  const confirm = () => {
    if (!candidates.data) return;
    const returnedBy = returnedByFor(choice, candidates.data.candidates);
    if (returnedBy === undefined) {
      setUnanswered(true);
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    const hunter = candidates.data.candidates.find((candidate) => candidate.id === returnedBy);
    recover.mutate(returnedBy, {
      onSuccess: () => {
        setOpen(false);
        toast.success(hunter ? t('recovered.done_credited', { name: hunter.displayName }) : t('recovered.done'));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={secondary ? 'secondary' : 'primary'}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('recovered.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('recovered.dialog_title', { name: bike.name })} description={t('recovered.dialog_text')}>
        <div ref={form} className="grid gap-4">
          {candidates.isPending && <Spinner label={t('recovered.who.loading')} />}
          {candidates.isError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void candidates.refetch()} disabled={candidates.isFetching}>
                  {t('recovered.who.retry')}
                </Button>
              }
            >
              {t('recovered.who.load_failed')}
            </Alert>
          )}
          {candidates.data && (
            <>
              <WhoReturnedIt
                candidates={candidates.data.candidates}
                choice={choice}
                onChoose={choose}
                error={unanswered ? t('recovered.who.required') : undefined}
              />
              <MoneySummary outcome={outcome} />
            </>
          )}
          <ConfirmActions
            error={recover.isError && apiErrorText(recover.error)}
            errorTitle={t('recovered.failed')}
            cancelLabel={t('recovered.cancel')}
            confirmLabel={t('recovered.confirm')}
            pending={recover.isPending}
            onConfirm={confirm}
            disabled={!candidates.data}
            variant="primary"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
