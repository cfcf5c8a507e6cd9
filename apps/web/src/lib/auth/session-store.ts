import type { PublicUser } from '@ritrova/shared';

/** Spec §3: the session lives in localStorage under these keys. */
export const tokenStorageKey = 'authToken';
export const userStorageKey = 'user';

export interface Session {
  token: string;
  user: PublicUser;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Listener = () => void;

function readUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string' ? (parsed as PublicUser) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session, shared by the API client (which refreshes it) and the
 * React auth provider (which renders it). Written through to storage so a reload
 * or a second tab finds it.
 */
export function createSessionStore(storage: KeyValueStorage | null) {
  const listeners = new Set<Listener>();
  let current: Session | null = null;

  const load = (): Session | null => {
    const token = storage?.getItem(tokenStorageKey) ?? null;
    const user = readUser(storage?.getItem(userStorageKey) ?? null);
    return token && user ? { token, user } : null;
  };
  current = load();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: (): Session | null => current,
    getToken: (): string | null => current?.token ?? null,
    set(session: Session) {
      current = session;
      storage?.setItem(tokenStorageKey, session.token);
      storage?.setItem(userStorageKey, JSON.stringify(session.user));
      emit();
    },
    setUser(user: PublicUser) {
      if (!current) return;
      this.set({ token: current.token, user });
    },
    clear() {
      storage?.removeItem(tokenStorageKey);
      storage?.removeItem(userStorageKey);
      if (current === null) return;
      current = null;
      emit();
    },
    /** Picks up a change made by another tab. */
    reload() {
      current = load();
      emit();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy mode); run without persistence.
    return null;
  }
}

export const sessionStore = createSessionStore(browserStorage());
