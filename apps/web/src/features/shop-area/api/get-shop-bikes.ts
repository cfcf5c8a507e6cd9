import type { ShopBike } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopAreaKeys } from './keys';

/** `GET /api/shop/bikes` (role shop): the customers' bikes whose owners let the shop add maintenance records. */
export async function getShopBikes(): Promise<ShopBike[]> {
  return (await apiClient.call('GET /api/shop/bikes')).bikes;
}

export function useShopBikesQuery() {
  return useQuery({ queryKey: shopAreaKeys.bikes(), queryFn: getShopBikes });
}
