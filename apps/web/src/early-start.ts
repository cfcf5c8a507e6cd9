/**
 * What the early script of an app page does (decision 060), apart from the document it runs in so that a
 * unit test can run it. Nothing is imported from the app: the script is a file of its own, a few hundred
 * bytes, that the browser runs as soon as it has it — long before the app's code — so its names are copies
 * (early-start.test.ts holds them to the app's).
 */

/** lib/auth/session-store `tokenStorageKey`. */
export const earlyTokenKey = 'authToken';
/** @ritrova/shared `appEarlyDataId`: the block in which the server names the page's first API paths. */
export const earlyBlockId = 'ritrova-early';

/** The answers asked for, by path, with the session they were asked with (the API client takes them once). */
export interface EarlyAnswers {
  token: string;
  answers: Record<string, Promise<Response | null>>;
}

declare global {
  interface Window {
    /** What early.ts asked for; the API client takes each answer once. */
    __ritrovaEarly?: EarlyAnswers;
  }
}

type Doc = { getElementById(id: string): { textContent: string | null } | null };
type Store = { getItem(key: string): string | null };

/**
 * Asks for the API paths the document names, with the stored session — GETs only, of our own API (`/api/…`).
 * Nothing without a session or a readable block; a failure is left for the page's own request to meet.
 */
export function startEarly(doc: Doc, storage: Store, fetchImpl: typeof fetch): EarlyAnswers | undefined {
  let token: string | null;
  let paths: unknown;
  try {
    token = storage.getItem(earlyTokenKey);
    if (!token) return undefined;
    paths = (JSON.parse(doc.getElementById(earlyBlockId)?.textContent ?? 'null') as { data?: unknown } | null)?.data;
  } catch {
    return undefined;
  }
  if (!Array.isArray(paths)) return undefined;
  const answers: EarlyAnswers['answers'] = {};
  for (const path of paths) {
    if (typeof path !== 'string' || !path.startsWith('/api/')) continue;
    answers[path] = fetchImpl(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'same-origin' }).catch(
      () => null,
    );
  }
  return { token, answers };
}
