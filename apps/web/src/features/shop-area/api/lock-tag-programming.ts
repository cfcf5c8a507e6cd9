import type { TagProgramming } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

/** `POST /api/shop/tags/program/lock` (role shop): the phone made the tag read-only. */
export async function lockTagProgramming(uid: string): Promise<TagProgramming> {
  return (await apiClient.call('POST /api/shop/tags/program/lock', { body: { uid } })).programming;
}
