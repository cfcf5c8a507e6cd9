import type { AdminDisputeResolve } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

/** `POST /api/admin/disputes/{id}/resolve`: to the Hunter, to the owner, or split. */
export async function resolveDispute({ disputeId, ...body }: AdminDisputeResolve & { disputeId: string }): Promise<void> {
  await apiClient.call('POST /api/admin/disputes/:id/resolve', { params: { id: disputeId }, body });
}

/** Decides the dispute; thefts, overview and ledger reload (money moved). */
export function useResolveDisputeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminMoneyKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}
