import type { Sighting } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/bikes/{id}/sightings` (owner only): newest first; a point is rounded
 * to ~100 m unless the finder shared it exactly; a photo comes as signed links.
 */
export async function getSightings(bikeId: string): Promise<Sighting[]> {
  const body = await apiClient.call('GET /api/bikes/:id/sightings', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes });
  return body.sightings;
}

/**
 * A sighting photo's links are signed for about an hour (60 to 70 minutes):
 * reloading the list every half hour keeps every link shown good for a while.
 */
const PHOTO_LINKS_REFRESH_MS = 30 * 60 * 1000;

/** Loaded for a bike that is or was stolen (`enabled`); reloading the bike reloads them. */
export function useSightingsQuery(bikeId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bikeSightings(bikeId),
    queryFn: () => getSightings(bikeId),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((sighting) => sighting.photo) ? PHOTO_LINKS_REFRESH_MS : false),
  });
}
