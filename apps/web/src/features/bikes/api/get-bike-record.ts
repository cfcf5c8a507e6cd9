import type { BikeRecord } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The path of the bike's printable record (also what the route asks for at navigation, decision 057). */
export const bikeRecordPath = (bikeId: string) => `/api/bikes/${encodeURIComponent(bikeId)}/record`;

/** `GET /api/bikes/{id}/record`: the owner's printable record of her bike; anyone else's is 404 BIKE_NOT_FOUND. */
export async function getBikeRecord(bikeId: string): Promise<BikeRecord> {
  return (await apiClient.call('GET /api/bikes/:id/record', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes })).record;
}

export function useBikeRecordQuery(bikeId: string) {
  // Under the bike's key: a change to the bike (reloading it) reloads its record too.
  return useQuery({ queryKey: queryKeys.bikeRecord(bikeId), queryFn: () => getBikeRecord(bikeId) });
}
