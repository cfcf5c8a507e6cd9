import { DISPUTE_WINDOW_DAYS, HUNTER_SHARE_PERCENT, PAYOUT_BUSINESS_DAYS, REFUND_AFTER_MONTHS, REFUND_NOTICE_DAYS, SERVICE_FEE_PERCENT } from '@ritrova/shared';
import { CalendarClock, Handshake, PackageCheck, Percent, Scale, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** Spec §1/§9: how a reward is shared, unlocked, paid, refunded and disputed; every figure comes from the shared constants. */
export function HunterTerms() {
  const { t } = useTranslation('hunter');
  const headingId = useId();
  const terms = [
    { key: 'share', Icon: Percent, text: t('terms.share', { hunterShare: HUNTER_SHARE_PERCENT, serviceFee: SERVICE_FEE_PERCENT }) },
    { key: 'unlock', Icon: PackageCheck, text: t('terms.unlock') },
    { key: 'payment', Icon: CalendarClock, text: t('terms.payment', { count: PAYOUT_BUSINESS_DAYS }) },
    {
      key: 'refund',
      Icon: Undo2,
      // NOTE: an unrecovered bike's owner gets back the reward less the service fee Ritrova keeps.
      text: `${t('terms.refund', { count: REFUND_AFTER_MONTHS, refundShare: 100 - SERVICE_FEE_PERCENT })} ${t('terms.refund_notice', { count: REFUND_NOTICE_DAYS })}`,
    },
    { key: 'disputes', Icon: Scale, text: t('terms.disputes', { count: DISPUTE_WINDOW_DAYS }) },
  ];
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
          <Handshake aria-hidden="true" className="size-5 text-brand-700" />
          {t('terms.title')}
        </h2>
        <ul className="mt-4 grid gap-3">
          {terms.map(({ key, Icon, text }) => (
            <li key={key} className="flex gap-3 text-sm text-ink">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
