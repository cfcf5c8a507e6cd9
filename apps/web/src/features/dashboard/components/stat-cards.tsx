import { Bell, Bike, ScanLine, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStats } from '../api/get-user-stats';

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
