import { parseRewardEuros } from '@ritrova/shared';
import { z } from 'zod';

/**
 * The change-reward form: the amount typed in euros, read by the API's own reader
 * (`parseRewardEuros`: 0, or 1 € to 100,000 € with at most two decimals; a comma is
 * the decimal mark). Unlike the first report, an empty field is refused:
 * withdrawing the reward takes an explicit 0.
 */
export const changeRewardFormSchema = z.object({
  reward: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((text, ctx) => {
      const amount = parseRewardEuros(text);
      if (!amount.ok) {
        ctx.addIssue({ code: 'custom', message: 'validation.reward_invalid' });
        return z.NEVER;
      }
      // The endpoint takes euros.
      return amount.cents / 100;
    }),
});
export type ChangeRewardFormValues = z.input<typeof changeRewardFormSchema>;
export type ChangeRewardFormOutput = z.output<typeof changeRewardFormSchema>;
