import { CreditCard, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCreateRewardPaymentMutation } from '../api/create-reward-payment';

/**
 * "Pay now" for an unpaid reward: a link to its open payment page (a new tab), or,
 * when the last attempt was abandoned, a button that asks for a fresh one.
 */
export function PayRewardAction({ bikeId, paymentUrl }: { bikeId: string; paymentUrl: string | null }) {
  const { t } = useTranslation(['rewards', 'common']);
  const apiErrorText = useApiErrorText();
  const create = useCreateRewardPaymentMutation(bikeId);
  const link = useRef<HTMLAnchorElement>(null);

  // The link replaces the button that asked for it: the keyboard goes with it.
  useEffect(() => {
    if (create.isSuccess) link.current?.focus();
  }, [create.isSuccess]);

  const requestPayment = () =>
    create.mutate(undefined, {
      // NOTE: a browser may block a tab opened after a call; the link shown meanwhile still works.
      // No link (the payment provider failed: the answer's `paymentUrl` is null) opens no empty tab; the button stays.
      onSuccess: (url) => {
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
      },
    });

  if (paymentUrl) {
    return (
      <a ref={link} href={paymentUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
        <CreditCard aria-hidden="true" className="size-4" />
        {t('panel.pay_now')}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> ({t('new_tab', { ns: 'common' })})</span>
      </a>
    );
  }
  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={requestPayment} disabled={create.isPending}>
          {create.isPending ? <ButtonSpinner /> : <CreditCard aria-hidden="true" className="size-4" />}
          {t('panel.pay_now')}
        </Button>
      </div>
      {create.isError && (
        <Alert tone="error" title={t('panel.payment_failed')}>
          {apiErrorText(create.error)}
        </Alert>
      )}
    </div>
  );
}
