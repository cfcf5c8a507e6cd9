import type { PublicUser } from '@ritrova/shared';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store';

const user = { id: 'u1', _id: 'u1', nome: 'Marco' } as PublicUser;

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('session store', () => {
  it('restores the token and user kept under authToken and user', () => {
    const store = createSessionStore(memoryStorage({ authToken: 't', user: JSON.stringify(user) }));
    expect(store.get()).toEqual({ token: 't', user });
  });

  it('ignores a corrupt stored user', () => {
    expect(createSessionStore(memoryStorage({ authToken: 't', user: '{not json' })).get()).toBeNull();
  });

  it('writes through and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ token: 't2', user });
    expect(storage.map.get('authToken')).toBe('t2');
    store.clear();
    expect(storage.map.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
