import type { Reward } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { rewardKeys } from './keys';

/** `POST /api/thefts/{theftReportId}/disputes`: within 30 days of the recovery; the reward comes back frozen. */
export async function raiseDispute({ theftReportId, reason }: { theftReportId: string; reason: string }): Promise<Reward | null> {
  const body = await apiClient.call('POST /api/thefts/:id/disputes', { params: { id: theftReportId }, body: { reason }, timeoutMs: requestTimeouts.tagsBikes });
  return body.reward;
}

/** Raises a dispute about a bike's recovery; its reward panel then shows the open dispute. */
export function useRaiseDisputeMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseDispute,
    onSuccess: (reward) => {
      if (reward) queryClient.setQueryData<Reward | null>(rewardKeys.reward(bikeId), reward);
      void queryClient.invalidateQueries({ queryKey: rewardKeys.reward(bikeId) });
    },
  });
}
