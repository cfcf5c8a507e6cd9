import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

/** `DELETE /api/bikes/{id}`; a stolen bike is refused with 409 BIKE_STOLEN. */
export function deleteBike(bikeId: string) {
  return apiClient.call('DELETE /api/bikes/:id', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes });
}

/**
 * Deletes the bike and marks the dashboard stale. `forget` drops the cached bike; call it once
 * the page showing the bike has gone (while it is shown, dropping the cache would fetch it again).
 */
export function useDeleteBikeMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: deleteBike,
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
  return { ...mutation, forget: (bikeId: string) => queryClient.removeQueries({ queryKey: queryKeys.bike(bikeId) }) };
}
