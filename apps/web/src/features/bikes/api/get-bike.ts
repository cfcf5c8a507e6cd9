import type { Bike } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { clientError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** Spec §7: the bike arrives as `bike` or `data`; an answer with neither is not usable. */
export function bikeFrom(body: Partial<ApiAnswer<'GET /api/bikes/:id'>> | undefined): Bike {
  const bike = body?.bike ?? body?.data;
  if (!bike?.id) throw clientError('INVALID_RESPONSE', 'Risposta non valida dal server', 200);
  return bike;
}

/** `GET /api/bikes/{id}`: one of the caller's bikes; another user's or an unknown id is 404 BIKE_NOT_FOUND. */
export async function getBike(bikeId: string): Promise<Bike> {
  return bikeFrom(await apiClient.call('GET /api/bikes/:id', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes }));
}

export function useBikeQuery(bikeId: string) {
  return useQuery({ queryKey: queryKeys.bike(bikeId), queryFn: () => getBike(bikeId) });
}
