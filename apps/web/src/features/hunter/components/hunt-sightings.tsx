import type { Hunt } from '@ritrova/shared';
import { ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { areaMapUrl, coarseCoordinates, latestSightings } from '../hunt-display';

const shownSightings = 3;

/** Where the bike was last seen: time and an approximate point (~1 km) with a map of the area. */
export function HuntSightings({ sightings }: { sightings: Hunt['lastSightings'] }) {
  const { t } = useTranslation(['hunter', 'common']);
  const format = useFormat();
  const latest = latestSightings(sightings, shownSightings);
  return (
    <div>
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <MapPin aria-hidden="true" className="size-4 text-red-700" />
        {t('hunt.sightings_title')}
      </h4>
      {latest.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('hunt.sightings_none')}</p>
      ) : (
        <ol className="mt-1 grid gap-1 text-sm">
          {latest.map((sighting) => (
            <li key={`${sighting.at}-${sighting.latitude}-${sighting.longitude}`} className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-ink">{format.dateTime(sighting.at)}</span>
              <span className="text-muted">{t('hunt.sighting_near', { coordinates: coarseCoordinates(sighting.latitude, sighting.longitude) })}</span>
              <a
                href={areaMapUrl(sighting.latitude, sighting.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
              >
                {t('hunt.open_map')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                {/* Several links share the visible text; the time tells them apart when read out of context. */}
                <span className="sr-only">
                  {' '}
                  ({format.dateTime(sighting.at)}, {t('new_tab', { ns: 'common' })})
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
