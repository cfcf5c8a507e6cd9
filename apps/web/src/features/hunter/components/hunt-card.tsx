import { HUNTER_SHARE_PERCENT, type Hunt } from '@ritrova/shared';
import { Bike as BikeIcon, CalendarX, CircleCheck, CircleDot, CircleSlash, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/format';
import { formatKilometres, huntDistance } from '../hunt-display';
import { HuntSightings } from './hunt-sightings';

function HuntStatusBadge({ status }: { status: Hunt['status'] }) {
  const { t } = useTranslation('hunter');
  if (status === 'offered') return null;
  const look = {
    active: { tone: 'blue', Icon: CircleDot },
    completed: { tone: 'green', Icon: CircleCheck },
    closed: { tone: 'gray', Icon: CircleSlash },
  } as const;
  const { tone, Icon } = look[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`hunt.status.${status}`)}
    </Badge>
  );
}

function HuntDistanceText({ km }: { km: number }) {
  const { t, i18n } = useTranslation('hunter');
  const distance = huntDistance(km);
  const text = distance.near
    ? t('hunt.distance_near')
    : t('hunt.distance', { distance: formatKilometres(distance.km, distance.fractionDigits, i18n.resolvedLanguage ?? i18n.language) });
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink">
      <Navigation aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {text}
    </p>
  );
}

/**
 * One hunt: the stolen bike's public facts, what the Hunter would receive, and
 * where it was last seen; `actions` holds what the Hunter can do from its tab.
 */
export function HuntCard({ hunt, actions }: { hunt: Hunt; actions?: ReactNode }) {
  const { t } = useTranslation(['hunter', 'bikes']);
  const format = useFormat();
  const { bike } = hunt;
  const name = bike.name.trim() || t('hunt.unnamed_bike');
  const details = [
    [bike.brand, bike.model].filter(Boolean).join(' '),
    bike.type && t(`types.${bike.type}`, { ns: 'bikes', defaultValue: bike.type }),
    bike.color,
  ].filter(Boolean);
  return (
    <li className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        {bike.mainPhoto ? (
          // The name beside it says what the photo shows.
          <img src={bike.mainPhoto} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <BikeIcon className="size-9" />
          </span>
        )}
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-ink">{name}</h3>
            <HuntStatusBadge status={hunt.status} />
          </div>
          {details.length > 0 && <p className="text-sm break-words text-ink">{details.join(' · ')}</p>}
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <CalendarX aria-hidden="true" className="size-4 shrink-0" />
            {t('hunt.stolen_on', { date: format.date(hunt.stolenAt) })}
          </p>
          {hunt.distanceKm !== null && <HuntDistanceText km={hunt.distanceKm} />}
        </div>
      </div>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <span className="text-base font-bold">{t('hunt.you_receive', { amount: format.cents(hunt.hunterShareCents) })}</span>{' '}
        {t('hunt.share_of', { percent: HUNTER_SHARE_PERCENT, total: format.cents(hunt.rewardCents) })}
      </p>
      <HuntSightings sightings={hunt.lastSightings} />
      {actions}
    </li>
  );
}
