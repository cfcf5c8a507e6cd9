import { describe, expect, it } from 'vitest';
import { ApiError, clientError, mapLoginError, toApiError } from './api-error';

const body = (error: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  error,
  message: `message of ${error}`,
  i18nKey: `errors.${error}`,
  ...extra,
});

describe('toApiError', () => {
  it('keeps the code, key, fields and human message of an API error body', () => {
    const fields = [{ field: 'email', i18nKey: 'validation.email_invalid', message: 'email: Invalid email' }];
    const err = toApiError(400, body('VALIDATION_ERROR', { i18nKey: 'validation.email_invalid', fields }));
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', i18nKey: 'validation.email_invalid', fields });
    expect(err.message).toBe('message of VALIDATION_ERROR');
  });

  it('keeps the wait of a rate limit', () => {
    expect(toApiError(429, body('RATE_LIMITED', { retryAfterSeconds: 120 })).retryAfterSeconds).toBe(120);
  });

  it('classifies a foreign 5xx answer as a server error with the extracted message', () => {
    const err = toApiError(502, '<html>Bad gateway</html>');
    expect(err).toMatchObject({ code: 'SERVER_ERROR', i18nKey: 'errors.SERVER_ERROR', message: '<html>Bad gateway</html>' });
  });

  it('reads a legacy body in the spec order: error before message', () => {
    expect(toApiError(404, { error: 'Bike not found', message: 'ignored' })).toMatchObject({ code: 'REQUEST_ERROR', message: 'Bike not found' });
  });

  it('says no response from server for an empty body', () => {
    expect(toApiError(400, undefined).message).toBe('No response from server');
  });
});

describe('mapLoginError', () => {
  it('reads 401 as wrong e-mail or password', () => {
    expect(mapLoginError(toApiError(401, body('EMAIL_PASSWORD_INCORRECT'))).i18nKey).toBe('errors.EMAIL_PASSWORD_INCORRECT');
  });

  it('reads a 400 validation failure as wrong e-mail or password', () => {
    expect(mapLoginError(toApiError(400, body('VALIDATION_ERROR'))).code).toBe('EMAIL_PASSWORD_INCORRECT');
  });

  it('shows the server sentence when it says the account uses Google', () => {
    const err = mapLoginError(toApiError(401, { error: 'This account uses Google sign-in. Use Sign in with Google' }));
    expect(err.code).toBe('OAUTH_ACCOUNT');
    expect(err.i18nKey).toBe('');
    expect(err.message).toContain('Google');
  });

  it("keeps the translated message of our API's Google-only account code", () => {
    const err = mapLoginError(toApiError(400, body('USE_GOOGLE_SIGN_IN')));
    expect(err.code).toBe('USE_GOOGLE_SIGN_IN');
    expect(err.i18nKey).toBe('errors.USE_GOOGLE_SIGN_IN');
  });

  it('reads any 5xx as a server error', () => {
    expect(mapLoginError(toApiError(503, body('SERVICE_UNAVAILABLE'))).code).toBe('SERVER_ERROR');
  });

  it('reads a missing answer as a network error', () => {
    expect(mapLoginError(clientError('NETWORK_ERROR', 'Failed to fetch')).i18nKey).toBe('errors.NETWORK_ERROR');
  });

  it('keeps rate limits and suspensions, which tell the user what to do', () => {
    expect(mapLoginError(toApiError(429, body('RATE_LIMITED'))).code).toBe('RATE_LIMITED');
    expect(mapLoginError(toApiError(403, body('ACCOUNT_SUSPENDED'))).code).toBe('ACCOUNT_SUSPENDED');
  });

  it('reads other answers as an unknown error', () => {
    expect(mapLoginError(toApiError(404, 'Not here')).code).toBe('REQUEST_ERROR');
    expect(mapLoginError(new Error('boom'))).toBeInstanceOf(ApiError);
    expect(mapLoginError(new Error('boom')).i18nKey).toBe('errors.REQUEST_ERROR');
  });
});
