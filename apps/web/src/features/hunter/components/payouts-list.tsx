import type { HunterRewards } from '@ritrova/shared';
import { Receipt, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { EmptyHunts } from './empty-hunts';
import { PayoutStatusBadge } from './payout-status-badge';

type Payout = HunterRewards['payouts'][number];

function PayoutWhen({ payout }: { payout: Payout }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  if (payout.status === 'paid' && payout.paidAt) return <>{t('payouts.paid_on', { date: format.date(payout.paidAt) })}</>;
  if (payout.status === 'pending') return <>{t('payouts.due_by', { date: format.date(payout.dueOn) })}</>;
  if (payout.status === 'frozen') return <>{t('payouts.frozen_note')}</>;
  return <>{t('payouts.cancelled_note')}</>;
}

/** Every payout with its bike, amount, state, due or paid date and, once paid, its receipt. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  return (
    <Card>
      <section aria-labelledby="payouts-heading" className="grid gap-4">
        <h2 id="payouts-heading" className="text-lg font-bold text-ink">
          {t('payouts.title')}
        </h2>
        {payouts.length === 0 ? (
          <EmptyHunts Icon={Wallet} text={t('payouts.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {payouts.map((payout) => (
              <li key={payout.id} className="grid gap-1 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words text-ink">{payout.bikeName}</h3>
                    <PayoutStatusBadge status={payout.status} />
                  </div>
                  <p className="text-sm text-muted">
                    <PayoutWhen payout={payout} />
                  </p>
                  {payout.status === 'paid' && payout.receiptNumber && (
                    <p className="flex items-center gap-1.5 text-sm text-ink">
                      <Receipt aria-hidden="true" className="size-4 shrink-0 text-muted" />
                      {t('payouts.receipt', { number: payout.receiptNumber })}
                    </p>
                  )}
                </div>
                <p className="text-lg font-bold text-ink sm:text-right">
                  <span className="sr-only">{t('payouts.amount')}: </span>
                  {format.cents(payout.amountCents)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
