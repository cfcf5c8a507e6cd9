import { bikeTypes, type Hunt } from '@ritrova/shared';
import { Bike as BikeIcon, CalendarX, CircleCheck, CircleDot, CircleSlash, Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RewardFigure } from '@/components/reward/reward-figure';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/format';
import { isOneOf } from '@/lib/translate-key';
import { formatKilometres, huntDistance } from '../hunt-display';
import { HuntSightings } from './hunt-sightings';

const AreaMap = lazy(() => import('@/components/map/area-map'));

/** The theft's point is kept to 0.01° (about 1 km): the circle shows that much, no finer. */
const AREA_RADIUS_M = 800;

/** Where a hunt's distance is measured from: the Hunter's shared position, or their area's centre. */
export type DistanceFrom = 'you' | 'area';

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

function HuntDistanceText({ km, from }: { km: number; from: DistanceFrom }) {
  const { t, i18n } = useTranslation('hunter');
  const distance = huntDistance(km);
  const text = distance.near
    ? t(from === 'area' ? 'hunt.distance_near_area' : 'hunt.distance_near')
    : t(from === 'area' ? 'hunt.distance_from_area' : 'hunt.distance', {
        distance: formatKilometres(distance.km, distance.fractionDigits, i18n.resolvedLanguage ?? i18n.language),
      });
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink">
      <Navigation aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {text}
    </p>
  );
}

/** Where the bike was stolen, to about 1 km: the nearest municipality, and a small map on request. */
function HuntArea({ area }: { area: NonNullable<Hunt['area']> }) {
  const { t } = useTranslation('hunter');
  const [open, setOpen] = useState(false);
  const mapId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 text-sm text-ink">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-red-700" />
          {area.placeName ? t('hunt.place', { place: area.placeName }) : t('hunt.place_unnamed')}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={mapId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          <MapIcon aria-hidden="true" className="size-3.5" />
          {open ? t('hunt.hide_map') : t('hunt.show_map')}
        </button>
      </div>
      <div id={mapId}>
        {open && (
          <Suspense fallback={<p className="text-sm text-muted">{t('hunt.map_loading')}</p>}>
            <AreaMap
              label={t('hunt.map_label')}
              latitude={area.latitude}
              longitude={area.longitude}
              radiusM={AREA_RADIUS_M}
              maxZoom={16}
              className="h-44 w-full"
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/**
 * One hunt: the stolen bike's public facts, what the Hunter would receive, where
 * it was stolen (to ~1 km) and last seen; `actions` holds what the Hunter can do
 * from its tab. `distanceFrom` says what the distance is measured from.
 */
export function HuntCard({ hunt, actions, distanceFrom = 'you' }: { hunt: Hunt; actions?: ReactNode; distanceFrom?: DistanceFrom }) {
  const { t } = useTranslation(['hunter', 'bikes']);
  const format = useFormat();
  const { bike } = hunt;
  const name = bike.name.trim() || t('hunt.unnamed_bike');
  const details = [
    [bike.brand, bike.model].filter(Boolean).join(' '),
    bike.type && (isOneOf(bikeTypes, bike.type) ? t(`types.${bike.type}`, { ns: 'bikes' }) : bike.type),
    bike.color,
  ].filter(Boolean);
  return (
    <li id={`hunt-${hunt.theftReportId}`} className="grid scroll-mt-24 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
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
          {hunt.distanceKm !== null && <HuntDistanceText km={hunt.distanceKm} from={distanceFrom} />}
        </div>
      </div>
      {/* Held by Ritrova while the hunt is open; a hunt completed or closed has been settled. */}
      <RewardFigure
        finderCents={hunt.hunterShareCents}
        offeredCents={hunt.rewardCents}
        held={hunt.status === 'offered' || hunt.status === 'active' ? true : null}
        className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900"
      />
      {hunt.area && <HuntArea area={hunt.area} />}
      <HuntSightings sightings={hunt.lastSightings} />
      {actions}
    </li>
  );
}
