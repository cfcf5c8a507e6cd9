import type { Bike, OwnTag } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

export interface AssignTagInput {
  tagUid: string;
  bikeId: string;
}

/** `POST /api/tags/assign-to-bike`: step 2, one of the caller's tags goes on one of their bikes. */
export async function assignTagToBike(input: AssignTagInput): Promise<{ tag: OwnTag; bike: Bike }> {
  const body = await apiClient.call('POST /api/tags/assign-to-bike', {
    body: input,
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return { tag: body.tag, bike: body.bike };
}

/** Assigns; the bike's page shows the tag at once, and the dashboard (bikes, tags) reloads. */
export function useAssignTagMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: assignTagToBike,
    onSuccess: ({ bike }, { bikeId }) => {
      if (bike?.id) queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
    },
    onSettled: () => {
      if (user) return queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
