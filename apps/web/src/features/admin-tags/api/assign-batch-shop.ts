import type { TagBatch } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `PUT /api/admin/tags/batches/{batch}/shop`: the batch's tags go to a shop (or to none). */
export async function assignBatchShop({ batch, shopId }: { batch: string; shopId: string | null }): Promise<TagBatch> {
  return (await apiClient.call('PUT /api/admin/tags/batches/:batch/shop', { params: { batch }, body: { shopId } })).batch;
}

export function useAssignBatchShopMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBatchShop,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminTagKeys.all() }),
  });
}
