import { zodResolver } from '@hookform/resolvers/zod';
import { disputeCreateSchema } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toast';
import { useRaiseDisputeMutation } from '../api/raise-dispute';

/** The form of `RaiseDisputeDialog`, loaded when the dialog is about to open; mounted while it is open. */
export function RaiseDisputeFields({ bikeId, theftReportId, onClose }: { bikeId: string; theftReportId: string; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const dispute = useRaiseDisputeMutation(bikeId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(disputeCreateSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) =>
    dispute.mutate(
      { theftReportId, reason },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('dispute.done'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField
        label={t('dispute.reason')}
        hint={t('dispute.reason_hint')}
        rows={5}
        maxLength={1000}
        required
        error={errorText(errors.reason?.message)}
        {...register('reason')}
      />
      {dispute.isError && (
        <Alert tone="error" title={t('dispute.failed')}>
          {apiErrorText(dispute.error)}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dispute.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={dispute.isPending}>
          {dispute.isPending && <ButtonSpinner />}
          {t('dispute.confirm')}
        </Button>
      </div>
    </form>
  );
}
