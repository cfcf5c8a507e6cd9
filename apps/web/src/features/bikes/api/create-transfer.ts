import type { Bike } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PendingTransfer = NonNullable<Bike['pendingTransfer']>;

/** `POST /api/bikes/{id}/transfers`: mails the recipient a link to accept the bike. */
export async function createTransfer({ bikeId, email }: { bikeId: string; email: string }): Promise<PendingTransfer> {
  const body = await apiClient.call('POST /api/bikes/:id/transfers', { params: { id: bikeId }, body: { email }, timeoutMs: requestTimeouts.tagsBikes });
  return body.transfer;
}

/** Starts a transfer; the bike page shows it as pending straight away. */
export function useCreateTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: (transfer, { bikeId }) => {
      queryClient.setQueryData<Bike>(queryKeys.bike(bikeId), (bike) => bike && { ...bike, pendingTransfer: transfer });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
    },
  });
}
