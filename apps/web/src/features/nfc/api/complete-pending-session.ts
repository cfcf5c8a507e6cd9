import type { ApiAnswer } from '@ritrova/shared/api';
import { apiClient, requestTimeouts } from '@/lib/api-client';

export interface CompletedSession {
  tagUid: string;
  tagData: ApiAnswer<'POST /api/tags/complete-pending-session'>['tagData'];
  metadata: { createdAt: string; expiresAt: string };
}

/**
 * `POST /api/tags/complete-pending-session`: the tag scanned before signing in.
 * Single use; an expired, unknown or used session is 404 PENDING_SESSION_NOT_FOUND.
 */
export async function completePendingSession(sessionId: string): Promise<CompletedSession> {
  const body = await apiClient.call('POST /api/tags/complete-pending-session', { body: { sessionId }, timeoutMs: requestTimeouts.tagsBikes });
  return { tagUid: body.tagUid, tagData: body.tagData, metadata: body.metadata };
}
