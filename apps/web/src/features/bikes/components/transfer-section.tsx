import { zodResolver } from '@hookform/resolvers/zod';
import { type Bike, transferCreateSchema, transferLifetimeDays } from '@ritrova/shared';
import { ArrowRightLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { useCancelTransferMutation } from '../api/cancel-transfer';
import { type PendingTransfer, useCreateTransferMutation } from '../api/create-transfer';

/**
 * Transfer of ownership: what moves and what the owner loses, then either the
 * recipient's e-mail (confirmed in a dialog) or the transfer waiting for an answer.
 */
export function TransferSection({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
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
            <TransferForm bike={bike} />
          )}
        </div>
      </section>
    </Card>
  );
}

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

function TransferForm({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const transfer = useCreateTransferMutation();
  // The address waiting for confirmation in the dialog; null while the dialog is closed.
  const [recipient, setRecipient] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(transferCreateSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    transfer.reset();
    setRecipient(email);
  });

  const confirm = () => {
    if (!recipient) return;
    transfer.mutate(
      { bikeId: bike.id, email: recipient },
      {
        onSuccess: (sent) => {
          setRecipient(null);
          reset();
          toast.success(t('transfer.sent', { email: sent.toEmail }));
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <TextField
          label={t('transfer.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <div>
          <Button type="submit">
            <Send aria-hidden="true" className="size-4" />
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
      <Dialog open={recipient !== null} onOpenChange={(open) => !open && setRecipient(null)}>
        <DialogContent title={t('transfer.dialog_title', { name: bike.name })} description={t('transfer.dialog_text', { email: recipient ?? '' })}>
          <ConfirmActions
            error={transfer.isError && apiErrorText(transfer.error)}
            errorTitle={t('transfer.failed')}
            cancelLabel={t('transfer.cancel')}
            confirmLabel={t('transfer.confirm')}
            pending={transfer.isPending}
            onConfirm={confirm}
            variant="primary"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
