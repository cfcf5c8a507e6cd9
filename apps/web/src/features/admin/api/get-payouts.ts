import type { AdminPayout } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/payouts` (admins): pending first by due date, then paid. */
export async function getPayouts(): Promise<AdminPayout[]> {
  const body = await apiClient.call('GET /api/admin/payouts');
  return body.payouts;
}

export function usePayoutsQuery() {
  return useQuery({ queryKey: adminKeys.payouts(), queryFn: getPayouts });
}
