import type { Payment } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';
import { rewardKeys } from './keys';

/** `POST /api/payments/{id}/confirm`: the test-mode checkout pays; the reward becomes funded (held in escrow). */
export async function confirmPayment(paymentId: string): Promise<Payment> {
  const body = await apiClient.call('POST /api/payments/:id/confirm', { params: { id: paymentId }, body: {} });
  return body.payment;
}

/** Pays; the bike's page (reward included) and the dashboard reload. */
export function useConfirmPaymentMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(rewardKeys.payment(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bike(payment.bikeId) });
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
