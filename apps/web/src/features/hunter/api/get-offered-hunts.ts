import { type Hunt, timings } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type HuntsOrigin, originKey } from '../hunt-display';
import { hunterKeys } from './keys';

/** `GET /api/hunts`: rewarded hunts the caller may take, nearest first when `origin` is given. */
export async function getOfferedHunts(origin: HuntsOrigin | null): Promise<Hunt[]> {
  const query = origin ? new URLSearchParams({ lat: String(origin.lat), lng: String(origin.lng) }) : '';
  const body = await apiClient.call('GET /api/hunts', { query });
  return body.hunts;
}

/** Keeps showing the previous list while the same hunts reload sorted from a new point. */
export function useOfferedHuntsQuery(userId: string, origin: HuntsOrigin | null) {
  return useQuery({
    queryKey: hunterKeys.offeredHunts(userId, originKey(origin)),
    queryFn: () => getOfferedHunts(origin),
    staleTime: timings.dashboardCacheMs,
    placeholderData: keepPreviousData,
  });
}
