/**
 * The one reader of a reward typed or sent in euros, used by the API's report-stolen
 * and reward-change bodies and by the web's forms. A reward is 0 (none) or whole
 * euros with at most two decimals, with `.` or `,` as the decimal mark ("12", "12.5",
 * "12,50"), from 1 € to 100,000 €. Anything else is refused — not read some other
 * way: JavaScript's `Number()` would take "0x10" as 16, "1e3" as 1,000 and " " as
 * 0, and 0.005 € would round to a cent of which the Hunter's share is nothing.
 */

/** The largest reward, in euros. */
export const MAX_REWARD_EUROS = 100_000;
/** The smallest reward above none, in euros: below it the Hunter's share would be a few cents. */
export const MIN_REWARD_EUROS = 1;

/** Digits, then optionally a `.` or `,` and one or two digits: nothing else (no sign, exponent, hex, grouping or spaces inside). */
const DECIMAL_EUROS = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

export type RewardAmount = { ok: true; cents: number } | { ok: false; reason: 'format' | 'below_minimum' | 'above_maximum' };

/**
 * Reads a reward in euros — a JSON number or text, surrounding spaces ignored — as
 * integer cents. A number is read from its shortest decimal form, so 12.5 passes and
 * 0.005 or 1e21 do not. The cents are computed from the digits, never by floating point.
 */
export function parseRewardEuros(value: unknown): RewardAmount {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'format' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, reason: 'format' };
  }
  const match = DECIMAL_EUROS.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_REWARD_EUROS * 100) return { ok: false, reason: 'above_maximum' };
  if (cents !== 0 && cents < MIN_REWARD_EUROS * 100) return { ok: false, reason: 'below_minimum' };
  return { ok: true, cents };
}
