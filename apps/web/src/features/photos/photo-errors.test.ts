import { describe, expect, it } from 'vitest';
import { ApiError, clientError } from '@/lib/api-error';
import { isRetryableUploadError, minutesToWait, photoErrorMessage, photoFailureMessage } from './photo-errors';

const refused = (i18nKey: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, code: 'PHOTO_REJECTED', message: 'refused', i18nKey, ...extra });

describe('photoErrorMessage', () => {
  it("uses the server's photo key", () => {
    expect(photoErrorMessage(refused('photos.file_too_large'))).toEqual({ key: 'errors.file_too_large' });
    expect(photoErrorMessage(refused('photos.invalid_dimensions'))).toEqual({ key: 'errors.invalid_dimensions' });
  });

  it('says how many minutes to wait after the hourly limit', () => {
    const limited = refused('photos.rate_limit_exceeded', { status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 1250 });
    expect(photoErrorMessage(limited)).toEqual({ key: 'errors.rate_limit_exceeded', values: { count: 21 } });
  });

  it('words a lost connection and a timeout itself', () => {
    expect(photoErrorMessage(clientError('NETWORK_ERROR'))).toEqual({ key: 'errors.network_error' });
    expect(photoErrorMessage(clientError('TIMEOUT'))).toEqual({ key: 'errors.timeout_error' });
  });

  it('leaves unknown keys and other failures to the generic texts', () => {
    expect(photoErrorMessage(refused('photos.something_new'))).toBeNull();
    expect(photoErrorMessage(new Error('boom'))).toBeNull();
  });
});

describe('photoFailureMessage', () => {
  it('falls back by status, then to the action that failed', () => {
    expect(photoFailureMessage(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' }), 'delete_failed')).toEqual({ key: 'errors.forbidden' });
    expect(photoFailureMessage(new ApiError({ status: 502, code: 'SERVER_ERROR', message: 'no' }), 'upload_failed')).toEqual({ key: 'errors.server_error' });
    expect(photoFailureMessage(new Error('boom'), 'update_failed')).toEqual({ key: 'errors.update_failed' });
  });
});

describe('minutesToWait', () => {
  it('rounds up to whole minutes, at least one; an hour when unknown', () => {
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(5)).toBe(1);
    expect(minutesToWait(undefined)).toBe(60);
  });
});

describe('isRetryableUploadError', () => {
  it('retries a lost connection only', () => {
    expect(isRetryableUploadError(clientError('NETWORK_ERROR'))).toBe(true);
    expect(isRetryableUploadError(clientError('TIMEOUT'))).toBe(false);
    expect(isRetryableUploadError(refused('photos.upload_failed'))).toBe(false);
  });
});
