import type { PublicUser } from '@ritrova/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { createSessionStore } from './auth/session-store';

const user = { id: 'u1', _id: 'u1', nome: 'Marco' } as PublicUser;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { success: false, error: 'TOKEN_EXPIRED', message: 'Session expired', i18nKey: 'errors.TOKEN_EXPIRED' });

function setup(handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const storage = memoryStorage();
  storage.setItem('authToken', 'old-token');
  storage.setItem('user', JSON.stringify(user));
  const store = createSessionStore(storage);
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => handler(String(url), init ?? {}));
  const client = createApiClient(store, () => fetchMock as unknown as typeof fetch);
  const sessionEnded = vi.fn();
  client.onSessionEnd(sessionEnded);
  return { storage, store, client, fetchMock, sessionEnded };
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client', () => {
  it('sends the stored bearer token and a JSON body', async () => {
    const { client, fetchMock } = setup(() => json(200, { success: true }));
    await client.put('/api/users/profile', { nome: 'Marco' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(bearer(init as RequestInit)).toBe('Bearer old-token');
    expect((init as RequestInit).body).toBe('{"nome":"Marco"}');
  });

  it("calls an endpoint by method and path: its parameters encoded into the path, the query after a '?', the body as JSON", async () => {
    const { client, fetchMock } = setup(() => json(200, { success: true, message: 'Transfer cancelled' }));
    const answer = await client.call('POST /api/transfers/:transferId/cancel', { params: { transferId: 'a/b c' }, body: { why: 'x' } });
    await client.call('GET /api/bikes/all', { query: 'limit=100' });
    await client.call('GET /api/bikes/my-bikes', { query: '' });
    expect(answer.message).toBe('Transfer cancelled');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${init?.body ?? ''}`.trim())).toEqual([
      'POST /api/transfers/a%2Fb%20c/cancel {"why":"x"}',
      'GET /api/bikes/all?limit=100',
      'GET /api/bikes/my-bikes',
    ]);
  });

  it('refreshes once and retries after a 401', async () => {
    const { client, store } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
      return bearer(init) === 'Bearer new-token' ? json(200, { ok: 1 }) : unauthorized();
    });
    await expect(client.get('/api/users/me')).resolves.toEqual({ ok: 1 });
    expect(store.getToken()).toBe('new-token');
  });

  it('refreshes and retries when the token is refused as UNAUTHORIZED (issued before tokens named their session)', async () => {
    const { client, store, sessionEnded } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
      if (bearer(init) === 'Bearer new-token') return json(200, { ok: 3 });
      return json(401, { success: false, error: 'UNAUTHORIZED', message: 'Unauthorized', i18nKey: 'errors.UNAUTHORIZED' });
    });
    await expect(client.get('/api/users/me')).resolves.toEqual({ ok: 3 });
    expect(store.getToken()).toBe('new-token');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('uses the token another tab has just refreshed instead of spending the refresh cookie again', async () => {
    const { client, fetchMock, storage } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'duplicate', user });
      if (bearer(init) === 'Bearer other-tab-token') return json(200, { ok: 2 });
      // Meanwhile the other tab refreshed and stored its new token.
      storage.setItem('authToken', 'other-tab-token');
      return unauthorized();
    });
    await expect(client.get('/api/users/me')).resolves.toEqual({ ok: 2 });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(0);
  });

  it('shares one refresh between calls that fail together', async () => {
    const { client, fetchMock } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
      return bearer(init) === 'Bearer new-token' ? json(200, {}) : unauthorized();
    });
    await Promise.all([client.get('/api/users/me'), client.get('/api/user/stats'), client.get('/api/users/me')]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session and ends it when the refresh fails', async () => {
    const { client, storage, sessionEnded } = setup((url) =>
      url === '/api/auth/refresh'
        ? json(401, { success: false, error: 'REFRESH_TOKEN_INVALID', message: 'x', i18nKey: 'errors.REFRESH_TOKEN_INVALID' })
        : unauthorized(),
    );
    await expect(client.get('/api/users/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(storage.map.has('authToken')).toBe(false);
    expect(storage.map.has('user')).toBe(false);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('never refreshes after a failed sign-in', async () => {
    const { client, fetchMock, sessionEnded } = setup(() =>
      json(401, { success: false, error: 'EMAIL_PASSWORD_INCORRECT', message: 'x', i18nKey: 'errors.EMAIL_PASSWORD_INCORRECT' }),
    );
    await expect(client.post('/api/auth/login', { email: 'a@b.it', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('reports a missing answer as NETWORK_ERROR', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', i18nKey: 'errors.NETWORK_ERROR' });
  });

  it('reports a slow answer as TIMEOUT', async () => {
    const { client } = setup(
      (_url, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(client.get('/api/bikes', { timeoutMs: 20 })).rejects.toMatchObject({ code: 'TIMEOUT', i18nKey: 'errors.TIMEOUT' });
  });

  describe('answers asked for at navigation (prefetch)', () => {
    it("the page's first get of a prefetched path takes that answer; the next get asks the server again", async () => {
      let served = 0;
      const { client, fetchMock } = setup(() => json(200, { served: ++served }));
      client.prefetch(['/api/bikes/b1']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ served: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ served: 2 });
    });

    it('a new navigation drops the answers its page does not ask for, and keeps (without asking twice) those it does', async () => {
      let served = 0;
      const { client, fetchMock } = setup(() => json(200, { served: ++served }));
      client.prefetch(['/api/bikes/b1', '/api/user/stats']);
      client.prefetch(['/api/user/stats']);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ served: 3 });
      await expect(client.get('/api/user/stats')).resolves.toEqual({ served: 2 });
    });

    it("an answer asked for with another person's token is not given to the next one", async () => {
      const { client, store } = setup((_url, init) => json(200, { token: bearer(init) }));
      client.prefetch(['/api/users/me']);
      store.set({ token: 'other-token', user });
      await expect(client.get('/api/users/me')).resolves.toEqual({ token: 'Bearer other-token' });
    });

    it('a write drops the answers asked for before it: a later get asks the server again', async () => {
      let served = 0;
      const { client } = setup((_url, init) => json(200, init?.method === 'POST' ? { ok: true } : { served: ++served }));
      client.prefetch(['/api/hunter/hunts']);
      await client.post('/api/hunts/h1/accept');
      await expect(client.get('/api/hunter/hunts')).resolves.toEqual({ served: 2 });
    });

    it('a prefetched 401 goes through the refresh and the retry like any answer', async () => {
      const { client, store } = setup((url, init) => {
        if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
        return bearer(init) === 'Bearer new-token' ? json(200, { ok: 1 }) : unauthorized();
      });
      client.prefetch(['/api/bikes/b1']);
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ ok: 1 });
      expect(store.getToken()).toBe('new-token');
    });
  });

  it('a call made while a session is restored from the refresh cookie waits for its token instead of going without', async () => {
    const { client, store, fetchMock } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
      return bearer(init) === 'Bearer new-token' ? json(200, { ok: 1 }) : unauthorized();
    });
    store.clear();
    const restoring = client.refreshSession(null);
    await expect(client.get('/api/notifications')).resolves.toEqual({ ok: 1 });
    await expect(restoring).resolves.toBe('new-token');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/refresh', '/api/notifications']);
  });

  describe('answers a page rendered for its owner came with (adopt, issue #27 item 6)', () => {
    it('are taken by the first get without asking; once forgotten (the app runs the page), a refresh asks the server', async () => {
      let served = 0;
      const { client, fetchMock } = setup(() => json(200, { served: ++served }));
      client.adopt({ '/api/users/me': { from: 'document' }, '/api/bikes/my-bikes': { from: 'document' } });
      client.prefetch(['/api/users/me', '/api/bikes/my-bikes']);
      await expect(client.get('/api/users/me')).resolves.toEqual({ from: 'document' });
      expect(fetchMock).not.toHaveBeenCalled();
      // The bikes went into the page's query cache instead: the document's copy must not answer its refresh.
      client.forgetEarly();
      await expect(client.get('/api/bikes/my-bikes')).resolves.toEqual({ served: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe("answers the document's early script asked for (decision 060)", () => {
    /** A client with answers started before it existed, as early.ts leaves them. */
    function withEarly(token: string, answers: Record<string, Promise<Response | null>>) {
      const storage = memoryStorage();
      storage.setItem('authToken', 'old-token');
      storage.setItem('user', JSON.stringify(user));
      const store = createSessionStore(storage);
      const fetchMock = vi.fn(async () => json(200, { asked: 'again' }));
      const started = { token, answers };
      const client = createApiClient(store, () => fetchMock as unknown as typeof fetch, { startedEarly: () => started });
      return { client, fetchMock, started };
    }

    it('are taken at the first prefetch of their path, once, without asking again', async () => {
      const { client, fetchMock, started } = withEarly('old-token', { '/api/bikes/b1': Promise.resolve(json(200, { early: true })) });
      client.prefetch(['/api/bikes/b1', '/api/photos/b1/photos']);
      // Only the path the early script did not ask for goes out now.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(started.answers).toEqual({});
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ early: true });
      await expect(client.get('/api/bikes/b1')).resolves.toEqual({ asked: 'again' });
    });

    it('asked with another session, or failed, are not used: the page asks itself', async () => {
      const other = withEarly('someone-else', { '/api/bikes/b1': Promise.resolve(json(200, { early: true })) });
      other.client.prefetch(['/api/bikes/b1']);
      await expect(other.client.get('/api/bikes/b1')).resolves.toEqual({ asked: 'again' });
      const failed = withEarly('old-token', { '/api/bikes/b1': Promise.resolve(null) });
      failed.client.prefetch(['/api/bikes/b1']);
      await expect(failed.client.get('/api/bikes/b1')).resolves.toEqual({ asked: 'again' });
    });
  });
});

describe('api client and the offline state (decision 064)', () => {
  it('says offline when a call finds no network or the service worker answers from its copy, and online with the next answer from the server', async () => {
    const store = createSessionStore(memoryStorage());
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('{"success":true}', { status: 200, headers: { 'content-type': 'application/json', 'x-ritrova-offline-copy': '1' } }),
      () => json(200, { success: true }),
    ];
    const fetchMock = vi.fn(async () => (answers.shift() ?? (() => json(200, {})))());
    const reported: string[] = [];
    const client = createApiClient(store, () => fetchMock as unknown as typeof fetch, {
      connection: { reportOffline: () => reported.push('offline'), reportOnline: () => reported.push('online') },
    });
    await expect(client.get('/api/bikes/my-bikes')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await client.get('/api/bikes/my-bikes');
    await client.get('/api/bikes/my-bikes');
    expect(reported).toEqual(['offline', 'offline', 'online']);
  });
});

describe('api client downloads (decision 070)', () => {
  const csv = (text: string, type = 'text/csv; charset=utf-8') => new Response(text, { status: 200, headers: { 'content-type': type } });

  it('hands back the file of an endpoint as a Blob, asked with the token at the URL its parameters and query build', async () => {
    const { client, fetchMock } = setup(() => csv('uid,page_4\n04A1B2C3D4E5F6,E1106D00\n'));
    const file = await client.download('GET /api/admin/tags/batches/:batch/provisioning.csv', { params: { batch: 'lotto 1' } });
    await client.download('GET /api/admin/tags/export.csv', { query: new URLSearchParams({ status: 'available' }) });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('uid,page_4\n04A1B2C3D4E5F6,E1106D00\n');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${bearer(init as RequestInit)}`)).toEqual([
      'GET /api/admin/tags/batches/lotto%201/provisioning.csv Bearer old-token',
      'GET /api/admin/tags/export.csv?status=available Bearer old-token',
    ]);
  });

  it('refuses a successful answer of another content type than the endpoint sends (a proxy page) as INVALID_RESPONSE', async () => {
    const { client } = setup(() => csv('<!doctype html><p>Portal</p>', 'text/html; charset=utf-8'));
    await expect(client.download('GET /api/admin/tags/export.csv')).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it("reads a refusal as the API's error answer", async () => {
    const { client } = setup(() => json(409, { success: false, error: 'TAG_NOT_PLAIN', message: 'Not a plain batch', i18nKey: 'errors.TAG_NOT_PLAIN' }));
    const refused = client.download('GET /api/shop/tag-batches/:batch/provisioning.csv', { params: { batch: 'b1' } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'TAG_NOT_PLAIN', i18nKey: 'errors.TAG_NOT_PLAIN' });
  });

  it('refreshes the session once after a 401 and hands back the file of the retry', async () => {
    const { client, store } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, token: 'new-token', user });
      return bearer(init) === 'Bearer new-token' ? csv('uid\n04A1\n') : unauthorized();
    });
    const file = await client.download('GET /api/admin/tags/export.csv');
    expect(await file.text()).toBe('uid\n04A1\n');
    expect(store.getToken()).toBe('new-token');
  });
});
