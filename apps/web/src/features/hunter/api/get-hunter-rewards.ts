import { type HunterRewards, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/rewards`: totals pending, paid and earned, and every payout. */
export async function getHunterRewards(): Promise<HunterRewards> {
  const body = await apiClient.call('GET /api/hunter/rewards');
  return body.rewards;
}

export function useHunterRewardsQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.rewards(userId), queryFn: getHunterRewards, staleTime: timings.dashboardCacheMs });
}
