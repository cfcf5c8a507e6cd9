import type { Reward } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';
import { rewardKeys } from './keys';

export interface UpdatedReward {
  reward: Reward;
  /** The payment page of the new amount; null when the reward was withdrawn. */
  paymentUrl: string | null;
}

/** `PUT /api/bikes/{id}/reward` with the new reward in euros, only while it is unpaid; 0 withdraws it. */
export async function updateReward({ bikeId, reward }: { bikeId: string; reward: number }): Promise<UpdatedReward> {
  const body = await apiClient.call('PUT /api/bikes/:id/reward', { params: { id: bikeId }, body: { reward }, timeoutMs: requestTimeouts.tagsBikes });
  return { reward: body.reward, paymentUrl: body.paymentUrl ?? null };
}

/** Changes the reward; the panel shows it at once, and the bike and the dashboard reload (they show the amount). */
export function useUpdateRewardMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateReward,
    onSuccess: ({ reward, paymentUrl }, { bikeId }) => {
      const shown: Reward = { ...reward, paymentUrl: paymentUrl ?? reward.paymentUrl };
      queryClient.setQueryData<Reward | null>(rewardKeys.reward(bikeId), shown);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId), exact: true });
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
