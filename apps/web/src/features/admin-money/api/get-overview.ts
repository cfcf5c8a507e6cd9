import type { AdminOverview } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

/** `GET /api/admin/overview` (admins): figures computed by the server now. */
export async function getOverview(): Promise<AdminOverview> {
  return (await apiClient.call('GET /api/admin/overview')).overview;
}

export function useOverviewQuery() {
  return useQuery({ queryKey: adminMoneyKeys.overview(), queryFn: getOverview });
}
