import type { Bike, BikeCreateInput } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';
import { bikeFrom } from './get-bike';

/** `POST /api/bikes`: the new bike belongs to the caller. */
export async function createBike(input: BikeCreateInput): Promise<Bike> {
  return bikeFrom(await apiClient.call('POST /api/bikes', { body: input, timeoutMs: requestTimeouts.tagsBikes }));
}

/** Creates the bike, keeps it for its detail page and marks the dashboard stale. */
export function useCreateBikeMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createBike,
    onSuccess: (bike) => {
      queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
