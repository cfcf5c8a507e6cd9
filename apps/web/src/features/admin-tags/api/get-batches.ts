import type { TagBatch } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `GET /api/admin/tags/batches`: every batch with its size and shop. */
export async function getBatches(): Promise<TagBatch[]> {
  return (await apiClient.call('GET /api/admin/tags/batches')).batches;
}

export function useBatchesQuery() {
  return useQuery({ queryKey: adminTagKeys.batches(), queryFn: getBatches });
}
