import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createDebugSender, type DebugSenderDeps } from './debug-sender';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(handler: (url: string, init: RequestInit) => Promise<Response> | Response, overrides: Partial<DebugSenderDeps> = {}) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => handler(String(url), init ?? {}));
  let clock = 1000;
  const refresh = vi.fn(async () => 'fresh-token');
  const send = createDebugSender({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => 'admin-token',
    refresh,
    now: () => {
      clock += 21.6;
      return clock;
    },
    timeoutMs: 15_000,
    ...overrides,
  });
  return { send, fetchMock, refresh };
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('the debugger transport', () => {
  it("sends the admin's token and answers status, time and the raw body", async () => {
    const { send, fetchMock } = setup(() => json(200, { status: 'ok' }));
    const answer = await send({ method: 'GET', path: '/api/health', body: undefined });
    expect(answer).toEqual({ status: 200, statusText: '', durationMs: 22, contentType: 'application/json', text: '{"status":"ok"}' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headersOf(init).Authorization).toBe('Bearer admin-token');
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { send, fetchMock } = setup(() => json(201, { success: true }));
    await send({ method: 'POST', path: '/api/admin/tags', body: { uids: ['04A1B2C3D4E5F6'] } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('{"uids":["04A1B2C3D4E5F6"]}');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('hands back error answers instead of throwing', async () => {
    const { send } = setup(() => json(403, { success: false, error: 'FORBIDDEN' }));
    const answer = await send({ method: 'DELETE', path: '/api/bikes/1', body: undefined });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: 'FORBIDDEN' });
  });

  it('after a 401 refreshes the session once and shows the retried answer', async () => {
    const { send, fetchMock, refresh } = setup((_url, init) =>
      headersOf(init).Authorization === 'Bearer fresh-token' ? json(200, { success: true }) : json(401, { error: 'TOKEN_EXPIRED' }),
    );
    const answer = await send({ method: 'GET', path: '/api/auth/test', body: undefined });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('admin-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(answer.status).toBe(200);
  });

  it('shows the 401 when the session cannot be refreshed, and never refreshes after a sign-in call', async () => {
    const ended = setup(() => json(401, { error: 'UNAUTHORIZED' }), { refresh: vi.fn(async () => null) });
    expect((await ended.send({ method: 'GET', path: '/api/admin/users', body: undefined })).status).toBe(401);
    expect(ended.fetchMock).toHaveBeenCalledTimes(1);

    const login = setup(() => json(401, { error: 'INVALID_CREDENTIALS' }));
    expect((await login.send({ method: 'POST', path: '/api/auth/login', body: { email: 'a@b.it', password: 'x' } })).status).toBe(401);
    expect(login.refresh).not.toHaveBeenCalled();
  });

  it('turns a failed connection into NETWORK_ERROR and a silent server into TIMEOUT', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.send({ method: 'GET', path: '/api/health', body: undefined })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    const silent = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 10 },
    );
    const failure = await silent.send({ method: 'GET', path: '/api/health', body: undefined }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'TIMEOUT' });
  });
});
