import type { Bike, Sighting, SightingPhoto } from '@ritrova/shared';
import { ExternalLink, MapPin, MessageSquareText, ScanLine, ShieldCheck, UserRound, UserRoundCheck, UserRoundX } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapOnRequest } from '@/components/map/map-on-request';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useSightingsQuery } from '../api/get-sightings';
import { SightingFinderActions } from './sighting-finder-actions';
import type { MapPoint } from './sightings-map';

// Leaflet and its styles load only when there is something to put on a map and the owner asks for it.
const SightingsMap = lazy(() => import('./sightings-map'));

/** Coordinates to 6 decimals where exact (spec §9), to the 3 they were rounded to otherwise. */
function coordinates(location: NonNullable<Sighting['location']>): string {
  const digits = location.exact ? 6 : 3;
  return `${location.latitude.toFixed(digits)}, ${location.longitude.toFixed(digits)}`;
}

function openStreetMapUrl({ latitude, longitude, exact }: NonNullable<Sighting['location']>): string {
  const zoom = exact ? 18 : 16;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/**
 * The finder's photo: the thumbnail, opening the large picture in a new tab.
 * Its links are signed and short-lived, so it is never kept or shared from here.
 */
function SightingPhotoLink({ photo }: { photo: SightingPhoto }) {
  const { t } = useTranslation(['theft', 'common']);
  return (
    <a
      href={photo.largeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="grid w-fit gap-1 rounded-lg text-sm font-semibold text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
    >
      <img
        src={photo.thumbnailUrl}
        alt={t('sightings.photo_alt')}
        width={150}
        height={150}
        loading="lazy"
        decoding="async"
        className="size-28 rounded-lg border border-slate-200 bg-slate-100 object-cover"
      />
      <span className="inline-flex items-center gap-1 underline underline-offset-4">
        {t('sightings.photo_open')}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> ({t('new_tab', { ns: 'common' })})</span>
      </span>
    </a>
  );
}

function SightingItem({ bikeId, sighting }: { bikeId: string; sighting: Sighting }) {
  const { t } = useTranslation(['theft', 'common']);
  const format = useFormat();
  const headingId = useId();
  const { location } = sighting;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {format.dateTime(sighting.createdAt)}
        </h3>
        <Badge tone={sighting.source === 'scan' ? 'blue' : 'yellow'}>
          {sighting.source === 'scan' ? <ScanLine aria-hidden="true" className="size-3.5" /> : <MessageSquareText aria-hidden="true" className="size-3.5" />}
          {t(`sightings.source.${sighting.source}`)}
        </Badge>
        {!sighting.reporter && <Badge tone="gray">{t('sightings.anonymous')}</Badge>}
        {sighting.verifiedPresence && (
          <Badge tone="green">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('sightings.verified_presence')}
          </Badge>
        )}
      </div>
      {sighting.verifiedPresence && <p className="text-sm text-muted">{t('sightings.verified_presence_text')}</p>}
      {sighting.reporter && (
        <p className="flex items-center gap-2 text-sm text-ink">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            {t('sightings.by', { name: sighting.reporter.displayName })}
            <RoleBadge badge={sighting.reporter.badge} />
          </span>
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {location ? (
          <>
            <span>{location.exact ? t('sightings.exact') : t('sightings.approximate')}</span>
            <span className="font-mono text-muted">{coordinates(location)}</span>
            <a
              href={openStreetMapUrl(location)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('sightings.open_map')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> ({t('new_tab', { ns: 'common' })})</span>
            </a>
          </>
        ) : (
          <span className="text-muted">{t('sightings.no_location')}</span>
        )}
      </p>
      {sighting.note && (
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line text-ink">
          <span className="sr-only">{t('sightings.note')}: </span>
          {sighting.note}
        </blockquote>
      )}
      {sighting.photo && <SightingPhotoLink photo={sighting.photo} />}
      <p className="flex items-center gap-2 text-sm text-muted">
        {sighting.contactConsent ? (
          <UserRoundCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        ) : (
          <UserRoundX aria-hidden="true" className="size-4 shrink-0" />
        )}
        {sighting.contactConsent ? t('sightings.contact_yes') : t('sightings.contact_no')}
      </p>
      <SightingFinderActions bikeId={bikeId} sighting={sighting} describedBy={headingId} />
    </li>
  );
}

/**
 * The sightings of a stolen bike (and, once recovered, their history): the list
 * says everything; the map beside it, shown when the owner asks, only shows where.
 */
export function SightingsSection({ bike }: { bike: Bike }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  const relevant = bike.status === 'stolen' || bike.status === 'recovered';
  const sightings = useSightingsQuery(bike.id, relevant);
  if (!relevant) return null;
  // After a recovery the section stays only as a record of what was seen.
  if (bike.status === 'recovered' && sightings.data?.length === 0) return null;

  const points: MapPoint[] = (sightings.data ?? []).flatMap((sighting) =>
    sighting.location
      ? [
          {
            id: sighting.id,
            latitude: sighting.location.latitude,
            longitude: sighting.location.longitude,
            exact: sighting.location.exact,
            label: `${format.dateTime(sighting.createdAt)} · ${sighting.location.exact ? t('sightings.exact') : t('sightings.approximate')}`,
          },
        ]
      : [],
  );

  return (
    <Card>
      <section aria-labelledby="sightings-heading">
        <h2 id="sightings-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <MapPin aria-hidden="true" className="size-5 text-red-700" />
          {t('sightings.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{bike.status === 'stolen' ? t('sightings.intro') : t('sightings.intro_recovered')}</p>
        <div className="mt-4 grid gap-4">
          {sightings.isPending && <Spinner label={t('sightings.loading')} />}
          {sightings.isError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void sightings.refetch()} disabled={sightings.isFetching}>
                  {t('sightings.retry')}
                </Button>
              }
            >
              {t('sightings.load_failed')}
            </Alert>
          )}
          {sightings.data?.length === 0 && <p className="text-sm text-ink">{t('sightings.empty')}</p>}
          {sightings.data && sightings.data.length > 0 && (
            <>
              <p className="text-sm text-ink">{t('sightings.count', { count: sightings.data.length })}</p>
              {sightings.data.some((sighting) => sighting.reporter) && <p className="text-sm text-muted">{t('sightings.finders_hint')}</p>}
              <ol className="grid gap-3">
                {sightings.data.map((sighting) => (
                  <SightingItem key={sighting.id} bikeId={bike.id} sighting={sighting} />
                ))}
              </ol>
            </>
          )}
          {points.length > 0 && (
            // Only when the owner asks: the finders' areas go to no tile provider before (issue #26).
            <MapOnRequest>
              <Suspense fallback={<Spinner label={t('sightings.map_loading')} />}>
                <SightingsMap points={points} label={t('sightings.map_label')} zoomInLabel={t('sightings.zoom_in')} zoomOutLabel={t('sightings.zoom_out')} />
              </Suspense>
            </MapOnRequest>
          )}
        </div>
      </section>
    </Card>
  );
}
