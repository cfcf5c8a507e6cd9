import type { ApiAnswer } from '@ritrova/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys, filterParams, type InventoryQuery } from './keys';

/** One page of the inventory: the tags and the pagination. */
export type InventoryPage = Pick<ApiAnswer<'GET /api/admin/tags'>, 'tags' | 'pagination'>;

/** `GET /api/admin/tags` with the filters: one page of the inventory, newest first. */
export async function getTags(query: InventoryQuery): Promise<InventoryPage> {
  const { tags, pagination } = await apiClient.call('GET /api/admin/tags', { query: filterParams(query) });
  return { tags, pagination };
}

/** The page stays on screen while the next filters load. */
export function useTagsQuery(query: InventoryQuery) {
  return useQuery({ queryKey: adminTagKeys.list(query), queryFn: () => getTags(query), placeholderData: keepPreviousData });
}
