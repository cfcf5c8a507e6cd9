import type { Bike } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '../api-client';
import { queryKeys } from '../query-keys';

/** `GET /api/bikes/my-bikes`, the same list (and cache entry) the dashboard shows. */
async function getMyBikes(): Promise<Bike[]> {
  const body = await apiClient.call('GET /api/bikes/my-bikes', { timeoutMs: requestTimeouts.tagsBikes });
  return body.bikes;
}

export interface UntaggedBikes {
  /** How many bikes the user has in all (none: offer to add the first one). */
  total: number;
  /** The bikes a tag can go on: those without one. */
  bikes: Bike[];
}

/** The signed-in user's bikes that carry no tag yet, for pairing a scanned tag. */
export function useUntaggedBikesQuery(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.myBikes(userId ?? ''),
    queryFn: getMyBikes,
    enabled: Boolean(userId),
    select: (bikes): UntaggedBikes => ({ total: bikes.length, bikes: bikes.filter((bike) => bike.tags.length === 0) }),
  });
}
