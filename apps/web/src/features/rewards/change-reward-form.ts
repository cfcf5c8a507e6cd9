import { updateRewardSchema } from '@ritrova/shared';
import { z } from 'zod';

/**
 * The change-reward form: the amount typed in euros, read by the API's own schema
 * (a comma is the decimal mark, at most 100,000 €). Unlike the first report, an
 * empty field is refused: withdrawing the reward takes an explicit 0.
 */
export const changeRewardFormSchema = z.object({
  reward: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((text, ctx) => {
      const parsed = updateRewardSchema.safeParse({ reward: text });
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'validation.reward_invalid' });
        return z.NEVER;
      }
      // The API's schema gives cents; the endpoint takes euros.
      return parsed.data.reward / 100;
    }),
});
export type ChangeRewardFormValues = z.input<typeof changeRewardFormSchema>;
export type ChangeRewardFormOutput = z.output<typeof changeRewardFormSchema>;
