import { pendingSessionMinutes } from '@ritrova/shared';

/**
 * Spec §3/§4: a tag scanned before signing in is remembered for 5 minutes in two
 * cookies, `pendingTagSession` (the server session id) and `pendingTagUid`, so
 * the association can continue after login. Completing or failing clears both.
 */
const SESSION_COOKIE = 'pendingTagSession';
const UID_COOKIE = 'pendingTagUid';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, written once; the Cookie Store API is not in every browser Ritrova supports
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export interface PendingTagSession {
  sessionId: string;
  tagUid: string | null;
}

/** The pending session, if one was stored in the last 5 minutes. */
export function readPendingTagSession(): PendingTagSession | null {
  const sessionId = readCookie(SESSION_COOKIE);
  return sessionId ? { sessionId, tagUid: readCookie(UID_COOKIE) } : null;
}

/** Remembers a scanned tag's pending session for 5 minutes. */
export function storePendingTagSession(sessionId: string, tagUid: string): void {
  writeCookie(SESSION_COOKIE, sessionId, pendingSessionMinutes * 60);
  writeCookie(UID_COOKIE, tagUid, pendingSessionMinutes * 60);
}

/** Forgets the pending session (completed, failed or expired). */
export function clearPendingTagSession(): void {
  writeCookie(SESSION_COOKIE, '', 0);
  writeCookie(UID_COOKIE, '', 0);
}

/** Where to go while a session is pending (dashboard and bike detail redirect here). */
export function pendingAssociationPath(session: PendingTagSession): string {
  const params = new URLSearchParams({ sessionId: session.sessionId, ...(session.tagUid && { tagUid: session.tagUid }) });
  return `/tag-association?${params}`;
}
