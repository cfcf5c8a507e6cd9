import type { Bike } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

export interface TransferAnswer {
  transferId: string;
  /** The token of the mailed link; without it the recipient must have verified the address. */
  token?: string | null;
}

/** `POST /api/transfers/{id}/accept`: the bike becomes the caller's. */
export async function acceptTransfer({ transferId, token }: TransferAnswer): Promise<Bike> {
  const body = await apiClient.call('POST /api/transfers/:transferId/accept', {
    params: { transferId },
    body: token ? { token } : {},
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.bike;
}

/** Accepts; the bike joins the dashboard list and its page opens without another load. */
export function useAcceptTransferMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: acceptTransfer,
    onSuccess: (bike) => {
      queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
