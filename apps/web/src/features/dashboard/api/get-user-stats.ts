import { timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserStats {
  scanCount: number;
  alertCount: number;
}

type StatsBody = { stats?: Partial<UserStats> } & Partial<UserStats>;

/** `GET /api/user/stats`; spec §3: the counts may also arrive at the top level. */
export async function getUserStats(): Promise<UserStats> {
  const body = await apiClient.get<StatsBody>('/api/user/stats');
  return {
    scanCount: body.stats?.scanCount ?? body.scanCount ?? 0,
    alertCount: body.stats?.alertCount ?? body.alertCount ?? 0,
  };
}

/** Spec §9: dashboard data is cached 30 s per user. */
export function useUserStatsQuery(userId: string) {
  return useQuery({
    queryKey: queryKeys.userStats(userId),
    queryFn: getUserStats,
    staleTime: timings.dashboardCacheMs,
  });
}
