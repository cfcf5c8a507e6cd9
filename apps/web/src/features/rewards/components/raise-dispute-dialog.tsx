import { zodResolver } from '@hookform/resolvers/zod';
import { disputeCreateSchema } from '@ritrova/shared';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
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
      </DialogContent>
    </Dialog>
  );
}
