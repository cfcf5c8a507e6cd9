import type { AdminPayout } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { isOverdue, payoutBlocker } from './payout-state';

const iban = { kind: 'iban' as const, holderName: 'Marco Rossi', account: 'IT60X0542811101000000123456' };

describe('payoutBlocker', () => {
  it('lets a pending payout with a method be marked paid', () => {
    expect(payoutBlocker({ status: 'pending', method: iban })).toBeNull();
  });

  it('refuses a frozen payout (open dispute), one without a method, and one already settled', () => {
    expect(payoutBlocker({ status: 'frozen', method: iban })).toBe('frozen');
    expect(payoutBlocker({ status: 'pending', method: null })).toBe('no_method');
    expect(payoutBlocker({ status: 'paid', method: iban })).toBe('settled');
    expect(payoutBlocker({ status: 'cancelled', method: iban })).toBe('settled');
  });
});

describe('isOverdue', () => {
  it('flags only payouts still to pay', () => {
    const statuses: Array<[AdminPayout['status'], boolean]> = [
      ['pending', true],
      ['frozen', true],
      ['paid', false],
      ['cancelled', false],
    ];
    for (const [status, expected] of statuses) expect(isOverdue({ status, overdue: true })).toBe(expected);
    expect(isOverdue({ status: 'pending', overdue: false })).toBe(false);
  });
});
