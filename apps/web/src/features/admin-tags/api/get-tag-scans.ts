import type { AdminTagScan } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `GET /api/admin/tags/{id}/scans`: the tag's scans, newest first. */
export async function getTagScans(tagId: string): Promise<AdminTagScan[]> {
  return (await apiClient.call('GET /api/admin/tags/:id/scans', { params: { id: tagId } })).scans;
}

/** Loaded when the scans dialog opens. */
export function useTagScansQuery(tagId: string, enabled: boolean) {
  return useQuery({ queryKey: adminTagKeys.scans(tagId), queryFn: () => getTagScans(tagId), enabled });
}
