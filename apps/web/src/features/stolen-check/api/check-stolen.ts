import type { StolenCheck } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';

export type StolenCheckKind = 'serial' | 'uid';

export interface StolenCheckQuery {
  kind: StolenCheckKind;
  value: string;
}

/** The answer: reported stolen or not; the bike's facts and its public page only for a theft its owner published. */
export type StolenCheckResult = Omit<StolenCheck, 'success'>;

/** `GET /api/public/stolen?serial=…` or `?uid=…` (public): whether a bike is reported stolen on Ritrova. */
export async function checkStolen({ kind, value }: StolenCheckQuery): Promise<StolenCheckResult> {
  const body = await apiClient.call('GET /api/public/stolen', {
    query: new URLSearchParams({ [kind]: value }),
    timeoutMs: requestTimeouts.tagsBikes,
    redirectOnSessionEnd: false,
  });
  return { stolen: body.stolen, bike: body.bike, publicPage: body.publicPage };
}

/** The answer for the last search; null runs nothing. Each search asks again (a theft may be reported any minute). */
export function useStolenCheckQuery(query: StolenCheckQuery | null) {
  return useQuery({
    queryKey: ['stolen-check', query?.kind, query?.value],
    queryFn: () => checkStolen(query as StolenCheckQuery),
    enabled: query !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
