import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `POST /api/hunts/{theftReportId}/decline`: the hunt is no longer offered to the caller. */
export async function declineHunt(theftReportId: string): Promise<void> {
  await apiClient.call('POST /api/hunts/:id/decline', { params: { id: theftReportId } });
}

/** The invalidation is part of the mutation, so it also runs when the page has been left meanwhile. */
export function useDeclineHuntMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineHunt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hunterKeys.all(userId) }),
  });
}
