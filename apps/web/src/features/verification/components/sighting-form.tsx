import type { Location } from '@ritrova/shared';
import { Map as MapIcon, Send, Smartphone } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../components/form/form-error';
import { LocationStatus } from '../../../components/location-status';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ButtonSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatCoordinate, useGeolocation } from '../../../lib/tags/geolocation';
import { useReportSightingMutation } from '../api/report-sighting';

// Leaflet (about 45 KB gzipped) loads only when the finder opens the map.
const SightingMap = lazy(() => import('./sighting-map').then((module) => ({ default: module.SightingMap })));

/** Spec §9: notes are at most 1000 characters. */
const noteMaxLength = 1000;
/** Where the map opens without a device position: Milan, where the service starts. */
const defaultCenter: Location = { latitude: 45.4642, longitude: 9.19 };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sighting report (anyone, no account): where the bike is (the device's
 * position or a point on the map), whether the owner may see the exact point,
 * a note, and consent to be contacted through Ritrova. Plain inputs: this page
 * must stay small.
 */
export function SightingForm({ uid, scanId }: { uid: string; scanId: string | null }) {
  const { t } = useTranslation(['verify', 'validation']);
  const apiErrorText = useApiErrorText();
  const geo = useGeolocation({ immediately: true });
  const report = useReportSightingMutation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [onMap, setOnMap] = useState(false);
  const [mapPoint, setMapPoint] = useState<Location | null>(null);
  const [shareExact, setShareExact] = useState(false);
  const [note, setNote] = useState('');
  const [contactConsent, setContactConsent] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  // The form opens on a click: move the focus to it so that it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  const deviceLocation = geo.state.status === 'available' ? geo.state.location : null;
  const location = onMap ? mapPoint : deviceLocation;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const contactEmail = email.trim();
    if (contactConsent && !emailPattern.test(contactEmail)) {
      setEmailError(t(contactEmail ? 'email_invalid' : 'required', { ns: 'validation' }));
      document.getElementById(`${headingId}-email`)?.focus();
      return;
    }
    setEmailError(undefined);
    report.mutate({
      uid,
      ...(location && { location }),
      shareExact,
      ...(note.trim() && { note: note.trim() }),
      contactConsent,
      ...(contactConsent && { contactEmail }),
      ...(scanId && { scanId }),
    });
  };

  if (report.isSuccess) {
    return (
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {t('sighting.title')}
        </h2>
        <Alert tone="success" title={t('sighting.sent_title')}>
          {t(contactConsent ? 'sighting.sent_text_contact' : 'sighting.sent_text')}
        </Alert>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {t('sighting.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('sighting.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink">{t('sighting.where')}</legend>
          {onMap ? (
            <>
              <p className="text-sm text-muted">{t('sighting.map_hint')}</p>
              <Suspense fallback={<Spinner label={t('sighting.map_loading')} />}>
                <SightingMap center={mapPoint ?? deviceLocation ?? defaultCenter} value={mapPoint} onChange={setMapPoint} />
              </Suspense>
              <p role="status" className="text-sm text-ink">
                {mapPoint
                  ? t('sighting.map_point', { latitude: formatCoordinate(mapPoint.latitude), longitude: formatCoordinate(mapPoint.longitude) })
                  : t('sighting.map_no_point')}
              </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => setOnMap(false)}>
                  <Smartphone aria-hidden="true" className="size-4" />
                  {t('sighting.use_device')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <LocationStatus state={geo.state} onRetry={geo.request} ns="verify" />
              <div>
                <Button variant="secondary" size="sm" onClick={() => setOnMap(true)}>
                  <MapIcon aria-hidden="true" className="size-4" />
                  {t('sighting.choose_on_map')}
                </Button>
              </div>
            </>
          )}
        </fieldset>

        <CheckboxField
          label={t('sighting.share_exact')}
          checked={shareExact}
          onChange={(event) => setShareExact(event.target.checked)}
          after={<span className="block text-muted">{t('sighting.share_exact_hint')}</span>}
        />

        <TextareaField
          label={t('sighting.note')}
          hint={t('sighting.note_hint', { count: noteMaxLength - note.length })}
          value={note}
          maxLength={noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
        />

        <div className="grid gap-3">
          <CheckboxField
            label={t('sighting.contact_consent')}
            checked={contactConsent}
            onChange={(event) => {
              setContactConsent(event.target.checked);
              setEmailError(undefined);
            }}
            after={<span className="block text-muted">{t('sighting.contact_consent_hint')}</span>}
          />
          {contactConsent && (
            <TextField
              id={`${headingId}-email`}
              label={t('sighting.contact_email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
            />
          )}
        </div>

        {!location && <p className="text-sm text-muted">{t('sighting.no_location_note')}</p>}
        {report.isError && <Alert tone="error">{apiErrorText(report.error)}</Alert>}
        <div>
          <Button type="submit" variant="danger" size="lg" disabled={report.isPending}>
            {report.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
            {t('sighting.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
