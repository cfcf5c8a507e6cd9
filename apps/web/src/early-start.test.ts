import { appEarlyDataId } from '@ritrova/shared';
import { describe, expect, it, vi } from 'vitest';
import { earlyBlockId, earlyTokenKey, startEarly } from './early-start';
import { tokenStorageKey } from './lib/auth/session-store';

/** The document as the early script reads it: the block the server wrote, and the stored session. */
function setup(block: string | null, token: string | null) {
  const doc = { getElementById: (id: string) => (id === appEarlyDataId && block !== null ? { textContent: block } : null) };
  const storage = { getItem: (key: string) => (key === tokenStorageKey ? token : null) };
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
  return { doc, storage, fetchMock };
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

  it('asks for nothing without a stored session, or without the block', () => {
    const signedOut = setup(JSON.stringify({ data: ['/api/bikes/b1'] }), null);
    expect(startEarly(signedOut.doc, signedOut.storage, signedOut.fetchMock as unknown as typeof fetch)).toBeUndefined();
    expect(signedOut.fetchMock).not.toHaveBeenCalled();
    const noBlock = setup(null, 'tok');
    expect(startEarly(noBlock.doc, noBlock.storage, noBlock.fetchMock as unknown as typeof fetch)).toBeUndefined();
    expect(noBlock.fetchMock).not.toHaveBeenCalled();
  });

  it('asks only for paths of our API, and survives a block it cannot read', () => {
    const other = setup(JSON.stringify({ data: ['https://elsewhere.example/steal', '//elsewhere.example/x', '/api/users/me', 42] }), 'tok');
    startEarly(other.doc, other.storage, other.fetchMock as unknown as typeof fetch);
    expect(other.fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/users/me']);
    const broken = setup('{not json', 'tok');
    expect(startEarly(broken.doc, broken.storage, broken.fetchMock as unknown as typeof fetch)).toBeUndefined();
  });

  it('keeps its own copies of the app’s names in step with the app', () => {
    expect(earlyTokenKey).toBe(tokenStorageKey);
    expect(earlyBlockId).toBe(appEarlyDataId);
  });
});
