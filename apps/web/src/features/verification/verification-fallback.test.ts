import { describe, expect, it } from 'vitest';
import { ApiError, clientError, toApiError } from '@/lib/api-error';
import { verificationFallback } from './verification-fallback';

describe('verificationFallback (spec §4)', () => {
  it('treats a failed verification whose answer carries partial tag data as a success with warnings', () => {
    const error = toApiError(503, {
      success: false,
      error: 'SERVICE_UNAVAILABLE',
      message: 'Database unavailable',
      i18nKey: 'errors.SERVICE_UNAVAILABLE',
      tag: { uid: '04A1B2C3D4E5F6', status: 'stolen', type: 'nfc', secure: false },
    });
    const fallback = verificationFallback(error, { uid: '04A1B2C3D4E5F6' });
    expect(fallback).toMatchObject({ kind: 'partial', result: { status: 'stolen', isStolen: true, tag: { uid: '04A1B2C3D4E5F6' }, bike: null } });
  });

  it('otherwise builds a local fallback tag with status unverified, from the UID the page was opened for', () => {
    expect(verificationFallback(clientError('NETWORK_ERROR'), { uid: '04A1B2C3D4E5F6' })).toEqual({
      kind: 'unverified',
      tag: { uid: '04A1B2C3D4E5F6', status: 'unverified' },
    });
    expect(verificationFallback(toApiError(500, '<html>proxy</html>'), { sun: 'e=AB&c=CD' })).toEqual({
      kind: 'unverified',
      tag: { uid: null, status: 'unverified' },
    });
  });

  it('has no fallback for a refusal of the request itself (a bad UID, a damaged link): that is said as it is', () => {
    expect(verificationFallback(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'x' }), { uid: 'zz' })).toBeNull();
  });
});
