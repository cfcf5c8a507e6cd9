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
import { ArrowLeft, ArrowRight, CreditCard, ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useReportStolenMutation } from '../api/report-stolen';
import { reportStolenFormSchema, suggestedReward } from '../reward';
import { FACT_STEP_FIELDS, refineTheftFacts, theftFactsBody, theftFactsFormObject, theftFactsFormValues } from '../theft-facts';
import { TheftDetailsFields, type TheftFormValues, WhenWhereFields } from './theft-facts-fields';

/** The report: the facts (steps 1 and 2), then the reward (step 3). */
const reportTheftFormSchema = theftFactsFormObject.extend({ reward: reportStolenFormSchema.shape.reward }).superRefine(refineTheftFacts);
type ReportTheftFormOutput = ReturnType<typeof reportTheftFormSchema.parse>;

const STEPS = ['when_where', 'details', 'reward'] as const;
type Step = 0 | 1 | 2;

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
 * Spec §2 report-stolen dialog, as a short stepped flow (issue #19): 1) when and where, 2) what
 * happened, the lock and the police report (with the reminder to file the *denuncia*), 3) the
 * reward in euros (empty means none), the 10% guidance and how the reward is paid; then the
 * payment step. Every fact is optional. Offered while the bike is not stolen.
 */
export function ReportStolenContent({ bike, onClose }: { bike: Bike; onClose: () => void }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const [step, setStep] = useState<Step>(0);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const movedStep = useRef(false);
  const report = useReportStolenMutation();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    trigger,
    formState: { errors, dirtyFields },
  } = useForm<TheftFormValues, unknown, ReportTheftFormOutput>({
    resolver: zodResolver(reportTheftFormSchema),
    defaultValues: { ...theftFactsFormValues(null, new Date()), reward: '' },
  });
  const suggestion = suggestedReward(bike.purchaseValueCents);
  const place = watch('place');

  const goTo = async (next: Step) => {
    if (next > step && !(await trigger(step === 0 ? [...FACT_STEP_FIELDS.whenWhere] : [...FACT_STEP_FIELDS.details]))) return;
    movedStep.current = true;
    setStep(next);
  };

  const onSubmit = handleSubmit(
    ({ reward, ...facts }) =>
      report.mutate(
        { bikeId: bike.id, reward, facts: theftFactsBody(facts, { sendTime: Boolean(dirtyFields.date || dirtyFields.time) }) },
        {
          onSuccess: (result) => {
            toast.success(t('report.done', { name: bike.name }));
            // Spec §5: the payment prompt only for a reward, and only when the server has a payment page.
            if (result.paymentUrl && reward > 0) setPaymentUrl(result.paymentUrl);
            else onClose();
          },
        },
      ),
    // A field refused on an earlier step (the clock moved on meanwhile): go back to it.
    (invalid) => {
      if (FACT_STEP_FIELDS.whenWhere.some((field) => invalid[field])) setStep(0);
      else if (FACT_STEP_FIELDS.details.some((field) => invalid[field])) setStep(1);
    },
  );

  // Closing unmounts this content: the form, its step and the report start afresh (the time: the moment it opens again).
  return paymentUrl ? (
    <DialogContent title={t('report.payment_title')} description={t('report.payment_description')}>
      <PaymentStep paymentUrl={paymentUrl} onDone={onClose} />
    </DialogContent>
  ) : (
    <DialogContent title={t('report.dialog_title', { name: bike.name })} description={t('report.dialog_text')}>
      <form
        onSubmit={(event) => {
          // Enter in a field of an earlier step moves on; only the last step reports.
          if (step < 2) {
            event.preventDefault();
            void goTo((step + 1) as Step);
          } else void onSubmit(event);
        }}
        noValidate
        className="grid gap-4"
      >
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('report.step_of', { step: step + 1, total: STEPS.length })}</p>
          {/* A new step is announced by moving the focus to its heading (not on opening: the dialog focuses itself). */}
          <h3
            key={step}
            ref={(heading) => {
              if (movedStep.current) heading?.focus();
            }}
            tabIndex={-1}
            className="text-base font-bold text-ink outline-none"
          >
            {t(`report.step_${STEPS[step]}`)}
          </h3>
          {step < 2 && <p className="mt-1 text-sm text-muted">{t('report.steps_optional')}</p>}
        </div>
        {step === 0 && (
          <WhenWhereFields
            register={register}
            errors={errors}
            place={place}
            onPlace={(next) => setValue('place', next, { shouldDirty: true, shouldValidate: true })}
          />
        )}
        {step === 1 && <TheftDetailsFields register={register} errors={errors} />}
        {step === 2 && (
          <>
            <TextField
              label={t('report.reward')}
              hint={t('report.reward_hint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_REWARD_EUROS}
              step={1}
              error={errorText(errors.reward?.message)}
              extra={suggestion !== null && <p className="mt-1.5 text-sm text-ink">{t('report.suggestion', { amount: format.euros(suggestion) })}</p>}
              {...register('reward')}
            />
            {suggestion !== null && (
              <div className="-mt-2">
                <Button variant="link" className="text-sm" onClick={() => setValue('reward', String(suggestion), { shouldValidate: true })}>
                  {t('report.use_suggestion', { amount: format.euros(suggestion) })}
                </Button>
              </div>
            )}
            <RewardTerms />
          </>
        )}
        {report.isError && (
          <Alert tone="error" title={t('report.failed')}>
            {apiErrorText(report.error)}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          {step === 0 ? (
            <DialogClose asChild>
              <Button variant="secondary">{t('report.cancel')}</Button>
            </DialogClose>
          ) : (
            <Button variant="secondary" onClick={() => void goTo((step - 1) as Step)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('report.back')}
            </Button>
          )}
          {/* Distinct keys: the step moves on within the click (a microtask), and a reused <button> turned
                  type="submit" would then submit the report as the same click's default action. */}
          {step < 2 ? (
            <Button key="next" onClick={() => void goTo((step + 1) as Step)}>
              {t('report.next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button key="confirm" type="submit" variant="danger" disabled={report.isPending}>
              {report.isPending && <ButtonSpinner />}
              {t('report.confirm')}
            </Button>
          )}
        </div>
      </form>
    </DialogContent>
  );
}
