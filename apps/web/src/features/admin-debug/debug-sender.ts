import type { HttpMethod } from '@/lib/api-client';
import { clientError } from '@/lib/api-error';

export interface DebugRequest {
  method: HttpMethod;
  /** Already checked by `checkDebugPath`. */
  path: string;
  /** Parsed JSON, or undefined for no body. */
  body: unknown;
}

export interface DebugAnswer {
  status: number;
  statusText: string;
  /** Time of the request whose answer is shown, in whole milliseconds. */
  durationMs: number;
  contentType: string;
  /** The body as the server sent it. */
  text: string;
}

export interface DebugSenderDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  /** The app's session refresh: a fresh token, or null when the session is over. */
  refresh: (staleToken: string | null) => Promise<string | null>;
  now: () => number;
  timeoutMs: number;
}

/** Calls whose 401 means wrong credentials, not an expired token (as in the app's API client). */
const noRefreshPaths = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout'];

/**
 * The debugger's own transport: unlike the app's client it hands back every
 * answer as it came (status, headers, raw text), errors included. It sends the
 * admin's token, and after a 401 refreshes the session once and retries, as the
 * app does; a session that cannot be refreshed just shows the 401.
 */
export function createDebugSender(deps: DebugSenderDeps) {
  async function once(request: DebugRequest, token: string | null): Promise<DebugAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const started = deps.now();
    try {
      const response = await deps.fetch(request.path, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      const text = await response.text();
      return {
        status: response.status,
        statusText: response.statusText,
        durationMs: Math.round(deps.now() - started),
        contentType: response.headers.get('content-type') ?? '',
        text,
      };
    } catch (err) {
      if (timedOut) throw clientError('TIMEOUT', `No answer within ${deps.timeoutMs / 1000} s`);
      throw clientError('NETWORK_ERROR', err instanceof Error ? err.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }
  }

  return async function send(request: DebugRequest): Promise<DebugAnswer> {
    const token = deps.getToken();
    const answer = await once(request, token);
    const mayRefresh = token !== null && !noRefreshPaths.includes(request.path.split('?')[0] ?? request.path);
    if (answer.status !== 401 || !mayRefresh) return answer;
    const fresh = await deps.refresh(token);
    return fresh ? once(request, fresh) : answer;
  };
}
