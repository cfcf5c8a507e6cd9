import type { Sighting } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/bikes/{id}/sightings` (owner only): newest first; a point is rounded to ~100 m unless the finder shared it exactly. */
export async function getSightings(bikeId: string): Promise<Sighting[]> {
  const body = await apiClient.get<{ success: true; sightings: Sighting[] }>(`/api/bikes/${encodeURIComponent(bikeId)}/sightings`, {
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.sightings;
}

/** Loaded for a bike that is or was stolen (`enabled`); reloading the bike reloads them. */
export function useSightingsQuery(bikeId: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.bikeSightings(bikeId), queryFn: () => getSightings(bikeId), enabled });
}
