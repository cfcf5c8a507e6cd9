import { describe, expect, it } from 'vitest';
import { canChangeMaintenanceRecord, canKeepMaintenanceLog, creatorTypeOf } from './maintenance.policy.ts';

const owner = { id: 'owner', role: 'user' } as const;
const stranger = { id: 'stranger', role: 'user' } as const;
const admin = { id: 'admin', role: 'admin' } as const;
const bike = { owner_id: 'owner' };

describe('canKeepMaintenanceLog', () => {
  it('lets the owner alone read and add to the log, not even an admin', () => {
    expect(canKeepMaintenanceLog(owner, bike)).toBe(true);
    expect(canKeepMaintenanceLog(stranger, bike)).toBe(false);
    expect(canKeepMaintenanceLog(admin, bike)).toBe(false);
  });
});

describe('canChangeMaintenanceRecord', () => {
  it('lets the owner change what they wrote', () => {
    expect(canChangeMaintenanceRecord(owner, bike, { created_by: 'owner' })).toBe(true);
  });

  it('refuses what a shop or a previous owner wrote, and anything on a bike that is not the caller’s', () => {
    expect(canChangeMaintenanceRecord(owner, bike, { created_by: 'shop' })).toBe(false);
    expect(canChangeMaintenanceRecord(owner, bike, { created_by: null })).toBe(false);
    expect(canChangeMaintenanceRecord(stranger, bike, { created_by: 'stranger' })).toBe(false);
  });
});

describe('creatorTypeOf', () => {
  it('marks a shop account’s records as the shop’s and everyone else’s as the user’s', () => {
    expect(creatorTypeOf({ id: 's', role: 'shop' })).toBe('shop');
    expect(creatorTypeOf(owner)).toBe('user');
    expect(creatorTypeOf(admin)).toBe('user');
  });
});
