import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { useFormat } from '@/lib/format';
import { useOverviewQuery } from '../api/get-overview';
import { TrendChart } from './trend-chart';

/** /admin: what the platform holds now (counted by the server) and the last 12 weeks. */
export function OverviewView() {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const overview = useOverviewQuery();
  const o = overview.data;
  return (
    <div className="grid gap-6">
      <title>{`${t('overview.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Gauge aria-hidden="true" className="size-7 text-brand-700" />
          {t('overview.title')}
        </h1>
        <p className="text-muted">{t('overview.intro')}</p>
      </header>
      {overview.isPending && <Spinner label={t('overview.loading')} />}
      {overview.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
              {t('retry')}
            </Button>
          }
        >
          {t('overview.load_failed')}
        </Alert>
      )}
      {o && (
        <>
          <section aria-labelledby="overview-figures" className="grid gap-3">
            <h2 id="overview-figures" className="text-lg font-bold text-ink">
              {t('overview.figures')}
            </h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              <StatCard
                label={t('overview.users')}
                value={format.number(o.users.total)}
                details={t('overview.users_details', {
                  users: t('overview.users_user', { count: o.users.byRole.user }),
                  shops: t('overview.users_shop', { count: o.users.byRole.shop }),
                  admins: t('overview.users_admin', { count: o.users.byRole.admin }),
                  recent: t('overview.users_recent', { count: o.users.newLast30Days }),
                })}
              />
              <StatCard label={t('overview.bikes')} value={format.number(o.bikes.total)} details={t('overview.bikes_details', { count: o.bikes.stolen })} />
              <StatCard
                label={t('overview.tags')}
                value={format.number(o.tags.total)}
                details={t('overview.tags_details', {
                  unassigned: t('overview.tags_unassigned', { count: o.tags.unassigned }),
                  assigned: t('overview.tags_assigned', { count: o.tags.assigned }),
                  lost: t('overview.tags_lost', { count: o.tags.lost }),
                  retired: t('overview.tags_retired', { count: o.tags.retired }),
                })}
              />
              <StatCard label={t('overview.active_thefts')} value={format.number(o.activeThefts)} />
              <StatCard
                label={t('overview.recoveries')}
                value={format.number(o.recoveries.total)}
                details={t('overview.recoveries_details', { count: o.recoveries.last30Days })}
              />
              <StatCard
                label={t('overview.rewards')}
                value={format.cents(o.rewards.fundedCents)}
                details={t('overview.rewards_details', { released: format.cents(o.rewards.releasedCents), refunded: format.cents(o.rewards.refundedCents) })}
              />
              <StatCard label={t('overview.fees')} value={format.cents(o.feeRevenueCents)} />
              <StatCard
                label={t('overview.payouts_due')}
                value={format.cents(o.payoutsDue.cents)}
                tone={o.payoutsDue.overdue > 0 ? 'warning' : undefined}
                details={
                  <>
                    {t('overview.payouts_count', { count: o.payoutsDue.count })}
                    {o.payoutsDue.overdue > 0 && (
                      <strong className="block font-semibold text-red-800">{t('overview.payouts_overdue', { count: o.payoutsDue.overdue })}</strong>
                    )}
                  </>
                }
              />
            </div>
            <p className="text-sm text-muted">{t('overview.money_note')}</p>
          </section>
          <section aria-labelledby="overview-trends" className="grid gap-3">
            <h2 id="overview-trends" className="text-lg font-bold text-ink">
              {t('overview.trends')}
            </h2>
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
              <TrendChart title={t('overview.trend_users')} weeks={o.trends} value={(w) => w.newUsers} />
              <TrendChart title={t('overview.trend_thefts')} weeks={o.trends} value={(w) => w.theftsReported} />
              <TrendChart title={t('overview.trend_recoveries')} weeks={o.trends} value={(w) => w.recoveries} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
