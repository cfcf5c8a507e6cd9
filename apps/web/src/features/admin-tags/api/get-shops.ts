import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

export interface ShopAccount {
  id: string;
  nome: string;
  cognome: string;
  email: string;
}

/** `GET /api/admin/users?role=shop`: the shop accounts a batch can go to. */
export async function getShops(): Promise<ShopAccount[]> {
  return (await apiClient.get<{ users: ShopAccount[] }>('/api/admin/users?role=shop')).users;
}

/** Loaded only while the assignment dialog is open. */
export function useShopsQuery(enabled: boolean) {
  return useQuery({ queryKey: adminTagKeys.shops(), queryFn: getShops, enabled });
}
