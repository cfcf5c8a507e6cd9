import type { Hunt } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `POST /api/hunts/{theftReportId}/accept`: the hunt becomes one of the caller's active hunts. */
export async function acceptHunt(theftReportId: string): Promise<Hunt> {
  const body = await apiClient.call('POST /api/hunts/:id/accept', { params: { id: theftReportId } });
  return body.hunt;
}

/** Accepting moves the hunt from the offered list to the active one and changes the figures: all reload. */
export function useAcceptHuntMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptHunt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hunterKeys.all(userId) }),
  });
}
