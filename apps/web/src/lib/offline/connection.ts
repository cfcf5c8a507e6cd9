import { useSyncExternalStore } from 'react';

/**
 * Whether the app is offline, as the person sees it (decision 064): the browser says so
 * (`navigator.onLine`, the `offline`/`online` events), or a call to the API found no network, or
 * the service worker answered from its copy. The next answer from the network ends it.
 */
type Listener = () => void;

export function createConnectionState(initiallyOffline: boolean) {
  const listeners = new Set<Listener>();
  let offline = initiallyOffline;
  const set = (next: boolean) => {
    if (next === offline) return;
    offline = next;
    for (const listener of listeners) listener();
  };
  return {
    isOffline: () => offline,
    /** A call found no network, or was answered from the worker's copy. */
    reportOffline: () => set(true),
    /** A call was answered by the server. */
    reportOnline: () => set(false),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const browser = typeof window !== 'undefined';

export const connection = createConnectionState(browser && navigator.onLine === false);

if (browser) {
  window.addEventListener('offline', connection.reportOffline);
  window.addEventListener('online', connection.reportOnline);
}

/** Whether the app is offline; false on the server and while a server-rendered page hydrates. */
export function useOffline(): boolean {
  return useSyncExternalStore(connection.subscribe, connection.isOffline, () => false);
}
