import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPayout, markPaidSchema } from '@ritrova/shared';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useMarkPayoutPaidMutation } from '../api/mark-payout-paid';

/** "Mark paid": after paying by hand, the operator records the transfer's reference (3–120 characters). */
export function MarkPaidDialog({ payout, describedBy }: { payout: AdminPayout; describedBy: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const markPaid = useMarkPayoutPaidMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(markPaidSchema), defaultValues: { reference: '' } });
  const amount = format.cents(payout.amountCents);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      markPaid.reset();
      reset();
    }
  };

  const onSubmit = handleSubmit(({ reference }) =>
    markPaid.mutate(
      { payoutId: payout.id, reference },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('payouts.mark_paid.done', { amount, name: payout.hunter.name }));
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" className="whitespace-nowrap" aria-describedby={describedBy}>
          <Banknote aria-hidden="true" className="size-4" />
          {t('payouts.mark_paid.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('payouts.mark_paid.title', { amount, name: payout.hunter.name })}
        description={t('payouts.mark_paid.text', { bike: payout.bikeName })}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {payout.method && (
            <dl className="grid gap-1 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
              <dt className="text-muted">{t(`payouts.method.${payout.method.kind}`)}</dt>
              <dd className="font-semibold break-words text-ink">{payout.method.holderName}</dd>
              <dd className="font-mono break-all text-ink">{payout.method.account}</dd>
            </dl>
          )}
          <TextField
            label={t('payouts.mark_paid.reference')}
            hint={t('payouts.mark_paid.reference_hint')}
            autoComplete="off"
            maxLength={120}
            required
            error={errorText(errors.reference?.message)}
            {...register('reference')}
          />
          <ConfirmActions
            error={markPaid.isError && apiErrorText(markPaid.error)}
            errorTitle={t('payouts.mark_paid.failed')}
            cancelLabel={t('payouts.mark_paid.cancel')}
            confirmLabel={t('payouts.mark_paid.confirm')}
            pending={markPaid.isPending}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
