import { normalizeTagUid, type VerificationResponse } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { clearPendingTagSession } from '@/lib/pending-tag-session';
import { verifyTagFromThisDevice } from '@/lib/tags/verify-tag';
import { completePendingSession } from './complete-pending-session';

export type ResolvePhase = 'session' | 'verify';

export interface ResolvedTag {
  tagUid: string;
  verification: VerificationResponse;
  /** The pending session had expired or was unknown: the tag was verified from the URL instead. */
  sessionExpired: boolean;
}

/** The page was opened with neither a usable session nor a tag UID. */
export class NoTagError extends Error {
  constructor() {
    super('No tag UID');
    this.name = 'NoTagError';
  }
}

/**
 * Which tag the association page is about (spec §2, §4): the pending session if
 * one is given (single use; the cookies are cleared whatever happens), falling
 * back on a 404 to the `tagUid` of the URL; then the tag is verified.
 */
export async function resolveTag(input: { sessionId: string | null; tagUid: string | null }, onPhase: (phase: ResolvePhase) => void): Promise<ResolvedTag> {
  let tagUid = input.tagUid ? normalizeTagUid(input.tagUid) : '';
  let sessionExpired = false;
  if (input.sessionId) {
    onPhase('session');
    try {
      const session = await completePendingSession(input.sessionId);
      tagUid = normalizeTagUid(session.tagUid);
    } catch (err) {
      if (!(isApiError(err) && err.status === 404)) throw err;
      sessionExpired = true;
    } finally {
      clearPendingTagSession();
    }
  }
  if (!tagUid) throw new NoTagError();
  onPhase('verify');
  return { tagUid, verification: await verifyTagFromThisDevice(tagUid), sessionExpired };
}

/** Resolves once per visit: a completed session cannot be completed again. */
export function useResolvedTagQuery(input: { sessionId: string | null; tagUid: string | null }, onPhase: (phase: ResolvePhase) => void) {
  return useQuery({
    queryKey: ['tag-association', input.sessionId, input.tagUid],
    queryFn: () => resolveTag(input, onPhase),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
