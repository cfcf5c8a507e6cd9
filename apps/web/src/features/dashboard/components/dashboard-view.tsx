import type { PublicUser } from '@ritrova/shared';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { BikesSection } from './bikes-section';
import { StatCards } from './stat-cards';
import { VerifyEmailBanner } from './verify-email-banner';

export function DashboardView({ user: sessionUser }: { user: PublicUser }) {
  const { t } = useTranslation('dashboard');
  const { user, stats, isError, isRefreshing, refresh } = useDashboardData(sessionUser);
  const bikeCount = user.biciclette.length;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('title')} · Ritrova`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('welcome', { nome: user.nome })}</h1>
          <p className="mt-1 text-muted">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void refresh()} disabled={isRefreshing}>
          <RefreshCw aria-hidden="true" className={cn('size-4', isRefreshing && 'animate-spin')} />
          {t('refresh')}
        </Button>
      </div>
      {isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refresh()}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_failed')}
        </Alert>
      )}
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <StatCards bikeCount={bikeCount} stats={stats} />
      <BikesSection bikeCount={bikeCount} />
    </div>
  );
}
