import type { Bike } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/transfers/{id}/cancel`: the sender takes a pending transfer back. */
export function cancelTransfer(transferId: string) {
  return apiClient.call('POST /api/transfers/:transferId/cancel', { params: { transferId }, timeoutMs: requestTimeouts.tagsBikes });
}

export function useCancelTransferMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) }),
    onSuccess: () => {
      queryClient.setQueryData<Bike>(queryKeys.bike(bikeId), (bike) => bike && { ...bike, pendingTransfer: null });
    },
  });
}
