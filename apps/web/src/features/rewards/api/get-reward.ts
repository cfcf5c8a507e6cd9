import type { Reward } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { rewardKeys } from './keys';

/** `GET /api/bikes/{id}/reward`: the reward of the bike's latest theft report; null if it was never stolen. */
export async function getReward(bikeId: string): Promise<Reward | null> {
  const body = await apiClient.call('GET /api/bikes/:id/reward', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes });
  return body.reward;
}

/** Loaded for a bike that is or was stolen (`enabled`). */
export function useRewardQuery(bikeId: string, enabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.reward(bikeId),
    queryFn: () => getReward(bikeId),
    enabled,
    // NOTE: the owner pays in another tab or window; useRefreshRewardOnReturn (refresh-on-return.ts) fetches it again on coming back.
  });
}
