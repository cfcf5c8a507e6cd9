import { STOLEN_SIGHTING_ANCHOR } from '@ritrova/shared';
import { Printer } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { MapOnRequest } from '@/components/map/map-on-request';
import { RewardFigure } from '@/components/reward/reward-figure';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { usePageData } from '@/lib/page-data';
import { useStolenPageQuery } from '../api/stolen';
import { bikeTitle, StolenFacts, StolenPicture } from './stolen-facts';
import { StolenSightingForm } from './stolen-sighting-form';
import { endedOutcomeOf, TheftEndedView } from './theft-ended-view';

// Leaflet loads only when the visitor asks for the page's map, never with the page, the listing or the shell.
// The theft's approximate area (the point rounded to about a kilometre, drawn as a 1 km circle); the text beside it says the same.
const AreaMap = lazy(() => import('@/components/map/area-map'));

/**
 * A published theft's public page (/rubate/:publicId): the photo, the bike, when, the area to about
 * a kilometre (named, and on a small map when the visitor asks for it), the circumstances, the reward a finder would receive,
 * and the sighting form (#segnala, where the poster's QR code leads). Nothing about the owner.
 * Rendered on the server with the theft (and, after a refused report sent without JavaScript, the
 * form as it was sent); `sent`: the page a report sent without JavaScript landed on (the thanks).
 */
export function StolenPageView({ publicId, sent }: { publicId: string; sent?: { contact: boolean } | null }) {
  const { t } = useTranslation('stolen');
  const apiErrorText = useApiErrorText();
  const rendered = usePageData();
  const query = useStolenPageQuery(publicId, rendered?.stolenPage);
  const theft = query.data;

  // Opened at #segnala (the poster's QR code): bring the form into view once the page is there.
  useEffect(() => {
    if (theft && typeof window !== 'undefined' && window.location.hash === `#${STOLEN_SIGHTING_ANCHOR}`) {
      document.getElementById(STOLEN_SIGHTING_ANCHOR)?.scrollIntoView();
    }
  }, [theft]);

  if (query.isPending) return <PageSpinner label={t('page.loading')} />;
  if (!theft) {
    const ended = endedOutcomeOf(query.error);
    if (ended) return <TheftEndedView outcome={ended} />;
    const gone = query.error && 'status' in query.error && query.error.status === 404;
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <title>{`${t('page.gone_title')} · Ritrova`}</title>
        <h1 className="text-2xl font-bold text-ink">{t(gone ? 'page.gone_title' : 'page.load_failed')}</h1>
        {gone ? <p className="text-muted">{t('page.gone_text')}</p> : <Alert tone="error">{apiErrorText(query.error)}</Alert>}
        <p>
          <Link to={paths.stolen} className={buttonClasses('secondary')}>
            {t('page.back_to_list')}
          </Link>
        </p>
      </div>
    );
  }
  const title = bikeTitle(theft.bike);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
      <title>{`${t('page.meta_title', { bike: title })} · Ritrova`}</title>
      <meta name="description" content={t('page.meta_description', { bike: title, place: theft.theft.placeName ?? '' })} />
      <div>
        <p className="text-sm font-bold tracking-wide text-red-700 uppercase">{t('page.kicker')}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      </div>
      <Card className="overflow-hidden p-0">
        <StolenPicture
          photo={theft.photo}
          alt={t('page.photo_alt', { bike: title })}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full object-contain"
        />
        <div className="grid gap-5 p-5 sm:p-6">
          {theft.rewardCents !== null && (
            <RewardFigure finderCents={theft.rewardCents} offeredCents={theft.rewardOfferedCents} held className="rounded-lg bg-amber-50 p-3 text-ink" />
          )}
          <StolenFacts theft={theft} />
          {theft.theft.area && (
            <div className="grid gap-2">
              <p className="text-sm text-muted">{t('page.area_note', { place: theft.theft.placeName ?? t('facts.not_given') })}</p>
              {/* Only when the visitor asks: no tile provider hears of this page before (issue #26). */}
              <MapOnRequest>
                <Suspense fallback={<Spinner label={t('page.map_loading')} />}>
                  <AreaMap
                    label={t('page.map_label')}
                    latitude={theft.theft.area.lat}
                    longitude={theft.theft.area.lng}
                    radiusM={1000}
                    maxZoom={17}
                    className="h-56 w-full"
                  />
                </Suspense>
              </MapOnRequest>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <a href={`#${STOLEN_SIGHTING_ANCHOR}`} className={buttonClasses('danger')}>
              {t('page.report_cta')}
            </a>
            <Link to={paths.stolenPoster(theft.publicId)} className={buttonClasses('secondary')}>
              <Printer aria-hidden="true" className="size-4" />
              {t('page.poster')}
            </Link>
          </div>
        </div>
      </Card>
      <StolenSightingForm publicId={theft.publicId} initial={rendered?.sightingForm} sent={sent ?? null} />
      <p>
        <Link to={paths.stolen} className="font-semibold text-brand-700 underline">
          {t('page.back_to_list')}
        </Link>
      </p>
    </div>
  );
}
