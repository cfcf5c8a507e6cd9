import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';
import type { TransferAnswer } from './accept-transfer';

/** `POST /api/transfers/{id}/decline`: the bike stays with its owner. */
export function declineTransfer({ transferId, token }: TransferAnswer) {
  return apiClient.call('POST /api/transfers/:transferId/decline', {
    params: { transferId },
    body: token ? { token } : {},
    timeoutMs: requestTimeouts.tagsBikes,
  });
}

export function useDeclineTransferMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: declineTransfer,
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.incomingTransfers(user.id) });
    },
  });
}
