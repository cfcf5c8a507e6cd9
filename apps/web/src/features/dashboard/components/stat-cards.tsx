import { Bell, Bike, ScanLine, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import type { UserStats } from '../api/get-user-stats';

/** Spec §2: bikes, total scans, alerts, and account status (always shown as active). */
export function StatCards({ bikeCount, stats }: { bikeCount: number; stats: UserStats | undefined }) {
  const { t } = useTranslation('dashboard');
  const pending = '—';
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('stats.title')}
      </h2>
      {/* Two columns even on a phone: the four figures fit in one glance. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={<Bike className="size-6" />} label={t('stats.bikes')} value={bikeCount} />
        <StatCard icon={<ScanLine className="size-6" />} label={t('stats.scans')} value={stats?.scanCount ?? pending} />
        <StatCard icon={<Bell className="size-6" />} label={t('stats.alerts')} value={stats?.alertCount ?? pending} />
        <StatCard icon={<ShieldCheck className="size-6" />} label={t('stats.account')} value={<span className="text-brand-800">{t('stats.active')}</span>} />
      </div>
    </section>
  );
}
