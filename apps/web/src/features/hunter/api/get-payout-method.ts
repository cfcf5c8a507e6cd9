import type { PayoutMethod } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/payout-method`: where rewards are paid (the IBAN masked), or null before one is given. */
export async function getPayoutMethod(): Promise<PayoutMethod | null> {
  const body = await apiClient.call('GET /api/hunter/payout-method');
  return body.payoutMethod;
}

export function usePayoutMethodQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.payoutMethod(userId), queryFn: getPayoutMethod });
}
