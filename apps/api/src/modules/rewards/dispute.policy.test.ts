import { describe, expect, it } from 'vitest';
import { canRaiseDispute, disputesAsOwner } from './dispute.policy.ts';

const report = { owner_id: 'u-owner' };
const owner = { id: 'u-owner', role: 'user' } as const;
const hunter = { id: 'u-hunter', role: 'user' } as const;
const admin = { id: 'u-admin', role: 'admin' } as const;

describe('canRaiseDispute', () => {
  it('lets the owner dispute', () => {
    expect(disputesAsOwner(owner, report)).toBe(true);
    expect(canRaiseDispute(owner, report, false)).toBe(true);
  });

  it('lets a Hunter who scanned or sighted the bike during the theft dispute, and not one who did not', () => {
    expect(disputesAsOwner(hunter, report)).toBe(false);
    expect(canRaiseDispute(hunter, report, true)).toBe(true);
    expect(canRaiseDispute(hunter, report, false)).toBe(false);
  });

  it('gives an admin who is neither owner nor eligible Hunter no say', () => {
    expect(canRaiseDispute(admin, report, false)).toBe(false);
  });
});
