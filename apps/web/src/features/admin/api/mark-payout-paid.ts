import type { AdminPayout } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/payouts/{id}/paid` with the bank transfer's or PayPal's reference. */
export async function markPayoutPaid({ payoutId, reference }: { payoutId: string; reference: string }): Promise<AdminPayout> {
  const body = await apiClient.call('POST /api/admin/payouts/:id/paid', { params: { id: payoutId }, body: { reference } });
  return body.payout;
}

/** Records the payment; the row shows it at once, then the list reloads in the server's order. */
export function useMarkPayoutPaidMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    onSuccess: (payout) => {
      queryClient.setQueryData<AdminPayout[]>(adminKeys.payouts(), (payouts) => payouts?.map((p) => (p.id === payout.id ? payout : p)));
      void queryClient.invalidateQueries({ queryKey: adminKeys.payouts() });
    },
  });
}
