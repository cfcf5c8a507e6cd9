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

type Doc = {
  getElementById(id: string): { textContent: string | null } | null;
  /** Adds the modulepreload hints of the page's modules and texts to the document. */
  preload(hrefs: string[]): void;
};
type Store = { getItem(key: string): string | null };

/** What the server wrote in the block: the page's first API paths and the page's modules and texts. */
interface Block {
  data?: unknown;
  preload?: unknown;
}

const strings = (value: unknown, prefix: string): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.startsWith(prefix)) : [];

/**
 * Asks for the API paths the document names, with the stored session — GETs only, of our own API (`/api/…`) —
 * then for the page's modules and texts (modulepreload hints), in that order: the answers are small and the
 * page shows nothing without them, so they are not queued behind the scripts on a phone's few connections.
 * No answers without a session; nothing at all without a readable block. A failure is left for the page's own
 * request to meet.
 */
export function startEarly(doc: Doc, storage: Store, fetchImpl: typeof fetch): EarlyAnswers | undefined {
  let block: Block | null;
  try {
    block = JSON.parse(doc.getElementById(earlyBlockId)?.textContent ?? 'null') as Block | null;
  } catch {
    return undefined;
  }
  if (!block) return undefined;
  let token: string | null = null;
  try {
    token = storage.getItem(earlyTokenKey);
  } catch {
    // Blocked storage: nobody is signed in on this page.
  }
  let started: EarlyAnswers | undefined;
  if (token) {
    const answers: EarlyAnswers['answers'] = {};
    for (const path of strings(block.data, '/api/')) {
      answers[path] = fetchImpl(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'same-origin' }).catch(
        () => null,
      );
    }
    started = { token, answers };
  }
  doc.preload(strings(block.preload, '/assets/'));
  return started;
}
