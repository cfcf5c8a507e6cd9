/** Spec §1/§9: the Hunter gets 65% of the reward, the platform keeps 35%. */
export const HUNTER_SHARE_PERCENT = 65;

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
