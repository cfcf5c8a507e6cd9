import type { AdminAuditQuery, AdminUserListQuery } from '@ritrova/shared';

/** The admin users feature's query keys. */
export const adminUserKeys = {
  all: () => ['admin', 'users'] as const,
  list: (query: AdminUserListQuery) => ['admin', 'users', 'list', query] as const,
  detail: (userId: string) => ['admin', 'users', 'detail', userId] as const,
  audit: (query: AdminAuditQuery) => ['admin', 'audit', query] as const,
};

/** The query of the filters that have a value (empty when none). */
export function searchOf(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
