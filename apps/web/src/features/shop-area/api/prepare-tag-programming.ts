import type { TagProgramming } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

/** `POST /api/shop/tags/program/prepare` (role shop): holds the UID the phone read and answers the URL to write. */
export async function prepareTagProgramming(uid: string): Promise<TagProgramming> {
  return (await apiClient.call('POST /api/shop/tags/program/prepare', { body: { uid } })).programming;
}
