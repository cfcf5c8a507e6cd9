import type { TheftFacts, TheftFactsBody } from '@ritrova/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { theftKeys } from './keys';

export interface TheftFactsAnswer {
  /** The newest theft's facts, exactly as given; null when the bike was never reported stolen. */
  facts: TheftFacts | null;
  /** Whether they can still be changed (the bike is stolen). */
  editable: boolean;
}

/** `GET /api/bikes/{id}/theft-facts` (owner or admin). */
export async function getTheftFacts(bikeId: string): Promise<TheftFactsAnswer> {
  const body = await apiClient.call('GET /api/bikes/:id/theft-facts', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes });
  return { facts: body.facts, editable: body.editable };
}

/** Loaded for a bike that is or was stolen (`enabled`); reloading the bike reloads them. */
export function useTheftFactsQuery(bikeId: string, enabled: boolean) {
  return useQuery({ queryKey: theftKeys.facts(bikeId), queryFn: () => getTheftFacts(bikeId), enabled });
}

/** `PUT /api/bikes/{id}/theft-facts`: replaces the facts while the bike is stolen. */
export async function editTheftFacts({ bikeId, facts }: { bikeId: string; facts: TheftFactsBody }): Promise<TheftFacts> {
  const body = await apiClient.call('PUT /api/bikes/:id/theft-facts', { params: { id: bikeId }, body: facts, timeoutMs: requestTimeouts.tagsBikes });
  return body.facts;
}

export function useEditTheftFactsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTheftFacts,
    onSuccess: (facts, { bikeId }) => {
      queryClient.setQueryData<TheftFactsAnswer>(theftKeys.facts(bikeId), { facts, editable: true });
    },
  });
}
