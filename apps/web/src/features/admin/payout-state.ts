import type { AdminPayout } from '@ritrova/shared';

/** Why a payout cannot be marked paid now, or null when it can. */
export type PayoutBlocker = 'frozen' | 'no_method' | 'settled' | null;

/**
 * A payout is paid by hand, only while pending and with a method to pay to; an
 * open dispute freezes it (spec §1/§9).
 */
export function payoutBlocker(payout: Pick<AdminPayout, 'status' | 'method'>): PayoutBlocker {
  if (payout.status === 'frozen') return 'frozen';
  if (payout.status !== 'pending') return 'settled';
  if (payout.method === null) return 'no_method';
  return null;
}

/** Overdue is shown for a payout still to pay; a paid one is history. */
export function isOverdue(payout: Pick<AdminPayout, 'status' | 'overdue'>): boolean {
  return payout.overdue && (payout.status === 'pending' || payout.status === 'frozen');
}
