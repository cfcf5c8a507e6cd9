import type { TagProgramming } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

/** `POST /api/shop/tags/program/confirm` (role shop): the read-back matched; the tag joins the shop's inventory. */
export async function confirmTagProgramming(uid: string, readBackUrl: string): Promise<TagProgramming> {
  return (await apiClient.call('POST /api/shop/tags/program/confirm', { body: { uid, readBackUrl } })).programming;
}
