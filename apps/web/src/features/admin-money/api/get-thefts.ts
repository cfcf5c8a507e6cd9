import type { AdminTheftsQuery } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminMoneyKeys, searchOf } from './keys';

/** One page of theft reports and the pagination. */
export type TheftsPage = ApiAnswer<'GET /api/admin/thefts'>;

/** `GET /api/admin/thefts` (admins): reports newest first, by status. */
export function getThefts(query: Partial<AdminTheftsQuery>): Promise<TheftsPage> {
  return apiClient.call('GET /api/admin/thefts', { query: searchOf(query) });
}

export function useTheftsQuery(query: Partial<AdminTheftsQuery>) {
  return useQuery({ queryKey: adminMoneyKeys.thefts(query), queryFn: () => getThefts(query), placeholderData: keepPreviousData });
}
