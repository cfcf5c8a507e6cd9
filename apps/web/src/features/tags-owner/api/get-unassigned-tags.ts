import type { OwnTag } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/tags?status=unassigned`: the caller's tags that are not on a bike. */
export async function getUnassignedTags(): Promise<OwnTag[]> {
  const body = await apiClient.call('GET /api/tags', { query: 'status=unassigned', timeoutMs: requestTimeouts.tagsBikes });
  return body.tags;
}

/** Loaded when the owner opens the list on a bike's page (`enabled`). */
export function useUnassignedTagsQuery(userId: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.unassignedTags(userId), queryFn: getUnassignedTags, enabled });
}
