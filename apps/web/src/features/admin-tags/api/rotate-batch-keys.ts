import type { TagBatch } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `POST /api/admin/tags/batches/{batch}/rotate-keys`: the secure batch moves to a new key version. */
export async function rotateBatchKeys(batch: string): Promise<TagBatch> {
  return (await apiClient.call('POST /api/admin/tags/batches/:batch/rotate-keys', { params: { batch } })).batch;
}

/** Rotates the keys; the batches and the batch's programming data reload with the new version. */
export function useRotateBatchKeysMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateBatchKeys,
    onSuccess: (_batch, name) => {
      void queryClient.invalidateQueries({ queryKey: adminTagKeys.batches() });
      void queryClient.invalidateQueries({ queryKey: adminTagKeys.provisioning(name) });
    },
  });
}
