import { zodResolver } from '@hookform/resolvers/zod';
import { type Bike, transferCreateSchema } from '@ritrova/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCreateTransferMutation } from '../api/create-transfer';

export function TransferForm({ bike }: { bike: Bike }) {
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
          <div className="grid gap-4">
            <ConfirmActions
              error={transfer.isError && apiErrorText(transfer.error)}
              errorTitle={t('transfer.failed')}
              cancelLabel={t('transfer.cancel')}
              confirmLabel={t('transfer.confirm')}
              pending={transfer.isPending}
              onConfirm={confirm}
              variant="primary"
            />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
