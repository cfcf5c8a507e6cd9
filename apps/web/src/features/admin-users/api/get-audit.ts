import type { AdminAuditList, AdminAuditQuery } from '@ritrova/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys, searchOf } from './keys';

/** `GET /api/admin/audit` (admins): every admin change, newest first. */
export function getAudit(query: AdminAuditQuery): Promise<AdminAuditList> {
  return apiClient.call('GET /api/admin/audit', { query: searchOf(query) });
}

export function useAuditQuery(query: AdminAuditQuery) {
  return useQuery({ queryKey: adminUserKeys.audit(query), queryFn: () => getAudit(query), placeholderData: keepPreviousData });
}
