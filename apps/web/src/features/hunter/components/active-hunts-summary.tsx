import type { Hunt } from '@ritrova/shared';
import { ArrowRight, Bike as BikeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { useMyHuntsQuery } from '../api/get-my-hunts';
import { huntsWithStatus } from '../hunt-display';
import { QueryStatus } from './query-status';

const shownHunts = 3;

function ActiveHuntRow({ hunt }: { hunt: Hunt }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  return (
    <li className="flex items-center gap-3 py-3">
      {hunt.bike.mainPhoto ? (
        <img src={hunt.bike.mainPhoto} alt="" loading="lazy" className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <BikeIcon className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{hunt.bike.name}</p>
        <p className="text-sm text-muted">{t('hunt.stolen_on', { date: format.date(hunt.stolenAt) })}</p>
      </div>
      <p className="shrink-0 text-right text-sm text-ink">
        <span className="sr-only">{t('summary.you_receive')} </span>
        <span className="font-bold">{format.cents(hunt.hunterShareCents)}</span>
      </p>
    </li>
  );
}

/** The dashboard's glance at the active hunts; the hunts page has the rest. */
export function ActiveHuntsSummary({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const hunts = useMyHuntsQuery(userId);
  const active = huntsWithStatus(hunts.data, ['active']);
  return (
    <Card>
      <section aria-labelledby="active-hunts-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="active-hunts-heading" className="text-lg font-bold text-ink">
            {t('summary.title')}
          </h2>
          <Link to={paths.hunter.hunts} className={buttonClasses('secondary', 'sm')}>
            {t('summary.all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <QueryStatus query={hunts} loadingLabel={t('hunts.loading')} errorText={t('hunts.load_failed')} />
        {active?.length === 0 && <p className="text-sm text-ink">{t('summary.empty')}</p>}
        {active && active.length > 0 && (
          <>
            <ul className="divide-y divide-slate-200">
              {active.slice(0, shownHunts).map((hunt) => (
                <ActiveHuntRow key={hunt.theftReportId} hunt={hunt} />
              ))}
            </ul>
            {active.length > shownHunts && <p className="text-sm text-muted">{t('summary.more', { count: active.length - shownHunts })}</p>}
          </>
        )}
      </section>
    </Card>
  );
}
