import type { HunterStats } from '@ritrova/shared';
import { Bike, Euro, ScanLine, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span aria-hidden="true" className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
        {icon}
      </span>
      <dl>
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="text-2xl font-bold text-ink">{value}</dd>
      </dl>
    </div>
  );
}

/** Spec §1 Hunter dashboard: scans today and in all, bikes found, rewards earned. */
export function HunterStatCards({ stats }: { stats: HunterStats | undefined }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  const pending = '—';
  return (
    <section aria-labelledby="hunter-stats-heading">
      <h2 id="hunter-stats-heading" className="sr-only">
        {t('stats.title')}
      </h2>
      {/* Two columns even on a phone: the four figures fit in one glance. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={<Sun className="size-6" />} label={t('stats.scans_today')} value={stats ? format.number(stats.scansToday) : pending} />
        <StatCard icon={<ScanLine className="size-6" />} label={t('stats.total_scans')} value={stats ? format.number(stats.totalScans) : pending} />
        <StatCard icon={<Bike className="size-6" />} label={t('stats.bikes_found')} value={stats ? format.number(stats.bikesFound) : pending} />
        <StatCard icon={<Euro className="size-6" />} label={t('stats.rewards_earned')} value={stats ? format.cents(stats.rewardsEarnedCents) : pending} />
      </div>
    </section>
  );
}
