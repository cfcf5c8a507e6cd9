import { type Location, SIGHTING_PHOTO_FIELD, type SightingFormState } from '@ritrova/shared';
import { Camera, LocateFixed, MapPinOff, Send, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { FieldError, inputClasses } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import type { GeolocationState } from '@/lib/tags/geolocation';
import { noteMaxLength, type SightingDetailsState } from './use-sighting-details';

/*
 * The parts of a sighting form (the tag page's and a stolen bike's page's). Each form's texts are
 * under `sighting.` in its own namespace (`ns`): the same keys, in its words.
 */

const photoTypes = 'image/jpeg,image/png,image/webp';

/** The form's section: its title and intro, then the form. */
export function SightingSection({
  sectionId,
  id,
  title,
  intro,
  children,
}: {
  sectionId: string;
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={sectionId} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** The thanks that replace the form once it is sent. */
export function SightingSent({
  sectionId,
  id,
  headingRef,
  title,
  text,
  scrollMargin = false,
}: {
  sectionId: string;
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  text: string;
  scrollMargin?: boolean;
}) {
  return (
    <section
      id={sectionId}
      aria-labelledby={`${id}-sent`}
      className={cn(scrollMargin && 'scroll-mt-20', 'rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6')}
    >
      <h2 id={`${id}-sent`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {title}
      </h2>
      <Alert tone="success" className="mt-3">
        {text}
      </Alert>
    </section>
  );
}

/** The position sent with the form as plain fields (so it goes without JavaScript's help too). */
export function SightingLocationInputs({ location }: { location: Location | null }) {
  if (!location) return null;
  return (
    <>
      <input type="hidden" name="latitude" value={location.latitude} />
      <input type="hidden" name="longitude" value={location.longitude} />
      {location.accuracy !== undefined && <input type="hidden" name="accuracy" value={location.accuracy} />}
    </>
  );
}

/** The line that says which position the report will carry (`children`), marked by whether there is one. */
export function PositionStatus({ located, children }: { located: boolean; children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-ink">
      {located ? (
        <LocateFixed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      ) : (
        <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      )}
      <span>{children}</span>
    </p>
  );
}

/** "Use my position" (`device`: `onUse`, then the device's position is asked for unless there is one) or "Don't send a position" (`withhold`). */
export function PositionButton({
  kind,
  geo,
  onUse,
  children,
}: {
  kind: 'device' | 'withhold';
  geo?: { state: GeolocationState; request: () => void };
  onUse: () => void;
  children: ReactNode;
}) {
  const Icon = kind === 'device' ? LocateFixed : MapPinOff;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        onUse();
        if (geo && geo.state.status !== 'available') geo.request();
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** The namespaces whose `sighting.*` texts the fields read: the tag page's and a stolen bike's page's. */
type SightingNamespace = 'verify' | 'stolen';

/** Exact point or not, note, photo, and consent to be contacted with the e-mail it needs. */
export function SightingDetailsFields({ ns, form }: { ns: SightingNamespace; form: SightingDetailsState }) {
  const { t } = useTranslation(ns);
  const { id, errors, photo, preparingPhoto, contactConsent } = form;
  return (
    <>
      <div className="flex items-start gap-3 text-sm">
        <input
          id={`${id}-exact`}
          type="checkbox"
          name="shareExact"
          value="true"
          checked={form.shareExact}
          onChange={(event) => form.setShareExact(event.target.checked)}
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
        hint={t('sighting.note_hint', { count: noteMaxLength - form.note.length })}
        value={form.note}
        maxLength={noteMaxLength}
        onChange={(event) => form.setNote(event.target.value)}
        error={form.errorText('note')}
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
            <Button variant="secondary" size="sm" onClick={() => form.setPhoto(null)}>
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
              name={SIGHTING_PHOTO_FIELD}
              accept={photoTypes}
              disabled={preparingPhoto}
              aria-describedby={`${id}-photo-hint${errors.photo ? ` ${id}-photo-error` : ''}`}
              aria-invalid={errors.photo ? true : undefined}
              onChange={(event) => void form.choosePhoto(event.target.files?.[0])}
              className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
            />
            {preparingPhoto && <ButtonSpinner />}
          </div>
        )}
        <FieldError id={`${id}-photo-error`} message={form.errorText('photo')} />
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
              form.setContactConsent(event.target.checked);
              form.setErrors(({ contactEmail: _, ...rest }) => rest);
            }}
            // The e-mail field below shows with this box ticked, by CSS alone: it works without JavaScript too.
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div>
            <label htmlFor={`${id}-consent`} className="text-ink">
              {t('sighting.contact_consent')}
            </label>
            <span className="block text-muted">{t(form.signedIn ? 'sighting.contact_signed_in' : 'sighting.contact_consent_hint')}</span>
          </div>
        </div>
        <div className={cn('mt-3', form.signedIn ? 'hidden' : contactConsent || errors.contactEmail ? 'block' : 'hidden group-has-[:checked]:block')}>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
            {t('sighting.contact_email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="contactEmail"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            aria-invalid={errors.contactEmail ? true : undefined}
            aria-describedby={errors.contactEmail ? `${id}-email-error` : undefined}
            className={cn(inputClasses, 'mt-1.5')}
          />
          <FieldError id={`${id}-email-error`} message={form.errorText('contactEmail')} />
        </div>
      </div>
    </>
  );
}

/**
 * The form's end: why sending failed (the API's answer to `report`, or `initial.formError`: a report
 * sent without JavaScript that the server refused as a whole, too many reports…), then the submit
 * button. `live` announces the error.
 */
export function SightingFormEnd({
  report,
  form,
  initial,
  submitLabel,
  live = false,
}: {
  report: { isError: boolean; error: unknown; isPending: boolean };
  form: SightingDetailsState;
  initial: SightingFormState | undefined;
  submitLabel: string;
  live?: boolean;
}) {
  const apiErrorText = useApiErrorText();
  const alerts = (
    <>
      {report.isError && <Alert tone="error">{apiErrorText(report.error)}</Alert>}
      {!report.isError && initial?.formError && <Alert tone="error">{form.errorKeyText(initial.formError)}</Alert>}
    </>
  );
  return (
    <>
      {live ? <div aria-live="polite">{alerts}</div> : alerts}
      <div>
        <Button type="submit" variant="danger" size="lg" disabled={report.isPending || form.preparingPhoto}>
          {report.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
