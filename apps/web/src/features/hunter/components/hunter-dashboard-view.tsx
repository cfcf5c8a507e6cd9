import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHunterStatsQuery } from '../api/get-hunter-stats';
import { ActiveHuntsSummary } from './active-hunts-summary';
import { HunterLinks } from './hunter-links';
import { HunterPage } from './hunter-page';
import { HunterStatCards } from './hunter-stat-cards';
import { HunterTerms } from './hunter-terms';
import { OutsidePaymentNotice } from './outside-payment-notice';
import { QueryStatus } from './query-status';

/**
 * /hunter/dashboard: the figures (spec §1: scans today, total scans, bikes found, rewards earned), the
 * active hunts at a glance, the alerts (the route places the notifications panel), the way to the other
 * pages and the rules.
 */
export function HunterDashboardView({ userId, name, alerts }: { userId: string; name: string; alerts?: ReactNode }) {
  const { t } = useTranslation('hunter');
  const stats = useHunterStatsQuery(userId);
  return (
    <HunterPage title={t('dashboard.title')} subtitle={t('dashboard.subtitle', { name })}>
      <OutsidePaymentNotice />
      {stats.isError && <QueryStatus query={stats} loadingLabel={t('stats.loading')} errorText={t('stats.load_failed')} />}
      <HunterStatCards stats={stats.data} />
      <ActiveHuntsSummary userId={userId} />
      {alerts}
      <HunterLinks />
      <HunterTerms />
    </HunterPage>
  );
}
