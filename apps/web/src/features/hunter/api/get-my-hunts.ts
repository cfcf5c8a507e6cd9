import { type Hunt, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/hunts`: the caller's hunts, active, completed or closed. */
export async function getMyHunts(): Promise<Hunt[]> {
  const body = await apiClient.call('GET /api/hunter/hunts');
  return body.hunts;
}

export function useMyHuntsQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.myHunts(userId), queryFn: getMyHunts, staleTime: timings.dashboardCacheMs });
}
