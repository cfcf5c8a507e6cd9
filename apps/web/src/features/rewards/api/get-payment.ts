import type { Payment } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { rewardKeys } from './keys';

/** `GET /api/payments/{id}`: one attempt to pay a reward, for its owner only (404 for anyone else). */
export async function getPayment(paymentId: string): Promise<Payment> {
  const body = await apiClient.call('GET /api/payments/:id', { params: { id: paymentId } });
  return body.payment;
}

export function usePaymentQuery(paymentId: string) {
  return useQuery({ queryKey: rewardKeys.payment(paymentId), queryFn: () => getPayment(paymentId) });
}
