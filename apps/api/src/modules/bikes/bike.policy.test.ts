import { describe, expect, it } from 'vitest';
import { canEditBike, canListAllBikes, canViewBike, isLockedByTheft } from './bike.policy.ts';

const twoFactorOn = new Date('2026-01-01T00:00:00Z');
const owner = { id: 'owner', role: 'user', totp_enabled_at: null } as const;
const other = { id: 'other', role: 'user', totp_enabled_at: null } as const;
const shop = { id: 'shop', role: 'shop', totp_enabled_at: null } as const;
const admin = { id: 'admin', role: 'admin', totp_enabled_at: twoFactorOn } as const;
const adminWithoutFactor = { id: 'admin', role: 'admin', totp_enabled_at: null } as const;
const bike = { owner_id: 'owner' };

describe('canViewBike', () => {
  it('shows a bike to its owner and to an admin with the second factor', () => {
    expect(canViewBike(owner, bike)).toBe(true);
    expect(canViewBike(admin, bike)).toBe(true);
  });

  it('hides it from another user, a shop, and an admin without the second factor', () => {
    expect(canViewBike(other, bike)).toBe(false);
    expect(canViewBike(shop, bike)).toBe(false);
    expect(canViewBike(adminWithoutFactor, bike)).toBe(false);
  });
});

describe('canEditBike', () => {
  it('lets the owner only change the bike, not even an admin', () => {
    expect(canEditBike(owner, bike)).toBe(true);
    expect(canEditBike(other, bike)).toBe(false);
    expect(canEditBike(admin, bike)).toBe(false);
  });
});

describe('canListAllBikes', () => {
  it('lists every bike for an acting admin only', () => {
    expect(canListAllBikes(admin)).toBe(true);
    expect(canListAllBikes(adminWithoutFactor)).toBe(false);
    expect(canListAllBikes(owner)).toBe(false);
    expect(canListAllBikes(shop)).toBe(false);
  });
});

describe('isLockedByTheft', () => {
  it('locks a stolen bike and no other', () => {
    expect(isLockedByTheft({ status: 'stolen' })).toBe(true);
    expect(isLockedByTheft({ status: 'active' })).toBe(false);
    expect(isLockedByTheft({ status: 'recovered' })).toBe(false);
  });
});
