import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { filterParams, type InventoryQuery } from './keys';

/**
 * `GET /api/admin/tags/export.csv` with the admin's token (a plain link would
 * not carry it), then saved through a Blob.
 */
export async function exportTags(filters: Omit<InventoryQuery, 'page'>): Promise<void> {
  const csv = await apiClient.get<string>(`/api/admin/tags/export.csv?${filterParams(filters)}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `ritrova-tags-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next tick, after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportTagsMutation() {
  return useMutation({ mutationFn: exportTags });
}
