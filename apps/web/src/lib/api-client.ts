import { type AuthResponse, timings } from '@ritrova/shared';
import type { ApiAnswer, ApiEndpoint } from '@ritrova/shared/api';
import { type ApiDownloadEndpoint, apiDownloads } from '@ritrova/shared/api/downloads';
import type { EarlyAnswers } from '../early-start';
import { ApiError, clientError, toApiError } from './api-error';
import { type SessionStore, sessionStore } from './auth/session-store';
import { connection as browserConnection } from './offline/connection';
import { FROM_CACHE_HEADER } from './offline/offline-rules';

/** Spec §7: auth and general calls wait 15 s, tag and bike calls 10 s. */
export const requestTimeouts = {
  general: timings.apiTimeoutMs,
  tagsBikes: timings.tagsBikesTimeoutMs,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Milliseconds before the call fails with TIMEOUT; see `requestTimeouts`. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send cookies (the refresh token is an httpOnly cookie scoped to /api/auth). */
  withCredentials?: boolean;
  /** Whether a 401 may trigger one refresh and retry (never for sign-in itself). */
  retryOnUnauthorized?: boolean;
  /** Whether a failed refresh sends the user to /login; the start-up check handles it itself. */
  redirectOnSessionEnd?: boolean;
}

/** The parameter names of a Fastify path: `'/api/bikes/:id/photos/:photoId'` → `'id' | 'photoId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<E extends string> = E extends `${string} ${infer Path}` ? Path : never;
type MethodOf<E extends string> = E extends `${infer Method extends HttpMethod} ${string}` ? Method : never;

/** How `call` reaches an endpoint: its path's parameters (each encoded), a query string, the body and the usual options. */
export type CallOptions<E extends ApiEndpoint | ApiDownloadEndpoint> = Omit<RequestOptions, 'method'> & {
  /** Appended after a `?` when not empty; already encoded (a `URLSearchParams` is). */
  query?: string | URLSearchParams;
} & ([ParamNames<PathOf<E>>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<PathOf<E>>, string> });

