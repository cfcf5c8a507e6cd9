import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useTheftQuery } from '../api/get-theft';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';
import { DisputeBadge, RewardBadge } from './theft-badges';

/** The selected report: reward, payout, dispute (with "Risolvi" while open), sightings and hunts. */
export function TheftDetail({ theftId, onClose }: { theftId: string; onClose: () => void }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const query = useTheftQuery(theftId);
  const theft = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  // NOTE: "Dettagli" sits in a table row above; the panel takes the focus so keyboard and screen reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when another report is opened.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [theftId]);
  return (
    <section aria-labelledby="theft-detail-title" className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="theft-detail-title" ref={heading} tabIndex={-1} className="text-lg font-bold break-words text-ink focus:outline-none">
          {theft ? t('detail.title', { bike: theft.bike.name }) : t('detail.title_loading')}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </div>
      {query.isPending && <Spinner label={t('detail.loading')} />}
      {query.isError && <Alert tone="error">{t('detail.load_failed')}</Alert>}
      {theft && (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t('detail.owner')}</dt>
              <dd className="break-words text-ink">{theft.ownerName}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('detail.reward')}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-ink">
                {format.cents(theft.reward.cents)} <RewardBadge status={theft.reward.status} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('detail.returned_by')}</dt>
              <dd className="text-ink">
                {theft.returnedBy
                  ? t('detail.hunter_share', { name: theft.returnedBy.displayName, share: format.cents(theft.hunterShareCents) })
                  : t('detail.nobody')}
                {theft.returnedBy && <RoleBadge badge={theft.returnedBy.badge} />}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('detail.payout')}</dt>
              <dd className="text-ink">
                {theft.payout
                  ? t('detail.payout_text', {
                      amount: format.cents(theft.payout.amountCents),
                      status: t(`payout_status.${theft.payout.status}`),
                      date: format.date(theft.payout.dueOn),
                    })
                  : t('detail.none')}
              </dd>
            </div>
          </dl>
          {theft.disputeDetail && (
            <div className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {t('detail.dispute')} <DisputeBadge dispute={theft.dispute} />
              </h3>
              <p className="text-ink">{t(`detail.raised_by_${theft.disputeDetail.raisedBy}`, { date: format.date(theft.disputeDetail.raisedAt) })}</p>
              <blockquote className="border-l-4 border-slate-300 pl-3 break-words text-ink">{theft.disputeDetail.reason}</blockquote>
              {theft.disputeDetail.outcome === 'split' && theft.disputeDetail.hunterCents !== null && (
                <p className="text-ink">{t('detail.split_text', { amount: format.cents(theft.disputeDetail.hunterCents) })}</p>
              )}
              {theft.disputeDetail.note && <p className="break-words text-muted">{t('detail.note', { note: theft.disputeDetail.note })}</p>}
              <div>
                <ResolveDisputeDialog theft={theft} />
              </div>
            </div>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold text-ink">{t('detail.sightings', { count: theft.sightingList.length })}</h3>
            {theft.sightingList.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.no_sightings')}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {theft.sightingList.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 pt-2 text-ink">
                    <span className="font-semibold">{format.dateTime(s.at)}</span>
                    <span>{s.place ? t('detail.place', { lat: s.place.latitude.toFixed(2), lng: s.place.longitude.toFixed(2) }) : t('detail.no_place')}</span>
                    <span>
                      {s.reporter ?? t('detail.anonymous')}
                      <RoleBadge badge={s.reporterBadge} />
                    </span>
                    <span className="text-muted">{t(`detail.source_${s.source}`)}</span>
                    {s.useful && <Badge tone="green">{t('detail.useful')}</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold text-ink">{t('detail.hunts', { count: theft.hunts.length })}</h3>
            {theft.hunts.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.no_hunts')}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {theft.hunts.map((h) => (
                  <li key={`${h.hunter}-${h.updatedAt}`} className="flex flex-wrap items-center gap-x-3 border-t border-slate-200 pt-2 text-ink">
                    <span>
                      <span className="font-semibold">{h.hunter}</span>
                      <RoleBadge badge={h.hunterBadge} />
                    </span>
                    <span>{t(`hunt_status.${h.status}`)}</span>
                    <span className="text-muted">{format.dateTime(h.updatedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
