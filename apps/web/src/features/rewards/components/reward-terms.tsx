import { HUNTER_SHARE_PERCENT, PAYOUT_BUSINESS_DAYS, REFUND_AFTER_MONTHS, REFUND_NOTICE_DAYS, SERVICE_FEE_PERCENT } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';

/** Spec §1/§9: how a reward works: the split, when it is paid out, and the refund after 12 months. */
export function RewardTerms() {
  const { t } = useTranslation('rewards');
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">{t('terms.title')}</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        <li>{t('terms.split', { hunter: HUNTER_SHARE_PERCENT, fee: SERVICE_FEE_PERCENT })}</li>
        <li>{t('terms.paid', { days: PAYOUT_BUSINESS_DAYS })}</li>
        <li>{t('terms.refund', { months: REFUND_AFTER_MONTHS, percent: HUNTER_SHARE_PERCENT, days: REFUND_NOTICE_DAYS })}</li>
      </ul>
    </div>
  );
}
