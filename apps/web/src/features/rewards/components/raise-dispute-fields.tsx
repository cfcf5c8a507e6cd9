import { zodResolver } from '@hookform/resolvers/zod';
import { disputeCreateSchema } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { ConfirmActions } from '@/components/ui/confirm-actions';
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
      <ConfirmActions
        error={dispute.isError && apiErrorText(dispute.error)}
        errorTitle={t('dispute.failed')}
        cancelLabel={t('dispute.cancel')}
        confirmLabel={t('dispute.confirm')}
        pending={dispute.isPending}
        variant="primary"
      />
    </form>
  );
}
