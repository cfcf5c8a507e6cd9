import type { ShopSaleResult, ShopTag } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopAreaKeys } from './keys';

/** `POST /api/shop/tags/{id}/activate`: the tag is sold to the customer's address (theirs at once, or invited by mail). */
export async function activateTag({ tagId, customerEmail }: { tagId: string; customerEmail: string }): Promise<ShopSaleResult> {
  return apiClient.call('POST /api/shop/tags/:id/activate', { params: { id: tagId }, body: { customerEmail } });
}

/** Records the sale; the row shows it at once. */
export function useActivateTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTag,
    onSuccess: ({ tag }) => {
      queryClient.setQueryData<ShopTag[]>(shopAreaKeys.tags(), (tags) => tags?.map((t) => (t.id === tag.id ? tag : t)));
    },
  });
}
