import { type Location, PHOTO_LIMITS, type SightingFormState } from '@ritrova/shared';
import { Camera, LocateFixed, Map as MapIcon, MapPinOff, Send, X } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { FieldError, inputClasses } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hydration';
import { photoForUpload } from '@/lib/photos/compression';
import { formatCoordinate, type GeolocationState, isPositionAllowed } from '@/lib/tags/geolocation';
import { useReportSightingMutation } from '../api/report-sighting';

// Leaflet (about 45 KB gzipped) loads only when the finder opens the map.
const SightingMap = lazy(() => import('./sighting-map').then((module) => ({ default: module.SightingMap })));

/** The form's anchor: the alarm's "report a sighting" links here (with or without JavaScript). */
export const sightingSectionId = 'segnala';
/** Spec §9: notes are at most 1000 characters. */
const noteMaxLength = 1000;
/** Where the map opens without a device position: Milan, where the service starts. */
const defaultCenter: Location = { latitude: 45.4642, longitude: 9.19 };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const photoTypes = 'image/jpeg,image/png,image/webp';

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
  const apiErrorText = useApiErrorText();
  const hydrated = useHydrated();
  const report = useReportSightingMutation();
  const id = useId();
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [mapPoint, setMapPoint] = useState<Location | null>(null);
  const [withheld, setWithheld] = useState(false);
  const [shareExact, setShareExact] = useState(initial?.values.shareExact ?? false);
  const [note, setNote] = useState(initial?.values.note ?? '');
  const [contactConsent, setContactConsent] = useState(initial?.values.contactConsent ?? false);
  const [email, setEmail] = useState(initial?.values.contactEmail ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
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
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);
  // Sent: the thanks replace the form; bring them into view and say them.
  useEffect(() => {
    if (report.isSuccess) {
      sentRef.current?.scrollIntoView({ block: 'center' });
      sentRef.current?.focus();
    }
  }, [report.isSuccess]);

  const choosePhoto = async (file: File | undefined) => {
    setErrors(({ photo: _, ...rest }) => rest);
    if (!file) return;
    setPreparingPhoto(true);
    try {
      const ready = await photoForUpload(file);
      if (ready.size > PHOTO_LIMITS.maxBytes) throw new Error('too large');
      setPhoto({ file: ready, preview: URL.createObjectURL(ready) });
    } catch {
      setErrors((current) => ({ ...current, photo: 'photos.invalid_format' }));
    } finally {
      setPreparingPhoto(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const contactEmail = email.trim();
    if (contactConsent && !emailPattern.test(contactEmail)) {
      setErrors((current) => ({ ...current, contactEmail: contactEmail ? 'validation.email_invalid' : 'validation.required' }));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setErrors({});
    report.mutate(
      {
        uid,
        ...(location && { location }),
        shareExact,
        ...(note.trim() && { note: note.trim() }),
        contactConsent,
        ...(contactConsent && { contactEmail }),
        ...(scanId && { scanId }),
        photo: photo?.file ?? null,
      },
      {
        onError: (error) => {
          // A refusal that names a field goes under that field; the rest stays as typed.
          if (isApiError(error)) setErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.i18nKey])));
        },
      },
    );
  };

  if (report.isSuccess) {
    return (
      <section id={sightingSectionId} aria-labelledby={`${id}-sent`} className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id={`${id}-sent`} ref={sentRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {t('sighting.sent_title')}
        </h2>
        <Alert tone="success" className="mt-3">
          {t(contactConsent ? 'sighting.sent_text_contact' : 'sighting.sent_text')}
        </Alert>
      </section>
    );
  }

  // Keys as the API names them: `validation.required`, `photos.invalid_format`, `errors.RATE_LIMITED` (namespace, then key).
  const errorKeyText = (i18nKey: string) => {
    const [ns = 'validation', ...key] = i18nKey.split('.');
    return t(key.join('.'), { ns });
  };
  const errorText = (field: string) => (errors[field] ? errorKeyText(errors[field]) : undefined);

  return (
    <section id={sightingSectionId} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t('sighting.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('sighting.intro')}</p>
      <form
        method="post" // The uid and the anchor bring a refused report back to this page, at this form (no JavaScript).
        action={`${paths.nfcVerify}?uid=${encodeURIComponent(uid)}#${sightingSectionId}`}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className="mt-5 grid gap-5"
      >
        <input type="hidden" name="uid" value={uid} />
        {location && (
          <>
            <input type="hidden" name="latitude" value={location.latitude} />
            <input type="hidden" name="longitude" value={location.longitude} />
            {location.accuracy !== undefined && <input type="hidden" name="accuracy" value={location.accuracy} />}
          </>
        )}
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink">{t('sighting.where')}</legend>
          <p role="status" className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-ink">
            {source === 'none' ? (
              <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            ) : (
              <LocateFixed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            <span>
              {source === 'device' && location
                ? location.accuracy !== undefined
                  ? t('sighting.sends_device', { accuracy: Math.round(location.accuracy) })
                  : t('sighting.sends_device_plain')
                : source === 'map' && location
                  ? t('sighting.sends_map', { latitude: formatCoordinate(location.latitude), longitude: formatCoordinate(location.longitude) })
                  : geo.state.status === 'getting' && !withheld
                    ? t('location.getting')
                    : t(hydrated ? 'sighting.sends_none' : 'sighting.sends_none_describe')}
            </span>
          </p>
          {hydrated && (
            <div className="flex flex-wrap gap-2">
              {(geo.state.status === 'idle' || geo.state.status === 'unavailable' || withheld) && !mapPoint && geo.state.status !== 'getting' && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setWithheld(false);
                    if (geo.state.status !== 'available') geo.request();
                  }}
                >
                  <LocateFixed aria-hidden="true" className="size-4" />
                  {t('sighting.use_device')}
                </Button>
              )}
              <Button variant="secondary" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
                <MapIcon aria-hidden="true" className="size-4" />
                {t(mapOpen ? 'sighting.close_map' : 'sighting.choose_on_map')}
              </Button>
              {mapPoint && (
                <Button variant="secondary" size="sm" onClick={() => setMapPoint(null)}>
                  {t('sighting.forget_map_point')}
                </Button>
              )}
              {location && (
                <Button variant="secondary" size="sm" onClick={() => setWithheld(true)}>
                  <MapPinOff aria-hidden="true" className="size-4" />
                  {t('sighting.withhold')}
                </Button>
              )}
            </div>
          )}
          {geo.state.status === 'unavailable' && !mapPoint && <p className="text-sm text-muted">{t('location.unavailable')}</p>}
          {mapOpen && (
            <>
              <p className="text-sm text-muted">{t('sighting.map_hint')}</p>
              <Suspense fallback={<Spinner label={t('sighting.map_loading')} />}>
                <SightingMap
                  center={mapPoint ?? (geo.state.status === 'available' ? geo.state.location : defaultCenter)}
                  value={mapPoint}
                  onChange={(point) => {
                    setWithheld(false);
                    setMapPoint(point);
                  }}
                />
              </Suspense>
            </>
          )}
        </fieldset>

        <div className="flex items-start gap-3 text-sm">
          <input
            id={`${id}-exact`}
            type="checkbox"
            name="shareExact"
            value="true"
            checked={shareExact}
            onChange={(event) => setShareExact(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div>
            <label htmlFor={`${id}-exact`} className="text-ink">
              {t('sighting.share_exact')}
            </label>
            <span className="block text-muted">{t('sighting.share_exact_hint')}</span>
          </div>
        </div>

        <TextareaField
          name="note"
          label={t('sighting.note')}
          hint={t('sighting.note_hint', { count: noteMaxLength - note.length })}
          value={note}
          maxLength={noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
          error={errorText('note')}
          rows={3}
        />

        <div>
          <label htmlFor={`${id}-photo`} className="block text-sm font-semibold text-ink">
            {t('sighting.photo')}
          </label>
          <p id={`${id}-photo-hint`} className="mt-0.5 text-sm text-muted">
            {t('sighting.photo_hint')}
          </p>
          {photo ? (
            <div className="mt-2 flex items-center gap-3">
              <img src={photo.preview} alt={t('sighting.photo_preview')} className="h-20 w-28 rounded-lg object-cover" />
              <Button variant="secondary" size="sm" onClick={() => setPhoto(null)}>
                <X aria-hidden="true" className="size-4" />
                {t('sighting.photo_remove')}
              </Button>
            </div>
          ) : (
            <div className="mt-1.5 flex items-center gap-2">
              <Camera aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <input
                id={`${id}-photo`}
                type="file"
                name="photo"
                accept={photoTypes}
                disabled={preparingPhoto}
                aria-describedby={`${id}-photo-hint${errors.photo ? ` ${id}-photo-error` : ''}`}
                aria-invalid={errors.photo ? true : undefined}
                onChange={(event) => void choosePhoto(event.target.files?.[0])}
                className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
              />
              {preparingPhoto && <ButtonSpinner />}
            </div>
          )}
          <FieldError id={`${id}-photo-error`} message={errorText('photo')} />
        </div>

        <div className="group">
          <div className="flex items-start gap-3 text-sm">
            <input
              id={`${id}-consent`}
              type="checkbox"
              name="contactConsent"
              value="true"
              checked={contactConsent}
              onChange={(event) => {
                setContactConsent(event.target.checked);
                setErrors(({ contactEmail: _, ...rest }) => rest);
              }}
              // The e-mail field below shows with this box ticked, by CSS alone: it works without JavaScript too.
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-consent`} className="text-ink">
                {t('sighting.contact_consent')}
              </label>
              <span className="block text-muted">{t('sighting.contact_consent_hint')}</span>
            </div>
          </div>
          <div className={cn('mt-3', contactConsent || errors.contactEmail ? 'block' : 'hidden group-has-[:checked]:block')}>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
              {t('sighting.contact_email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="contactEmail"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby={errors.contactEmail ? `${id}-email-error` : undefined}
              className={cn(inputClasses, 'mt-1.5')}
            />
            <FieldError id={`${id}-email-error`} message={errorText('contactEmail')} />
          </div>
        </div>

        {report.isError && <Alert tone="error">{apiErrorText(report.error)}</Alert>}
        {/* A report sent without JavaScript that the server refused as a whole (too many reports…). */}
        {!report.isError && initial?.formError && <Alert tone="error">{errorKeyText(initial.formError)}</Alert>}
        <div>
          <Button type="submit" variant="danger" size="lg" disabled={report.isPending || preparingPhoto}>
            {report.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
            {t('sighting.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
