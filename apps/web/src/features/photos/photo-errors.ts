import { type PhotoErrorKey, photoErrorKeys } from '@ritrova/shared';
import type { ParseKeys } from 'i18next';
import { isApiError } from '@/lib/api-error';

/** A photo message: a key of the `photos` namespace and the values it mentions. */
export interface PhotoMessage {
  key: ParseKeys<'photos'>;
  values?: Record<string, number>;
}

const serverKey = /^photos\.(.+)$/;

function isPhotoErrorKey(value: string | undefined): value is PhotoErrorKey {
  return (photoErrorKeys as readonly string[]).includes(value ?? '');
}

/** The message of a photo refused before sending (`errors.<key>`); `values` fill in what the key needs. */
export function photoRejection(key: PhotoErrorKey, values?: Record<string, number>): PhotoMessage {
  return { key: `errors.${key}`, values };
}

/** Minutes to wait after a rate limit, rounded up; an hour (the limit's window) when the server does not say. */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  return retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 60;
}

/**
 * The photo message for a failed call: the server's `photos.<key>`, or the
 * network and timeout failures in the photos' own words. Null for anything else
 * (the generic error texts then apply).
 */
export function photoErrorMessage(error: unknown): PhotoMessage | null {
  if (!isApiError(error)) return null;
  const key = serverKey.exec(error.i18nKey)?.[1];
  if (key === 'rate_limit_exceeded' || error.code === 'RATE_LIMITED') {
    return photoRejection('rate_limit_exceeded', { count: minutesToWait(error.retryAfterSeconds) });
  }
  if (isPhotoErrorKey(key)) return photoRejection(key);
  if (error.code === 'PHOTO_NOT_FOUND') return photoRejection('photo_not_found');
  if (error.code === 'NETWORK_ERROR') return { key: 'errors.network_error' };
  if (error.code === 'TIMEOUT') return { key: 'errors.timeout_error' };
  return null;
}

/** The message for a failed upload, delete or change: a photo message, else one by status, else `fallback`. */
export function photoFailureMessage(error: unknown, fallback: 'upload_failed' | 'delete_failed' | 'update_failed'): PhotoMessage {
  const known = photoErrorMessage(error);
  if (known) return known;
  if (isApiError(error) && error.status === 403) return { key: 'errors.forbidden' };
  if (isApiError(error) && error.status >= 500) return { key: 'errors.server_error' };
  return { key: `errors.${fallback}` };
}

/** Only a lost connection is worth one more try; the server's refusals would come back the same. */
export function isRetryableUploadError(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_ERROR';
}
