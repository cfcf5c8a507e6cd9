import { parseRewardEuros } from '@ritrova/shared';
import { z } from 'zod';

/**
 * The report-stolen form: an empty field means no reward (spec §5); anything typed
 * is read by the API's own reader (`parseRewardEuros`: 0, or 1 € to 100,000 € with at
 * most two decimals, "12,50" or "12.50") and sent in euros. What it refuses, the
 * form refuses with the API's message, instead of sending some other amount.
 */
export const reportStolenFormSchema = z.object({
  reward: z.string().transform((text, ctx) => {
    if (text.trim() === '') return 0;
    const amount = parseRewardEuros(text);
    if (!amount.ok) {
      ctx.addIssue({ code: 'custom', message: 'validation.reward_invalid' });
      return z.NEVER;
    }
    return amount.cents / 100;
  }),
});
export type ReportStolenFormValues = z.input<typeof reportStolenFormSchema>;
export type ReportStolenFormOutput = z.output<typeof reportStolenFormSchema>;

/** Spec §1: we suggest 10% of what the bike cost new, in whole euros; null when its value is unknown. */
export function suggestedReward(purchaseValueCents: number | null): number | null {
  if (purchaseValueCents === null || purchaseValueCents <= 0) return null;
  return Math.round(purchaseValueCents / 1000);
}
