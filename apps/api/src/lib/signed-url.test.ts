import { describe, expect, it } from 'vitest';
import { UrlSigner } from './signed-url.ts';

const at = (iso: string) => new Date(iso);
const parts = (link: string) => {
  const url = new URL(link, 'http://x');
  return { path: url.pathname, exp: url.searchParams.get('exp') ?? undefined, sig: url.searchParams.get('sig') ?? undefined };
};

describe('UrlSigner', () => {
  const signer = new UrlSigner('a-secret-that-is-long-enough-for-the-test', 'private-file-url');
  const link = signer.sign('/api/sighting-photos/abc/large', at('2026-11-24T11:00:00Z'));

  it('accepts its own link until it expires', () => {
    const { path, exp, sig } = parts(link);
    expect(exp).toBe(String(Date.parse('2026-11-24T11:00:00Z') / 1000));
    expect(signer.verify(path, exp, sig, at('2026-11-24T10:59:59Z'))).toBe(true);
    expect(signer.verify(path, exp, sig, at('2026-11-24T11:00:00Z'))).toBe(false);
  });

  it('refuses another path, another expiry, a missing or odd signature, another purpose or secret', () => {
    const { path, exp, sig } = parts(link);
    const before = at('2026-11-24T10:00:00Z');
    expect(signer.verify('/api/sighting-photos/abc/thumbnail', exp, sig, before)).toBe(false);
    expect(signer.verify(path, String(Number(exp) + 60), sig, before)).toBe(false);
    expect(signer.verify(path, exp, undefined, before)).toBe(false);
    expect(signer.verify(path, exp, 'short', before)).toBe(false);
    expect(signer.verify(path, '1e12', sig, before)).toBe(false);
    expect(new UrlSigner('a-secret-that-is-long-enough-for-the-test', 'other-purpose').verify(path, exp, sig, before)).toBe(false);
    expect(new UrlSigner('another-secret-that-is-long-enough-for-it', 'private-file-url').verify(path, exp, sig, before)).toBe(false);
  });

  it('refuses every other spelling of its signature, also those that decode to the same bytes', () => {
    const { path, exp, sig = '' } = parts(link);
    const before = at('2026-11-24T10:00:00Z');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The 43rd character carries 4 bits of the MAC and 2 unused ones: four spellings decode alike.
    const others = [...alphabet].filter((c) => c !== sig.at(-1)).map((c) => `${sig.slice(0, -1)}${c}`);
    const sameBytes = others.filter((s) => Buffer.from(s, 'base64url').equals(Buffer.from(sig, 'base64url')));
    expect(sameBytes).toHaveLength(3);
    for (const other of others) expect(signer.verify(path, exp, other, before)).toBe(false);
  });
});
