import { PHOTO_LIMITS, type SightingFormState } from '@ritrova/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { photoForUpload } from '@/lib/photos/compression';
import type { SightingDetails } from '@/lib/sighting-report';
import { runtimeKeys, serverKeyPlace } from '@/lib/translate-key';

/** Spec §9: notes are at most 1000 characters. */
export const noteMaxLength = 1000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The limits a photo refusal's text mentions ("at most {{maxMb}} MB"). */
const photoLimits = {
  maxMb: PHOTO_LIMITS.maxBytes / (1024 * 1024),
  minKb: PHOTO_LIMITS.minBytes / 1024,
  minPx: PHOTO_LIMITS.minDimension,
  maxPx: PHOTO_LIMITS.maxDimension,
  perBike: PHOTO_LIMITS.perBike,
  perHour: PHOTO_LIMITS.uploadsPerHour,
};

/**
 * What a sighting form holds besides where (the tag page's and a stolen bike's page's alike):
 * exact point or not, note, photo, consent and e-mail, and the errors under each field.
 * `initial` is the form the server refused as it was sent (no JavaScript). `id` prefixes the form's element ids.
 */
export function useSightingDetails(initial: SightingFormState | undefined) {
  const { t } = useTranslation(['validation', 'photos', 'errors']);
  const id = useId();
  // A signed-in finder is reached through their account: never asked for an e-mail Ritrova has (issue #27).
  const signedIn = useAuth().status === 'authenticated';
  const [shareExact, setShareExact] = useState(initial?.values.shareExact ?? false);
  const [note, setNote] = useState(initial?.values.note ?? '');
  const [contactConsent, setContactConsent] = useState(initial?.values.contactConsent ?? false);
  const [email, setEmail] = useState(initial?.values.contactEmail ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);

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

  /** The details to send, or null when the e-mail is missing or wrong (said under it, and the field focused). */
  const details = (): Omit<SightingDetails, 'location'> | null => {
    const contactEmail = email.trim();
    if (contactConsent && !signedIn && !emailPattern.test(contactEmail)) {
      setErrors((current) => ({ ...current, contactEmail: contactEmail ? 'validation.email_invalid' : 'validation.required' }));
      document.getElementById(`${id}-email`)?.focus();
      return null;
    }
    setErrors({});
    return {
      shareExact,
      ...(note.trim() && { note: note.trim() }),
      contactConsent,
      ...(contactConsent && !signedIn && { contactEmail }),
      photo: photo?.file ?? null,
    };
  };

  /** A refusal that names a field goes under that field; the rest stays as typed. */
  const showRefusal = (error: unknown) => {
    if (isApiError(error)) setErrors(Object.fromEntries(error.fields.map((field) => [field.field, field.i18nKey])));
  };

  // Keys as the API names them: `validation.required`, `photos.invalid_format`, `errors.RATE_LIMITED` (lib/translate-key.ts).
  const errorKeyText = (i18nKey: string) => {
    const place = serverKeyPlace(i18nKey);
    return place ? runtimeKeys(t)(place.key, { ns: place.ns, ...photoLimits }) : i18nKey;
  };
  const errorText = (field: string) => (errors[field] ? errorKeyText(errors[field]) : undefined);

  return {
    id,
    signedIn,
    shareExact,
    setShareExact,
    note,
    setNote,
    contactConsent,
    setContactConsent,
    email,
    setEmail,
    errors,
    setErrors,
    photo,
    setPhoto,
    preparingPhoto,
    choosePhoto,
    details,
    showRefusal,
    errorKeyText,
    errorText,
  };
}

export type SightingDetailsState = ReturnType<typeof useSightingDetails>;
