import type { Reward } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { rewardKeys } from './keys';

/** `POST /api/bikes/{id}/reward/payment`: the open payment of an unpaid reward, or a new one. */
export async function createRewardPayment(bikeId: string): Promise<string | null> {
  const body = await apiClient.call('POST /api/bikes/:id/reward/payment', { params: { id: bikeId }, body: {}, timeoutMs: requestTimeouts.tagsBikes });
  return body.paymentUrl;
}

/** Gets a payment page for an abandoned payment; the reward panel then links to it. */
export function useCreateRewardPaymentMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createRewardPayment(bikeId),
    onSuccess: (paymentUrl) => {
      queryClient.setQueryData<Reward | null>(rewardKeys.reward(bikeId), (reward) => reward && { ...reward, paymentUrl });
    },
  });
}
