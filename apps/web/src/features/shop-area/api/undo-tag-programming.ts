import { apiClient } from '@/lib/api-client';

/** `DELETE /api/shop/tags/program/{uid}` (role shop): a programmed tag, not locked, leaves the shop's inventory. */
export async function undoTagProgramming(uid: string): Promise<void> {
  await apiClient.call('DELETE /api/shop/tags/program/:uid', { params: { uid } });
}
