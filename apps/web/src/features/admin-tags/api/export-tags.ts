import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { filterParams, type InventoryQuery } from './keys';

/**
 * `GET /api/admin/tags/export.csv` with the admin's token (a plain link would
 * not carry it), then saved through a Blob.
 */
export async function exportTags(filters: Omit<InventoryQuery, 'page'>): Promise<void> {
  const csv = await apiClient.download('GET /api/admin/tags/export.csv', { query: filterParams(filters) });
  saveFile(csv, `ritrova-tags-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportTagsMutation() {
  return useMutation({ mutationFn: exportTags });
}
