import type { Reward } from '@ritrova/shared';

/** What the owner may do with a reward right now, and which dates the panel shows. */
export interface RewardView {
  /** Unpaid: pay it (a payment page opens in a new tab). */
  canPay: boolean;
  /** Unpaid: change the amount, or withdraw it with 0. */
  canChange: boolean;
  /** Recovered, within the dispute window, and no dispute raised yet. */
  canDispute: boolean;
  /** When 65% comes back if the bike stays lost; only while the theft is open. */
  refundDate: string | null;
}

/** Statuses of a theft still open: nothing released, nothing refunded yet. */
const openStatuses: ReadonlySet<Reward['status']> = new Set(['awaiting_payment', 'funded', 'refund_pending']);

/**
 * Spec §1/§9: a reward is paid or changed only while awaiting payment; a dispute is
 * raised once, within 30 days of the recovery (`disputeUntil`); the refund date
 * matters only while the bike is still missing.
 */
export function rewardView(reward: Reward, now: Date = new Date()): RewardView {
  const unpaid = reward.status === 'awaiting_payment' && reward.recoveredAt === null;
  const disputeOpenUntil = reward.recoveredAt !== null && reward.disputeUntil !== null ? new Date(reward.disputeUntil).getTime() : null;
  return {
    canPay: unpaid,
    canChange: unpaid,
    canDispute: disputeOpenUntil !== null && now.getTime() < disputeOpenUntil && reward.dispute === null,
    refundDate: reward.recoveredAt === null && openStatuses.has(reward.status) ? reward.refundOn : null,
  };
}
