import { type Bike, transferLifetimeDays } from '@ritrova/shared';
import { ArrowRightLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useAfterPaint } from '@/lib/hydration';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { useCancelTransferMutation } from '../api/cancel-transfer';
import type { PendingTransfer } from '../api/create-transfer';

/**
 * Transfer of ownership: what moves and what the owner loses, then either the
 * recipient's e-mail (confirmed in a dialog) or the transfer waiting for an answer.
 */
export function TransferSection({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const afterPaint = useAfterPaint();
  return (
    <Card>
      <section aria-labelledby="transfer-heading">
        <h2 id="transfer-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <ArrowRightLeft aria-hidden="true" className="size-5 text-brand-700" />
          {t('transfer.title')}
        </h2>
        <p className="mt-2 text-sm text-ink">{t('transfer.intro')}</p>
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-muted">
          <li>{t('transfer.what_moves')}</li>
          <li>{t('transfer.lose_access')}</li>
          <li>{t('transfer.expiry', { days: transferLifetimeDays })}</li>
          <li>{t('transfer.not_while_stolen')}</li>
        </ul>
        <div className="mt-5">
          {bike.status === 'stolen' ? (
            <Alert tone="warning">{t('transfer.stolen_blocked')}</Alert>
          ) : bike.pendingTransfer ? (
            <PendingTransferNotice bikeId={bike.id} transfer={bike.pendingTransfer} />
          ) : (
            // Below the fold: the form's code (react-hook-form, zod) loads after the page has shown (issue #27 item 6).
            <Suspense fallback={<div className="min-h-32" />}>{afterPaint ? <TransferForm bike={bike} /> : <div className="min-h-32" />}</Suspense>
          )}
        </div>
      </section>
    </Card>
  );
}

const TransferForm = lazyComponent(() => import('./transfer-form'), 'TransferForm');

function PendingTransferNotice({ bikeId, transfer }: { bikeId: string; transfer: PendingTransfer }) {
  const { t } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const cancel = useCancelTransferMutation(bikeId);
  return (
    <div className="grid gap-3">
      <Alert
        tone="info"
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(transfer.id, { onSuccess: () => toast.success(t('transfer.cancelled')) })}
          >
            {cancel.isPending && <ButtonSpinner />}
            {t('transfer.cancel_transfer')}
          </Button>
        }
      >
        {t('transfer.pending', { email: transfer.toEmail, date: format.date(transfer.expiresAt) })}
      </Alert>
      {cancel.isError && (
        <Alert tone="error" title={t('transfer.cancel_failed')}>
          {apiErrorText(cancel.error)}
        </Alert>
      )}
    </div>
  );
}
