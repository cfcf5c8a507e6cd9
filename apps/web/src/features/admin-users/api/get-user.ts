import type { AdminUserDetail } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys } from './keys';

/** `GET /api/admin/users/{id}`: the account, its bikes, tags, scans and Hunter progress. */
export async function getUser(userId: string): Promise<AdminUserDetail> {
  return apiClient.call('GET /api/admin/users/:id', { params: { id: userId } });
}

export function useUserQuery(userId: string) {
  return useQuery({ queryKey: adminUserKeys.detail(userId), queryFn: () => getUser(userId) });
}
