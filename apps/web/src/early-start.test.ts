import { appEarlyDataId } from '@ritrova/shared';
import { describe, expect, it, vi } from 'vitest';
import { earlyBlockId, earlyTokenKey, startEarly } from './early-start';
import { tokenStorageKey } from './lib/auth/session-store';

/** The document as the early script reads it: the block the server wrote, and the stored session; what it asks for, in order. */
function setup(block: string | null, token: string | null) {
  const asked: string[] = [];
  const doc = {
    getElementById: (id: string) => (id === appEarlyDataId && block !== null ? { textContent: block } : null),
    preload: (hrefs: string[]) => void asked.push(...hrefs.map((href) => `preload ${href}`)),
  };
  const storage = { getItem: (key: string) => (key === tokenStorageKey ? token : null) };
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    asked.push(`GET ${url}`);
    return new Response('{}', { status: 200 });
  });
  return { doc, storage, fetchMock, asked };
}

describe('the early script of an app page (decision 060)', () => {
  it('asks for the API paths the document names, with the stored session, at once', async () => {
    const { doc, storage, fetchMock } = setup(JSON.stringify({ data: ['/api/bikes/b1', '/api/photos/b1/photos'] }), 'tok');
    const started = startEarly(doc, storage, fetchMock as unknown as typeof fetch);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/bikes/b1', '/api/photos/b1/photos']);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.method ?? 'GET').toBe('GET');
    expect(started?.token).toBe('tok');
    expect((await started?.answers['/api/bikes/b1'])?.status).toBe(200);
  });

  it("asks for the page's answers before its modules and texts", () => {
    const { doc, storage, fetchMock, asked } = setup(JSON.stringify({ data: ['/api/users/me'], preload: ['/assets/page-1.js', '/assets/texts-2.js'] }), 'tok');
    startEarly(doc, storage, fetchMock as unknown as typeof fetch);
    expect(asked).toEqual(['GET /api/users/me', 'preload /assets/page-1.js', 'preload /assets/texts-2.js']);
  });

  it('asks for no answer without a stored session (the modules still), and for nothing without the block', () => {
    const signedOut = setup(JSON.stringify({ data: ['/api/bikes/b1'], preload: ['/assets/login-1.js'] }), null);
    expect(startEarly(signedOut.doc, signedOut.storage, signedOut.fetchMock as unknown as typeof fetch)).toBeUndefined();
    expect(signedOut.asked).toEqual(['preload /assets/login-1.js']);
    const noBlock = setup(null, 'tok');
    expect(startEarly(noBlock.doc, noBlock.storage, noBlock.fetchMock as unknown as typeof fetch)).toBeUndefined();
    expect(noBlock.asked).toEqual([]);
  });

  it('asks only for paths of our API and files of our build, and survives a block it cannot read', () => {
    const other = setup(
      JSON.stringify({
        data: ['https://elsewhere.example/steal', '//elsewhere.example/x', '/api/users/me', 42],
        preload: ['https://cdn.example/x.js', '/assets/a.js'],
      }),
      'tok',
    );
    startEarly(other.doc, other.storage, other.fetchMock as unknown as typeof fetch);
    expect(other.asked).toEqual(['GET /api/users/me', 'preload /assets/a.js']);
    const broken = setup('{not json', 'tok');
    expect(startEarly(broken.doc, broken.storage, broken.fetchMock as unknown as typeof fetch)).toBeUndefined();
  });

  it('keeps its own copies of the app’s names in step with the app', () => {
    expect(earlyTokenKey).toBe(tokenStorageKey);
    expect(earlyBlockId).toBe(appEarlyDataId);
  });
});
