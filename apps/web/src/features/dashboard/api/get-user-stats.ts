import { timings } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UserStats = ApiAnswer<'GET /api/user/stats'>['stats'];

/** `GET /api/user/stats`: the route's answer schema always puts the counts under `stats` (spec §3 allows either place). */
export async function getUserStats(): Promise<UserStats> {
  const { stats } = await apiClient.call('GET /api/user/stats');
  return { scanCount: stats.scanCount, alertCount: stats.alertCount };
}

/** Spec §9: dashboard data is cached 30 s per user. */
export function useUserStatsQuery(userId: string) {
  return useQuery({
    queryKey: queryKeys.userStats(userId),
    queryFn: getUserStats,
    staleTime: timings.dashboardCacheMs,
  });
}
