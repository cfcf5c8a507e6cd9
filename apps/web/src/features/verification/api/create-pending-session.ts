import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';

/**
 * `POST /api/tags/create-pending-session` (public): remembers for 5 minutes a tag
 * scanned by someone not signed in, so that pairing continues after sign-in. The
 * session id is also kept in the pendingTagSession cookies (spec §3).
 */
export async function createPendingSession(tagUid: string): Promise<string> {
  const body = await apiClient.call('POST /api/tags/create-pending-session', {
    body: { tagUid, tagData: { source: 'verification' } },
    timeoutMs: requestTimeouts.tagsBikes,
    redirectOnSessionEnd: false,
  });
  // Loaded here, not with the page: the cookie helper reads its lifetime from the shared
  // schemas module, which brings zod along.
  const { storePendingTagSession } = await import('@/lib/pending-tag-session');
  storePendingTagSession(body.sessionId, tagUid);
  return body.sessionId;
}

/** One pending session per page visit (a query, so a re-render never creates a second one). */
export function usePendingSessionQuery(tagUid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pending-tag-session', tagUid],
    queryFn: () => createPendingSession(tagUid),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
