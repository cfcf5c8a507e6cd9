import { zodResolver } from '@hookform/resolvers/zod';
import { disputeCreateSchema } from '@ritrova/shared';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormat } from '@/lib/format';
import { useRaiseDisputeMutation } from '../api/raise-dispute';

/** Spec §1/§9: within 30 days of the recovery the owner may dispute it; the payout is frozen until we decide. */
export function RaiseDisputeDialog({ bikeId, theftReportId, disputeUntil }: { bikeId: string; theftReportId: string; disputeUntil: string }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const dispute = useRaiseDisputeMutation(bikeId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(disputeCreateSchema), defaultValues: { reason: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      dispute.reset();
      reset();
    }
  };

  const onSubmit = handleSubmit(({ reason }) =>
    dispute.mutate(
      { theftReportId, reason },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t('dispute.done'));
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Scale aria-hidden="true" className="size-4" />
          {t('dispute.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('dispute.title')} description={t('dispute.text', { date: format.date(disputeUntil) })}>
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
      </DialogContent>
    </Dialog>
  );
}
