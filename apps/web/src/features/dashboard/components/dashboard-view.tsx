import type { Bike, PublicUser } from '@ritrova/shared';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NeverLoadedOffline } from '@/components/offline-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useOffline } from '@/lib/offline/connection';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { BikesSection } from './bikes-section';
import { StatCards } from './stat-cards';
import { VerifyEmailBanner } from './verify-email-banner';

/**
 * The owner dashboard. The route puts the other features' parts in their places
 * (features do not import each other): `incomingTransfers` (transfers feature),
 * `alerts` (notifications) and `tags`, the table of tags to assign, which is
 * given the bikes it can assign them to.
 */
export function DashboardView({
  user: sessionUser,
  incomingTransfers,
  alerts,
  tags,
}: {
  user: PublicUser;
  incomingTransfers?: ReactNode;
  alerts?: ReactNode;
  tags?: (bikes: Bike[] | undefined) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { user, stats, bikes, bikesLoading, isError, isRefreshing, syncing, syncFailed, refresh } = useDashboardData(sessionUser);
  // Offline, the banner says so: what could not load is not an error to retry (decision 064).
  const offline = useOffline();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('title')} · Ritrova`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('welcome', { nome: user.nome })}</h1>
          <p className="mt-1 text-muted">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={refresh} disabled={isRefreshing}>
          <RefreshCw aria-hidden="true" className={cn('size-4', isRefreshing && 'animate-spin')} />
          {t('refresh')}
        </Button>
      </div>
      {isError && offline && bikes === undefined && <NeverLoadedOffline />}
      {isError && !offline && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={refresh}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_failed')}
        </Alert>
      )}
      {syncing && (
        <Alert tone="info">
          <span className="flex items-center gap-2">
            <ButtonSpinner />
            {t('bikes.syncing')}
          </span>
        </Alert>
      )}
      {syncFailed && !offline && <Alert tone="error">{t('bikes.sync_failed')}</Alert>}
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      {incomingTransfers}
      <StatCards bikeCount={bikes?.length ?? user.biciclette.length} stats={stats} />
      {/* The bikes first: on a phone they stay above the fold, however many alerts there are (the header's Avvisi link reaches them). */}
      <BikesSection bikes={bikes} isLoading={bikesLoading} />
      {alerts}
      {tags?.(bikes)}
    </div>
  );
}
