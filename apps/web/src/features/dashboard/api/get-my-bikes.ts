import { type Bike, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/bikes/my-bikes`: all of the caller's bikes, newest first. Spec §7:
 * a server without that path (404) is asked for `GET /api/bikes/all` instead.
 */
export async function getMyBikes(): Promise<Bike[]> {
  try {
    const body = await apiClient.call('GET /api/bikes/my-bikes', { timeoutMs: requestTimeouts.tagsBikes });
    return body.bikes;
  } catch (err) {
    if (!(isApiError(err) && err.status === 404)) throw err;
    const body = await apiClient.call('GET /api/bikes/all', { query: 'limit=100', timeoutMs: requestTimeouts.tagsBikes });
    return body.bikes;
  }
}

/** Spec §9: dashboard data is cached 30 s per user. */
export function useMyBikesQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.myBikes(userId), queryFn: getMyBikes, staleTime: timings.dashboardCacheMs });
}
