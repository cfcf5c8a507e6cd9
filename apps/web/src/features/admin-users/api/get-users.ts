import type { AdminUserList, AdminUserListQuery } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys, searchOf } from './keys';

/** `GET /api/admin/users` (admins): newest first, searched by name, surname or e-mail. */
export function getUsers(query: AdminUserListQuery): Promise<AdminUserList> {
  return apiClient.call('GET /api/admin/users', { query: searchOf(query) });
}

/** Keeps the last page on screen while the next search loads. */
export function useUsersQuery(query: AdminUserListQuery) {
  return useQuery({ queryKey: adminUserKeys.list(query), queryFn: () => getUsers(query), placeholderData: keepPreviousData });
}
