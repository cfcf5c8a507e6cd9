import type { Bike, BikeUpdateInput } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';
import { bikeFrom } from './get-bike';

/** `PUT /api/bikes/{id}`: the fields to change; answers with the whole bike. */
export async function updateBike({ bikeId, changes }: { bikeId: string; changes: BikeUpdateInput }): Promise<Bike> {
  return bikeFrom(await apiClient.call('PUT /api/bikes/:id', { params: { id: bikeId }, body: changes, timeoutMs: requestTimeouts.tagsBikes }));
}

export function useUpdateBikeMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateBike,
    onSuccess: (bike) => {
      queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
