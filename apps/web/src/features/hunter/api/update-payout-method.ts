import type { PayoutMethod, payoutMethodInputSchema } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** The checked method (the IBAN already in its electronic form). */
export type PayoutMethodValues = z.output<typeof payoutMethodInputSchema>;

/** `PUT /api/hunter/payout-method`: replaces the caller's IBAN or PayPal address. */
export async function updatePayoutMethod(input: PayoutMethodValues): Promise<PayoutMethod> {
  const body = await apiClient.call('PUT /api/hunter/payout-method', { body: input });
  return body.payoutMethod;
}

/** The answer is the saved method as shown back, so it replaces the cached one. */
export function useUpdatePayoutMethodMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayoutMethod,
    onSuccess: (saved) => queryClient.setQueryData(hunterKeys.payoutMethod(userId), saved),
  });
}
