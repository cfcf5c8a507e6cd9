import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Bike,
  HUNTER_SHARE_PERCENT,
  MAX_REWARD_EUROS,
  PAYOUT_BUSINESS_DAYS,
  REFUND_AFTER_MONTHS,
  REFUND_NOTICE_DAYS,
  SERVICE_FEE_PERCENT,
} from '@ritrova/shared';
import { CreditCard, ExternalLink, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { useReportStolenMutation } from '../api/report-stolen';
import { type ReportStolenFormOutput, type ReportStolenFormValues, reportStolenFormSchema, suggestedReward } from '../reward';

/**
 * How the reward works (spec §1/§9): the split, paid only on a confirmed return and
 * within 7 business days, and the refund after 12 months with notice before.
 */
function RewardTerms() {
  const { t } = useTranslation('theft');
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">{t('report.terms_title')}</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        <li>{t('report.terms_split', { hunter: HUNTER_SHARE_PERCENT, fee: SERVICE_FEE_PERCENT })}</li>
        <li>{t('report.terms_paid', { days: PAYOUT_BUSINESS_DAYS })}</li>
        <li>{t('report.terms_refund', { months: REFUND_AFTER_MONTHS, percent: HUNTER_SHARE_PERCENT, days: REFUND_NOTICE_DAYS })}</li>
      </ul>
    </div>
  );
}

/** After the report: the reward is paid into escrow on the payment page, in a new tab the user opens. */
function PaymentStep({ paymentUrl, onDone }: { paymentUrl: string; onDone: () => void }) {
  const { t } = useTranslation(['theft', 'common']);
  return (
    <div className="grid gap-4">
      <Alert tone="success">{t('report.payment_text')}</Alert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('report.payment_later')}
        </Button>
        <a href={paymentUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')} onClick={onDone}>
          <CreditCard aria-hidden="true" className="size-4" />
          {t('report.payment_go')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> ({t('new_tab', { ns: 'common' })})</span>
        </a>
      </div>
    </div>
  );
}

/**
 * Spec §2 report-stolen dialog: the reward in euros (empty means none), the 10%
 * guidance, how the reward is paid, then confirm or cancel. Offered while the
 * bike is not stolen.
 */
export function ReportStolenDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const report = useReportStolenMutation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ReportStolenFormValues, unknown, ReportStolenFormOutput>({ resolver: zodResolver(reportStolenFormSchema), defaultValues: { reward: '' } });
  const suggestion = suggestedReward(bike.purchaseValueCents);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      report.reset();
      reset();
      setPaymentUrl(null);
    }
  };

  const onSubmit = handleSubmit(({ reward }) =>
    report.mutate(
      { bikeId: bike.id, reward },
      {
        onSuccess: (result) => {
          toast.success(t('report.done', { name: bike.name }));
          // Spec §5: the payment prompt only for a reward, and only when the server has a payment page.
          if (result.paymentUrl && reward > 0) setPaymentUrl(result.paymentUrl);
          else onOpenChange(false);
        },
      },
    ),
  );

  if (bike.status === 'stolen' && !open) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="text-red-800">
          <ShieldAlert aria-hidden="true" className="size-4" />
          {t('report.button')}
        </Button>
      </DialogTrigger>
      {paymentUrl ? (
        <DialogContent title={t('report.payment_title')} description={t('report.payment_description')}>
          <PaymentStep paymentUrl={paymentUrl} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : (
        <DialogContent title={t('report.dialog_title', { name: bike.name })} description={t('report.dialog_text')}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <TextField
              label={t('report.reward')}
              hint={t('report.reward_hint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_REWARD_EUROS}
              step={1}
              error={errorText(errors.reward?.message)}
              extra={suggestion !== null && <p className="mt-1.5 text-sm text-ink">{t('report.suggestion', { amount: format.number(suggestion) })}</p>}
              {...register('reward')}
            />
            {suggestion !== null && (
              <div className="-mt-2">
                <Button variant="link" className="text-sm" onClick={() => setValue('reward', String(suggestion), { shouldValidate: true })}>
                  {t('report.use_suggestion', { amount: format.number(suggestion) })}
                </Button>
              </div>
            )}
            <RewardTerms />
            {report.isError && (
              <Alert tone="error" title={t('report.failed')}>
                {apiErrorText(report.error)}
              </Alert>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary">{t('report.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={report.isPending}>
                {report.isPending && <ButtonSpinner />}
                {t('report.confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
