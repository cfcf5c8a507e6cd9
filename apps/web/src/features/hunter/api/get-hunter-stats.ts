import { type HunterStats, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/stats`: scans today and in all, bikes found, rewards earned and active hunts. */
export async function getHunterStats(): Promise<HunterStats> {
  const body = await apiClient.call('GET /api/hunter/stats');
  return body.stats;
}

/** Cached 30 s per user, like the owner dashboard (spec §9). */
export function useHunterStatsQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.stats(userId), queryFn: getHunterStats, staleTime: timings.dashboardCacheMs });
}
