import type { TagBatch } from '@ritrova/shared';
import { RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useRotateBatchKeysMutation } from '../api/rotate-batch-keys';

/**
 * "Ruota le chiavi", inside the programming dialog: a second step explains that
 * every tag of the batch must be programmed again before the rotation happens.
 */
export function RotateKeysSection({ batch }: { batch: TagBatch }) {
  const { t } = useTranslation('adminTags');
  const apiErrorText = useApiErrorText();
  const headingId = useId();
  const rotate = useRotateBatchKeysMutation();
  const [confirming, setConfirming] = useState(false);
  const [newVersion, setNewVersion] = useState<number | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // NOTE: the button that was pressed disappears on either step, so the focus is moved by hand.
  useEffect(() => {
    if (confirming) stepRef.current?.focus();
    else if (wasConfirming.current) startRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const cancel = () => {
    rotate.reset();
    setConfirming(false);
  };
  const confirm = () =>
    rotate.mutate(batch.name, {
      onSuccess: (updated) => {
        setNewVersion(updated.keyVersion);
        setConfirming(false);
      },
    });

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('rotate.title')}
      </h3>
      {newVersion !== null && (
        <Alert tone="success" title={t('rotate.done', { batch: batch.name, version: newVersion })}>
          {t('rotate.done_text')}
        </Alert>
      )}
      {confirming ? (
        <div ref={stepRef} tabIndex={-1} className="grid gap-3 focus:outline-none">
          <Alert tone="warning" title={t('rotate.confirm_title', { batch: batch.name })}>
            {t('rotate.confirm_text', { count: batch.count })}
          </Alert>
          {rotate.isError && (
            <Alert tone="error" title={t('rotate.failed')}>
              {apiErrorText(rotate.error)}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel}>
              {t('rotate.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={rotate.isPending}>
              {rotate.isPending && <ButtonSpinner />}
              {t('rotate.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">{t('rotate.text')}</p>
          <div>
            <Button ref={startRef} variant="secondary" onClick={() => setConfirming(true)}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('rotate.button')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
