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

/** The money figures the reward panel lists; null where a figure does not apply (figures from the API). */
export interface RewardFigures {
  /** The Hunter's share: offered while the theft is open, or what a credited Hunter got. */
  hunterShareCents: number | null;
  /** The platform fee kept once the reward was settled. */
  feeCents: number | null;
  /** What comes (or came) back to the owner once settled: 0 when a Hunter was credited. */
  ownerBackCents: number | null;
  /** When the refund of a recovery without a Hunter is made (end of the dispute window). */
  refundDueOn: string | null;
}

/**
 * Issue #19: after a recovery every figure matches what happened. Released: the Hunter's share, the
 * fee, nothing back. Recovered without a Hunter (or refunded): what comes back and what is kept, and
 * no Hunter's share. Open: the share on offer.
 */
export function rewardFigures(reward: Reward): RewardFigures {
  const settled = { feeCents: reward.settledFeeCents, ownerBackCents: reward.ownerRefundCents, refundDueOn: reward.refundDueOn };
  if (reward.status === 'released') return { hunterShareCents: reward.hunterShareCents, ...settled };
  if (reward.status === 'refund_pending' || reward.status === 'refunded') return { hunterShareCents: null, ...settled };
  if (reward.status === 'none') return { hunterShareCents: null, feeCents: null, ownerBackCents: null, refundDueOn: null };
  return { hunterShareCents: reward.hunterShareCents, feeCents: null, ownerBackCents: null, refundDueOn: null };
}
