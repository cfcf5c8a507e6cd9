import { type OwnTag, timings } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface MyTags {
  tags: OwnTag[];
  /** Spec §3: the group of the caller's tags that are not on a bike yet. */
  unassignedToBike: OwnTag[];
}

/** `GET /api/tags/my-tags`: every tag on the caller's account, and those not yet on a bike. */
export async function getMyTags(): Promise<MyTags> {
  return myTagsFrom(await apiClient.call('GET /api/tags/my-tags', { timeoutMs: requestTimeouts.tagsBikes }));
}

/** The answer of `GET /api/tags/my-tags` as the dashboard holds it. */
export function myTagsFrom(body: ApiAnswer<'GET /api/tags/my-tags'>): MyTags {
  const tags = body.tags ?? [];
  return { tags, unassignedToBike: body.unassignedToBike ?? tags.filter((tag) => tag.bikeId === null) };
}

/** Shown on the dashboard, so cached and refreshed with it (spec §9). */
export function useMyTagsQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.myTags(userId), queryFn: getMyTags, staleTime: timings.dashboardCacheMs });
}
