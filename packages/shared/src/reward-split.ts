/**
 * The one reward split of the product (spec §1/§9): what the ledger posts, what
 * the API reports and what every public text quotes all come from here.
 */

/** The Hunter's share of a released reward (and the owner's share of a refund), in percent. */
export const HUNTER_SHARE_PERCENT = 65;
/** The platform's service fee, in percent: the rest of the reward. */
export const SERVICE_FEE_PERCENT = 100 - HUNTER_SHARE_PERCENT;

/**
 * Splits an amount in cents into the Hunter's (or, on a refund, the owner's) 65%
 * and the platform's 35%. The 65% is rounded down and the platform takes the
 * rest, so the two parts always add up to the whole: no cent is created or lost.
 */
export function splitReward(amountCents: number): { share: number; platform: number } {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`not an amount in cents: ${amountCents}`);
  const share = Math.floor((amountCents * HUNTER_SHARE_PERCENT) / 100);
  return { share, platform: amountCents - share };
}
