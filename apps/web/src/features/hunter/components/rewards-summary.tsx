import type { HunterRewards } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Spec §3 Rewards: what is on its way, what was paid and what was earned in all. */
export function RewardsSummary({ rewards }: { rewards: HunterRewards }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  const totals = [
    { key: 'pending', cents: rewards.pendingCents },
    { key: 'paid', cents: rewards.paidCents },
    { key: 'total', cents: rewards.totalEarnedCents },
  ] as const;
  return (
    <section aria-labelledby="rewards-totals-heading">
      <h2 id="rewards-totals-heading" className="sr-only">
        {t('rewards.totals_title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {totals.map(({ key, cents }) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <dt className="text-sm text-muted">{t(`rewards.totals.${key}`)}</dt>
            <dd className="text-2xl font-bold text-ink">{format.cents(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
