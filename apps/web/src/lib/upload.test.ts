import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ token: 'old-token' as string | null, refreshed: 'new-token' as string | null }));

vi.mock('./auth/session-store', () => ({
  sessionStore: {
    getToken: () => session.token,
    clear: () => {
      session.token = null;
    },
  },
}));
vi.mock('./api-client', () => ({
  apiClient: {
    refreshSession: vi.fn(async () => {
      session.token = session.refreshed;
      return session.refreshed;
    }),
  },
}));

const { uploadForm } = await import('./upload');

type Reply = { status: number; body?: unknown } | 'network-error';

/** A stand-in for the browser's XMLHttpRequest that answers each request from a list. */
function fakeXhr(replies: Reply[]) {
  const sent: Array<{ headers: Record<string, string> }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    headers: Record<string, string> = {};
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push({ headers: this.headers });
      const reply = replies.shift();
      queueMicrotask(() => {
        if (!reply || reply === 'network-error') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onload?.();
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body ?? {});
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const expired = { status: 401, body: { success: false, error: 'TOKEN_EXPIRED', message: 'Session expired', i18nKey: 'errors.TOKEN_EXPIRED' } };

describe('uploadForm', () => {
  beforeEach(() => {
    session.token = 'old-token';
    session.refreshed = 'new-token';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and reports the bytes sent', async () => {
    const sent = fakeXhr([{ status: 201, body: { success: true, data: { photo: { id: 'p1' } } } }]);
    const progress: number[] = [];
    const onSent = vi.fn();
    await expect(uploadForm('/api/photos/b1/photo', new FormData(), { onProgress: (f) => progress.push(f), onSent })).resolves.toEqual({
      success: true,
      data: { photo: { id: 'p1' } },
    });
    expect(sent[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(progress).toEqual([0.5]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('refreshes the session once after a 401 and sends again', async () => {
    const sent = fakeXhr([expired, { status: 201, body: { success: true } }]);
    await expect(uploadForm('/api/photos/b1/photo', new FormData())).resolves.toEqual({ success: true });
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('ends the session when it cannot be refreshed', async () => {
    session.refreshed = null;
    fakeXhr([expired]);
    await expect(uploadForm('/api/photos/b1/photo', new FormData())).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(session.token).toBeNull();
  });

  it("turns the server's refusal into an ApiError with its key", async () => {
    fakeXhr([
      { status: 429, body: { success: false, error: 'RATE_LIMITED', message: 'Too many', i18nKey: 'photos.rate_limit_exceeded', retryAfterSeconds: 600 } },
    ]);
    await expect(uploadForm('/api/photos/b1/photo', new FormData())).rejects.toMatchObject({
      status: 429,
      i18nKey: 'photos.rate_limit_exceeded',
      retryAfterSeconds: 600,
    });
  });

  it('fails with NETWORK_ERROR when the connection drops', async () => {
    fakeXhr(['network-error']);
    await expect(uploadForm('/api/photos/b1/photo', new FormData())).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
