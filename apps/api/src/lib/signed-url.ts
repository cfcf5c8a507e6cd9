import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private files (a sighting's photo): an `<img>` cannot
 * send the bearer token, so the link itself carries the permission, for a
 * while. HMAC-SHA256 over the path and the expiry, with a key derived (HKDF)
 * per purpose from a configured secret, so no new secret has to be set and a
 * signature made for one purpose opens nothing else.
 */
export class UrlSigner {
  readonly #key: Buffer;

  constructor(secret: string, purpose: string) {
    this.#key = purposeKey(secret, purpose);
  }

  #mac(path: string, exp: string): Buffer {
    return createHmac('sha256', this.#key).update(`${path}\n${exp}`).digest();
  }

  /** `path?exp=…&sig=…`, valid until `expiresAt` (whole seconds). */
  sign(path: string, expiresAt: Date): string {
    const exp = String(Math.ceil(expiresAt.getTime() / 1000));
    return `${path}?exp=${exp}&sig=${this.#mac(path, exp).toString('base64url')}`;
  }

  /** Whether `exp` and `sig` were made for `path` by `sign` and `now` is before the expiry. */
  verify(path: string, exp: string | undefined, sig: string | undefined, now: Date): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    if (Number(exp) * 1000 <= now.getTime()) return false;
    return sameSignature(this.#mac(path, exp), sig);
  }
}

/** A 32-byte HMAC key for one purpose, derived (HKDF-SHA256) from a configured secret. */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ritrova', purpose, 32));
}

/**
 * Whether `given` is exactly the base64url text of `mac`, compared in constant time. Compared as
 * text, not decoded: the last of 43 characters carries two unused bits, so decoding would accept
 * altered forms of a valid signature.
 */
export function sameSignature(mac: Buffer, given: string): boolean {
  const expected = Buffer.from(mac.toString('base64url'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(expected, actual);
}
