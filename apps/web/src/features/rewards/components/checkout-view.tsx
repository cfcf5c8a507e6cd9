import type { Payment } from '@ritrova/shared';
import { ArrowLeft, CircleCheck, CreditCard } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useFormat } from '@/lib/format';
import { useConfirmPaymentMutation } from '../api/confirm-payment';
import { usePaymentQuery } from '../api/get-payment';
import { RewardTerms } from './reward-terms';

/** The page frame: its heading and, for the local provider, the test-mode banner above everything else. */
function Page({ testMode = true, children }: { testMode?: boolean; children: ReactNode }) {
  const { t } = useTranslation('rewards');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('checkout.title')} · Ritrova`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
        <CreditCard aria-hidden="true" className="size-7 text-brand-700" />
        {t('checkout.title')}
      </h1>
      {testMode && (
        <Alert tone="warning" title={t('checkout.test_mode_title')}>
          {t('checkout.test_mode_text')}
        </Alert>
      )}
      {children}
    </div>
  );
}

function BikeLink({ bikeId, variant = 'secondary' }: { bikeId: string; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('rewards');
  return (
    <Link to={paths.bike(bikeId)} className={buttonClasses(variant, 'md', 'justify-self-start')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('checkout.back_to_bike')}
    </Link>
  );
}

/** Just paid: the news gets the focus (the button that was pressed is gone). */
function PaidNow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="grid gap-4 border-brand-200">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-ink focus:outline-none">
        <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
        {t('checkout.paid_title')}
      </h2>
      <p className="text-ink">{t('checkout.paid_text', { amount: format.cents(payment.amountCents), name: payment.bikeName })}</p>
      <BikeLink bikeId={payment.bikeId} variant="primary" />
    </Card>
  );
}

function OpenPayment({ payment, onPaid, onClosed }: { payment: Payment; onPaid: (paid: Payment) => void; onClosed: () => void }) {
  const { t } = useTranslation('rewards');
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const confirm = useConfirmPaymentMutation();
  const amount = format.cents(payment.amountCents);
  return (
    <Card className="grid gap-5">
      <div>
        <p className="text-sm text-muted">{t('checkout.reward_for')}</p>
        <h2 className="text-xl font-bold break-words text-ink">{payment.bikeName}</h2>
      </div>
      <dl className="grid gap-1">
        <dt className="text-sm text-muted">{t('checkout.amount')}</dt>
        <dd className="text-2xl font-bold text-ink">{amount}</dd>
      </dl>
      <RewardTerms />
      {confirm.isError && (
        <Alert tone="error" title={t('checkout.failed')}>
          {apiErrorText(confirm.error)}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(payment.id, {
              onSuccess: onPaid,
              // Paid in another tab, cancelled because the reward changed, or paid just as it changed and so
              // refunded: reload it to show which.
              onError: (error) => isApiError(error) && (error.code === 'PAYMENT_NOT_OPEN' || error.code === 'PAYMENT_REFUNDED') && onClosed(),
            })
          }
        >
          {confirm.isPending ? <ButtonSpinner /> : <CreditCard aria-hidden="true" className="size-4" />}
          {t('checkout.pay', { amount })}
        </Button>
        <BikeLink bikeId={payment.bikeId} />
      </div>
    </Card>
  );
}

/** A payment that cannot be paid here: paid already, cancelled (the reward changed), refunded (paid after it changed), or another provider's. */
function ClosedPayment({ payment }: { payment: Payment }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const amount = format.cents(payment.amountCents);
  const local = payment.provider === 'local';
  return (
    <Page testMode={local}>
      {payment.status === 'paid' ? (
        <Alert tone="success" title={t('checkout.already_paid_title')}>
          {payment.paidAt
            ? t('checkout.already_paid_text', { amount, date: format.dateTime(payment.paidAt) })
            : t('checkout.already_paid_text_undated', { amount })}
        </Alert>
      ) : payment.status === 'cancelled' ? (
        <Alert tone="warning" title={t('checkout.cancelled_title')}>
          {t('checkout.cancelled_text')}
        </Alert>
      ) : payment.status === 'refunded' ? (
        <Alert tone="info" title={t('checkout.refunded_title')}>
          {t('checkout.refunded_text', { amount })}
        </Alert>
      ) : (
        <Alert tone="info">{t('checkout.external_text')}</Alert>
      )}
      <BikeLink bikeId={payment.bikeId} variant="primary" />
    </Page>
  );
}

function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('rewards');
  const apiErrorText = useApiErrorText();
  // Someone else's payment is a 404 too: the API does not tell them apart.
  const notFound = isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_ERROR');
  return (
    <Page>
      {notFound ? (
        <Alert tone="error" title={t('checkout.not_found_title')}>
          {t('checkout.not_found_text')}
        </Alert>
      ) : (
        <Alert
          tone="error"
          title={t('checkout.load_failed')}
          action={
            <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
              {t('checkout.retry')}
            </Button>
          }
        >
          {apiErrorText(error)}
        </Alert>
      )}
      <Link to={paths.dashboard} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
        {t('checkout.go_dashboard')}
      </Link>
    </Page>
  );
}

/**
 * /checkout/{paymentId}: the local provider's test checkout, opened in a new tab
 * from the report-stolen dialog or the reward panel. Paying puts the reward in
 * escrow; a payment already paid, cancelled because the reward changed, or
 * refunded because it arrived after the change, says so.
 */
export function CheckoutView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('rewards');
  const payment = usePaymentQuery(paymentId);
  const [paidNow, setPaidNow] = useState<Payment | null>(null);

  if (paidNow) {
    return (
      <Page>
        <PaidNow payment={paidNow} />
      </Page>
    );
  }
  if (payment.isPending) return <PageSpinner label={t('checkout.loading')} />;
  if (payment.isError) return <LoadFailure error={payment.error} onRetry={() => void payment.refetch()} retrying={payment.isFetching} />;
  if (payment.data.status !== 'open' || payment.data.provider !== 'local') return <ClosedPayment payment={payment.data} />;
  return (
    <Page>
      <OpenPayment payment={payment.data} onPaid={setPaidNow} onClosed={() => void payment.refetch()} />
    </Page>
  );
}
