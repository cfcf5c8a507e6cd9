import type { ApiAnswer } from '@ritrova/shared/api';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** A shop account, as the admins' list of accounts gives it. */
export type ShopAccount = ApiAnswer<'GET /api/admin/users'>['users'][number];

/** `GET /api/admin/users?role=shop`: the shop accounts a batch can go to. */
export async function getShops(): Promise<ShopAccount[]> {
  return (await apiClient.call('GET /api/admin/users', { query: 'role=shop' })).users;
}

/** Loaded only while the assignment dialog is open. */
export function useShopsQuery(enabled: boolean) {
  return useQuery({ queryKey: adminTagKeys.shops(), queryFn: getShops, enabled });
}