/** The URL `call` asks: `'GET /api/bikes/:id'` with `{ id: 'a/b' }` → `/api/bikes/a%2Fb`. */
export function endpointUrl(endpoint: string, params: Record<string, string> = {}, query: string | URLSearchParams = ''): string {
  const path = endpoint.slice(endpoint.indexOf(' ') + 1).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointUrl: ${endpoint} needs ${name}`);
    return encodeURIComponent(value);
  });
  const search = String(query);
  return search === '' ? path : `${path}?${search}`;
}

/** Paths whose 401 means "wrong credentials", not "session expired". */
const noRefreshPaths = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout'];

type SessionEndHandler = () => void;

function defaultSessionEnd() {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(here.startsWith('/login') ? '/login' : `/login?redirectUrl=${encodeURIComponent(here)}`);
}

/** Runs `task` while holding a lock shared by every tab of the site (where the browser has one). */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('ritrova-session-refresh', task) : task();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** An answer the early script asked for, read as `send` reads one; null (the page asks itself) if it fails or is late. */
function adoptEarly(started: Promise<Response | null>, timeoutMs: number): Promise<{ response: Response; body: unknown } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const read = started.then(async (response) => (response ? { response, body: await readBody(response) } : null)).catch(() => null);
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/**
 * Builds the client that every feature calls. It adds the bearer token, times
 * calls out, and on a 401 refreshes the session once (one refresh shared by all
 * calls that failed together) and retries once. It tells `connection` whether the network
 * answered (decision 064: an answer from the service worker's copy is offline too).
 */
export function createApiClient(
  store: SessionStore,
  fetchImpl: () => typeof fetch = () => fetch,
  {
    connection = browserConnection,
    startedEarly = () => (typeof window === 'undefined' ? undefined : window.__ritrovaEarly),
  }: {
    /** Told when a call finds no network or an offline copy, and when the server answers again (decision 064). */
    connection?: Pick<typeof browserConnection, 'reportOffline' | 'reportOnline'>;
    /** The answers the page's early script asked for before the app arrived (decision 060). */
    startedEarly?: () => EarlyAnswers | undefined;
  } = {},
) {
  let refreshing: Promise<string | null> | null = null;
  let onSessionEnd: SessionEndHandler = defaultSessionEnd;

  async function send(
    path: string,
    options: RequestOptions,
    token: string | null,
    read: (response: Response) => Promise<unknown> = readBody,
  ): Promise<{ response: Response; body: unknown }> {
    const timeoutMs = options.timeoutMs ?? requestTimeouts.general;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetchImpl()(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: options.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
      if (response.headers.get(FROM_CACHE_HEADER)) connection.reportOffline();
      else connection.reportOnline();
      return { response, body: await read(response) };
    } catch (err) {
      if (timedOut) throw clientError('TIMEOUT', `No answer within ${timeoutMs / 1000} s`);
      if (options.signal?.aborted) throw err;
      connection.reportOffline();
      throw clientError('NETWORK_ERROR', err instanceof Error ? err.message : 'Network error');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * Exchanges the refresh cookie for a new access token; null when the session is
   * over. `staleToken` is the token that was refused: if another tab has already
   * refreshed (the server would take a second use of the same refresh token for
   * theft and end the session), its newer token is used instead.
   */
  function refreshSession(staleToken: string | null = store.getToken()): Promise<string | null> {
    refreshing ??= acrossTabs(async () => {
      store.reload();
      const latest = store.getToken();
      if (latest && latest !== staleToken) return latest;
      try {
        const { response, body } = await send('/api/auth/refresh', { method: 'POST', withCredentials: true }, null);
        const session = body as Partial<AuthResponse> | undefined;
        if (!response.ok || !session?.token || !session.user) return null;
        store.set({ token: session.token, user: session.user });
        return session.token;
      } catch {
        return null;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function endSession(redirect: boolean) {
    store.clear();
    if (redirect) onSessionEnd();
  }

  /**
   * GETs started at navigation, before the page's code has arrived (decision 057): the page's first
   * `get` of the same path takes the answer instead of asking again. Each is taken once, and a new
   * navigation drops those its page does not ask for, and any write drops them all, so no answer is
   * ever older than the navigation or than the page's last change.
   */
  const early = new Map<string, { token: string | null; answer: Promise<{ response: Response; body: unknown } | null> }>();

  function prefetch(paths: readonly string[]): void {
    const token = store.getToken();
    const fromDocument = startedEarly();
    for (const path of early.keys()) if (!paths.includes(path)) early.delete(path);
    for (const path of paths) {
      if (early.get(path)?.token === token) continue;
      // Asked for already by the document's early script (decision 060), with this session: taken once.
      const started = fromDocument && fromDocument.token === token ? fromDocument.answers[path] : undefined;
      if (started) delete fromDocument?.answers[path];
      // A failure here is the page's own request's to report: it asks again.
      const answer = started
        ? adoptEarly(started, requestTimeouts.tagsBikes)
        : send(path, { method: 'GET', timeoutMs: requestTimeouts.tagsBikes }, token).catch(() => null);
      early.set(path, { token, answer });
    }
  }

  /**
   * The answers a page the server rendered for its signed-in owner came with (issue #27 item 6): the page's first
   * `get` of each path takes it, as an early answer, instead of asking again.
   */
  function adopt(answers: Readonly<Record<string, unknown>>): void {
    const token = store.getToken();
    for (const [path, body] of Object.entries(answers))
      early.set(path, { token, answer: Promise.resolve({ response: new Response(null, { status: 200 }), body }) });
  }

  /** Drops the early answers no page has taken: asked for later, a path is asked of the server (see `adopt`'s caller). */
  function forgetEarly(): void {
    early.clear();
  }

  async function takeEarly(path: string, options: RequestOptions, token: string | null) {
    const started = (options.method ?? 'GET') === 'GET' ? early.get(path) : undefined;
    if (!started || started.token !== token) return null;
    early.delete(path);
    return started.answer;
  }

  /** Asks `path` (an early answer first, for a GET), refreshing the session once on a 401; the successful body as `read` reads it. */
  async function exchange(path: string, options: RequestOptions, read?: (response: Response) => Promise<unknown>): Promise<unknown> {
    // A write may change any answer asked for before it: those are dropped, the page asks again.
    if ((options.method ?? 'GET') !== 'GET') early.clear();
    // A session being restored from the refresh cookie (a page rendered for its owner): its token, not a refusal.
    if (store.getToken() === null && refreshing && !noRefreshPaths.includes(path.split('?')[0] ?? path)) await refreshing;
    const sentToken = store.getToken();
    // An early answer was read as JSON or text: a download (read its own way) always asks.
    const { response, body } = (read ? null : await takeEarly(path, options, sentToken)) ?? (await send(path, options, sentToken, read));
    if (response.ok) return body;

    const mayRefresh = options.retryOnUnauthorized !== false && !noRefreshPaths.includes(path.split('?')[0] ?? path);
    if (response.status === 401 && mayRefresh) {
      const token = await refreshSession(sentToken);
      if (token) {
        const retry = await send(path, options, token, read);
        if (retry.response.ok) return retry.body;
        if (retry.response.status !== 401) throw toApiError(retry.response.status, retry.body);
      }
      endSession(options.redirectOnSessionEnd !== false);
    }
    throw toApiError(response.status, body);
  }

  // NOTE: the one place the body of a route becomes its type: `call` passes the type its endpoint's schema gives.
  const request = <T>(path: string, options: RequestOptions = {}): Promise<T> => exchange(path, options) as Promise<T>;

  /**
   * Calls a route by its method and path (`'GET /api/bikes/:id'`) and answers with the body its response
   * schema describes (packages/shared/src/api, decision 070). The body is not parsed again here: the route's
   * serializer has encoded it through that very schema, and zod stays out of the pages' first load.
   */
  function call<E extends ApiEndpoint>(
    endpoint: E,
    ...[options]: [ParamNames<PathOf<E>>] extends [never] ? [CallOptions<E>?] : [CallOptions<E>]
  ): Promise<ApiAnswer<E>> {
    const { params, query, ...rest } = (options ?? {}) as CallOptions<E> & { params?: Record<string, string> };
    const method = endpoint.slice(0, endpoint.indexOf(' ')) as MethodOf<E>;
    return request<ApiAnswer<E>>(endpointUrl(endpoint, params, query), { ...rest, method });
  }

  /**
   * Downloads the file a route sends (`'GET /api/admin/tags/export.csv'`, packages/shared/src/api/downloads.ts):
   * a Blob, when the answer comes as the content type the endpoint names (anything else, a proxy's page say, is
   * INVALID_RESPONSE); a refusal is the API's JSON error answer, an ApiError as from `call`.
   */
  async function download<E extends ApiDownloadEndpoint>(
    endpoint: E,
    ...[options]: [ParamNames<PathOf<E>>] extends [never] ? [CallOptions<E>?] : [CallOptions<E>]
  ): Promise<Blob> {
    const { params, query, ...rest } = (options ?? {}) as CallOptions<E> & { params?: Record<string, string> };
    const type = apiDownloads[endpoint];
    const read = async (response: Response): Promise<unknown> => {
      if (!response.ok) return readBody(response);
      const sent = response.headers.get('content-type') ?? '';
      return sent.split(';')[0]?.trim().toLowerCase() === type ? { file: await response.blob() } : { sent, status: response.status };
    };
    const answer = (await exchange(endpointUrl(endpoint, params, query), { ...rest, method: 'GET' }, read)) as
      | { file: Blob }
      | { sent: string; status: number };
    if ('file' in answer) return answer.file;
    throw clientError('INVALID_RESPONSE', `Expected ${type}, the answer was ${answer.sent || 'of no content type'}`, answer.status);
  }

  return {
    request,
    call,
    download,
    refreshSession,
    prefetch,
    adopt,
    forgetEarly,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE', body }),
    /** The auth provider routes the user to /login itself, keeping the page they were on. */
    onSessionEnd(handler: SessionEndHandler) {
      onSessionEnd = handler;
      return () => {
        if (onSessionEnd === handler) onSessionEnd = defaultSessionEnd;
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient = createApiClient(sessionStore);

export { ApiError };
