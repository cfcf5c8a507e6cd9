import type { Sighting } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/sightings/{id}/useful`: the owner found the sighting useful (it counts for the finder). */
export function markSightingUseful(sightingId: string) {
  return apiClient.call('POST /api/sightings/:id/useful', { params: { id: sightingId }, body: {}, timeoutMs: requestTimeouts.tagsBikes });
}

/** Marks it at once in the list; a failure puts the list back as the server has it. */
export function useMarkSightingUsefulMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.bikeSightings(bikeId);
  return useMutation({
    mutationFn: markSightingUseful,
    onMutate: (sightingId) => {
      queryClient.setQueryData<Sighting[]>(key, (sightings) => sightings?.map((s) => (s.id === sightingId ? { ...s, useful: true } : s)));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
