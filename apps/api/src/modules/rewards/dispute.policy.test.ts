import { describe, expect, it } from 'vitest';
import { canRaiseDispute, disputesAsOwner } from './dispute.policy.ts';

const report = { owner_id: 'owner' };

describe('canRaiseDispute', () => {
  it('lets the owner dispute', () => {
    expect(disputesAsOwner({ id: 'owner' }, report)).toBe(true);
    expect(canRaiseDispute({ id: 'owner' }, report, false)).toBe(true);
  });

  it('lets a Hunter who scanned or sighted the bike during the theft dispute, and not one who did not', () => {
    expect(disputesAsOwner({ id: 'hunter' }, report)).toBe(false);
    expect(canRaiseDispute({ id: 'hunter' }, report, true)).toBe(true);
    expect(canRaiseDispute({ id: 'hunter' }, report, false)).toBe(false);
  });

  it('gives an admin who is neither owner nor eligible Hunter no say', () => {
    expect(canRaiseDispute({ id: 'admin' }, report, false)).toBe(false);
  });
});
