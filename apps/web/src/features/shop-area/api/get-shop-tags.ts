import type { ShopTag } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopAreaKeys } from './keys';

/** `GET /api/shop/tags` (role shop): the tags assigned to the shop, with their sales. */
export async function getShopTags(): Promise<ShopTag[]> {
  return (await apiClient.call('GET /api/shop/tags')).tags;
}

export function useShopTagsQuery() {
  return useQuery({ queryKey: shopAreaKeys.tags(), queryFn: getShopTags });
}
