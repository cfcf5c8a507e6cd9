import { describe, expect, it } from 'vitest';
import { canSeePayment, isOwnTheft } from './funding.policy.ts';

describe('canSeePayment', () => {
  it('shows a payment to the owner who made it only (not another user, not an admin)', () => {
    const payment = { owner_id: 'u-owner' };
    expect(canSeePayment({ id: 'u-owner', role: 'user' }, payment)).toBe(true);
    expect(canSeePayment({ id: 'u-other', role: 'user' }, payment)).toBe(false);
    expect(canSeePayment({ id: 'u-admin', role: 'admin' }, payment)).toBe(false);
  });
});

describe('isOwnTheft', () => {
  it('recognises the owner, who can never be credited, and nobody else', () => {
    const report = { owner_id: 'owner' };
    expect(isOwnTheft('owner', report)).toBe(true);
    expect(isOwnTheft('hunter', report)).toBe(false);
  });
});
