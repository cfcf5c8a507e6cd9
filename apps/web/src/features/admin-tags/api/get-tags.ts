import type { AdminTag } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys, filterParams, type InventoryQuery } from './keys';

export interface InventoryPage {
  tags: AdminTag[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** `GET /api/admin/tags` with the filters: one page of the inventory, newest first. */
export async function getTags(query: InventoryQuery): Promise<InventoryPage> {
  const { tags, pagination } = await apiClient.get<{ success: true } & InventoryPage>(`/api/admin/tags?${filterParams(query)}`);
  return { tags, pagination };
}

/** The page stays on screen while the next filters load. */
export function useTagsQuery(query: InventoryQuery) {
  return useQuery({ queryKey: adminTagKeys.list(query), queryFn: () => getTags(query), placeholderData: keepPreviousData });
}
