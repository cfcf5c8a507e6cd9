import type { AdminTag, TagStatusChange } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `PUT /api/admin/tags/{id}/status`: lost, retired, or back in the inventory. */
export async function changeTagStatus({ tagId, status }: { tagId: string; status: TagStatusChange['status'] }): Promise<AdminTag> {
  return (await apiClient.call('PUT /api/admin/tags/:id/status', { params: { id: tagId }, body: { status } })).tag;
}

export function useChangeTagStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTagStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminTagKeys.all() }),
  });
}
