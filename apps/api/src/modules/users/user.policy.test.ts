import { describe, expect, it } from 'vitest';
import { actsAsAdmin, canSignIn, hasRole, mustKeepSecondFactor } from './user.policy.ts';

const at = new Date('2026-01-01T00:00:00Z');

describe('canSignIn', () => {
  it('lets an active account in and keeps a suspended or deleted one out', () => {
    expect(canSignIn({ suspended_at: null, deleted_at: null })).toBe(true);
    expect(canSignIn({ suspended_at: at, deleted_at: null })).toBe(false);
    expect(canSignIn({ suspended_at: null, deleted_at: at })).toBe(false);
  });
});

describe('hasRole', () => {
  it('matches the roles a route requires', () => {
    expect(hasRole({ role: 'shop' }, ['shop', 'admin'])).toBe(true);
    expect(hasRole({ role: 'user' }, ['shop', 'admin'])).toBe(false);
  });
});

describe('actsAsAdmin', () => {
  it('needs the admin role with the second factor on', () => {
    expect(actsAsAdmin({ role: 'admin', totp_enabled_at: at })).toBe(true);
    expect(actsAsAdmin({ role: 'admin', totp_enabled_at: null })).toBe(false);
    expect(actsAsAdmin({ role: 'user', totp_enabled_at: at })).toBe(false);
  });
});

describe('mustKeepSecondFactor', () => {
  it('holds for admins only', () => {
    expect(mustKeepSecondFactor({ role: 'admin' })).toBe(true);
    expect(mustKeepSecondFactor({ role: 'user' })).toBe(false);
    expect(mustKeepSecondFactor({ role: 'shop' })).toBe(false);
  });
});
