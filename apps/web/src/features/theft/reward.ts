import { z } from 'zod';

/** The API refuses rewards above 100,000 € (`validation.reward_invalid`). */
export const maxRewardEuros = 100_000;

/**
 * Spec §5: the reward is a number of euros; empty or invalid means 0. A comma
 * is read as the decimal mark ("50,5"); amounts keep at most their cents.
 */
export function parseReward(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 100) / 100;
}

/** The report-stolen form: the typed reward becomes euros; only an amount above the API's limit is refused. */
export const reportStolenFormSchema = z.object({
  reward: z.string().transform((text, ctx) => {
    const euros = parseReward(text);
    if (euros > maxRewardEuros) {
      ctx.addIssue({ code: 'custom', message: 'validation.max_value' });
      return z.NEVER;
    }
    return euros;
  }),
});
export type ReportStolenFormValues = z.input<typeof reportStolenFormSchema>;
export type ReportStolenFormOutput = z.output<typeof reportStolenFormSchema>;

/** Spec §1: we suggest 10% of what the bike cost new, in whole euros; null when its value is unknown. */
export function suggestedReward(purchaseValueCents: number | null): number | null {
  if (purchaseValueCents === null || purchaseValueCents <= 0) return null;
  return Math.round(purchaseValueCents / 1000);
}
