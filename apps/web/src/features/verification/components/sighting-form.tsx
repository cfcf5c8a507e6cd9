import type { Location, SightingFormState } from '@ritrova/shared';
import { Map as MapIcon } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { MapProviderNote } from '@/components/map/map-on-request';
import {
  PositionButton,
  PositionStatus,
  SightingDetailsFields,
  SightingFormEnd,
  SightingLocationInputs,
  SightingSection,
  SightingSent,
} from '@/components/sighting/sighting-fields';
import { useSightingDetails } from '@/components/sighting/use-sighting-details';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/hydration';
import { formatCoordinate, type GeolocationState, isPositionAllowed } from '@/lib/tags/geolocation';
import { useReportSightingMutation } from '../api/report-sighting';

// Leaflet (about 45 KB gzipped) loads only when the finder opens the map.
const PointPickerMap = lazy(() => import('@/components/map/point-picker-map'));

/** The form's anchor: the alarm's "report a sighting" links here (with or without JavaScript). */
export const sightingSectionId = 'segnala';
/** Where the map opens without a device position: Milan, where the service starts. */
const defaultCenter: Location = { latitude: 45.4642, longitude: 9.19 };
const mapCenter = (at: Location) => ({ lat: at.latitude, lng: at.longitude });

type Geo = { state: GeolocationState; request: () => void };

/** Which position the report will carry, and why: what the form says above the submit button. */
function usePosition(geo: Geo, mapPoint: Location | null, withheld: boolean) {
  const device = geo.state.status === 'available' ? geo.state.location : null;
  if (withheld) return { location: null, source: 'none' as const };
  if (mapPoint) return { location: mapPoint, source: 'map' as const };
  if (device) return { location: device, source: 'device' as const };
  return { location: null, source: 'none' as const };
}

/**
 * The sighting report (anyone, no account). A plain form the server answers
 * when JavaScript is off (POST /nfc/verifica, multipart); with JavaScript it is
 * sent without leaving the page, with the device's position or a point on the
 * map, and one photo. It always says which position it will send, never drops
 * a detected one because the map was opened, keeps what was typed when sending
 * fails, and announces the confirmation where the form was.
 */
export function SightingForm({ uid, scanId, geo, initial }: { uid: string; scanId: string | null; geo: Geo; initial?: SightingFormState | undefined }) {
  const { t } = useTranslation(['verify', 'validation', 'photos', 'errors']);
  const hydrated = useHydrated();
  const report = useReportSightingMutation();
  const form = useSightingDetails(initial);
  const { id } = form;
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const mapNoteId = useId();
  const [mapPoint, setMapPoint] = useState<Location | null>(null);
  const [withheld, setWithheld] = useState(false);
  const { location, source } = usePosition(geo, mapPoint, withheld);

  // A position the visitor allowed before is taken at once: no prompt, nothing to click.
  const askedOnce = useRef(false);
  useEffect(() => {
    if (askedOnce.current) return;
    askedOnce.current = true;
    void isPositionAllowed().then((allowed) => {
      if (allowed && geo.state.status === 'idle') geo.request();
    });
  }, [geo]);
  // Sent: the thanks replace the form; bring them into view and say them.
  useEffect(() => {
    if (report.isSuccess) {
      sentRef.current?.scrollIntoView({ block: 'center' });
      sentRef.current?.focus();
    }
  }, [report.isSuccess]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const details = form.details();
    if (!details) return;
    report.mutate({ uid, ...(location && { location }), ...details, ...(scanId && { scanId }) }, { onError: form.showRefusal });
  };

  if (report.isSuccess) {
    return (
      <SightingSent
        sectionId={sightingSectionId}
        id={id}
        headingRef={sentRef}
        title={t('sighting.sent_title')}
        text={t(form.contactConsent ? 'sighting.sent_text_contact' : 'sighting.sent_text')}
      />
    );
  }

  return (
    <SightingSection sectionId={sightingSectionId} id={id} title={t('sighting.title')} intro={t('sighting.intro')}>
      <form
        method="post" // The uid and the anchor bring a refused report back to this page, at this form (no JavaScript).
        action={`${paths.nfcVerify}?uid=${encodeURIComponent(uid)}#${sightingSectionId}`}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className="mt-5 grid gap-5"
      >
        <input type="hidden" name="uid" value={uid} />
        <SightingLocationInputs location={location} />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink">{t('sighting.where')}</legend>
          <PositionStatus located={source !== 'none'}>
            {source === 'device' && location
              ? location.accuracy !== undefined
                ? t('sighting.sends_device', { accuracy: Math.round(location.accuracy) })
                : t('sighting.sends_device_plain')
              : source === 'map' && location
                ? t('sighting.sends_map', { latitude: formatCoordinate(location.latitude), longitude: formatCoordinate(location.longitude) })
                : geo.state.status === 'getting' && !withheld
                  ? t('location.getting')
                  : t(hydrated ? 'sighting.sends_none' : 'sighting.sends_none_describe')}
          </PositionStatus>
          {/* Rendered by the server too, hidden without JavaScript: pressed before the app runs, boot.ts hands the press over. */}
          <div data-needs-js="" className="flex flex-wrap gap-2">
            {(geo.state.status === 'idle' || geo.state.status === 'unavailable' || withheld) && !mapPoint && geo.state.status !== 'getting' && (
              <PositionButton kind="device" geo={geo} onUse={() => setWithheld(false)}>
                {t('sighting.use_device')}
              </PositionButton>
            )}
            <Button variant="secondary" size="sm" aria-expanded={mapOpen} aria-describedby={mapNoteId} onClick={() => setMapOpen((open) => !open)}>
              <MapIcon aria-hidden="true" className="size-4" />
              {t(mapOpen ? 'sighting.close_map' : 'sighting.choose_on_map')}
            </Button>
            {mapPoint && (
              <Button variant="secondary" size="sm" onClick={() => setMapPoint(null)}>
                {t('sighting.forget_map_point')}
              </Button>
            )}
            {location && (
              <PositionButton kind="withhold" onUse={() => setWithheld(true)}>
                {t('sighting.withhold')}
              </PositionButton>
            )}
          </div>
          {/* Opening the map is what asks the tile provider for anything (issue #26): said before it is pressed. */}
          <div data-needs-js="">
            <MapProviderNote id={mapNoteId} />
          </div>
          {geo.state.status === 'unavailable' && !mapPoint && <p className="text-sm text-muted">{t('location.unavailable')}</p>}
          {mapOpen && (
            <>
              <p className="text-sm text-muted">{t('sighting.map_hint')}</p>
              <Suspense fallback={<Spinner label={t('sighting.map_loading')} />}>
                <PointPickerMap
                  label={t('sighting.map_label')}
                  useCenterLabel={t('sighting.map_use_center')}
                  center={mapCenter(mapPoint ?? (geo.state.status === 'available' ? geo.state.location : defaultCenter))}
                  value={mapPoint && mapCenter(mapPoint)}
                  onChange={(point) => {
                    setWithheld(false);
                    setMapPoint({ latitude: point.lat, longitude: point.lng });
                  }}
                  zoom={16}
                  decimals={6} // About 10 cm, as the page shows them.
                  className="h-72 w-full"
                />
              </Suspense>
            </>
          )}
        </fieldset>

        <SightingDetailsFields ns="verify" form={form} />

        <SightingFormEnd report={report} form={form} initial={initial} submitLabel={t('sighting.submit')} />
      </form>
    </SightingSection>
  );
}
