import { describe, expect, it } from 'vitest';
import { isTokenExpiring, tokenExpiresAt } from './jwt';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('tokenExpiresAt', () => {
  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('returns null for a token it cannot read', () => {
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: 'u1' }))).toBeNull();
  });
});

describe('isTokenExpiring', () => {
  const token = jwt({ exp: 1000 });
  it('is false well before exp', () => expect(isTokenExpiring(token, 900_000, 60_000)).toBe(false));
  it('is true inside the margin', () => expect(isTokenExpiring(token, 950_000, 60_000)).toBe(true));
  it('is true after exp', () => expect(isTokenExpiring(token, 1_000_001)).toBe(true));
  it('treats an unreadable token as expired', () => expect(isTokenExpiring('garbage', 0)).toBe(true));
});
