import type { AdminTheftDetail } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

/** `GET /api/admin/thefts/{id}` (admins): sightings, hunts, payout and dispute of one report. */
export async function getTheft(id: string): Promise<AdminTheftDetail> {
  return (await apiClient.call('GET /api/admin/thefts/:id', { params: { id } })).theft;
}

export function useTheftQuery(id: string | null) {
  return useQuery({ queryKey: adminMoneyKeys.theft(id ?? ''), queryFn: () => getTheft(id ?? ''), enabled: id !== null });
}
