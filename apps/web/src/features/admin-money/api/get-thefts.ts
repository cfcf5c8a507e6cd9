import type { AdminTheft, AdminTheftsQuery } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys, searchOf } from './keys';

export interface TheftsPage {
  thefts: AdminTheft[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** `GET /api/admin/thefts` (admins): reports newest first, by status. */
export function getThefts(query: Partial<AdminTheftsQuery>): Promise<TheftsPage> {
  return apiClient.get<TheftsPage>(`/api/admin/thefts${searchOf(query)}`);
}

export function useTheftsQuery(query: Partial<AdminTheftsQuery>) {
  return useQuery({ queryKey: adminMoneyKeys.thefts(query), queryFn: () => getThefts(query), placeholderData: keepPreviousData });
}
