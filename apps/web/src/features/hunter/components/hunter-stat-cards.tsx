import type { HunterStats } from '@ritrova/shared';
import { Bike, Euro, ScanLine, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { useFormat } from '@/lib/format';

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
