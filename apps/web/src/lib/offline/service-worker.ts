import { sessionStore } from '../auth/session-store';
import { PERSONAL_CACHES } from './offline-rules';

/** The one service worker of the app (apps/web/sw/sw.ts, decision 064), push included. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Deletes the caches that hold a signed-in person's data (their bikes' answers and photos). */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}

/**
 * Run by the app once it has started (main.tsx, after load and idle), never by a server-rendered
 * page's starter: a stranger on the tag page gets no worker and downloads no precache.
 * - Whoever signs out, or whoever is not signed in when the app starts, leaves nothing of a
 *   previous person's bikes on the device; a change of person empties them too.
 * - The worker is registered for a signed-in person, and on a page the browser renders alone (the
 *   app's pages), not on a server-rendered public page opened by a visitor.
 */
export function startOfflineSupport({ serverRendered }: { serverRendered: boolean }): void {
  let userId = sessionStore.get()?.user.id ?? null;
  if (userId === null) void clearPersonalCaches();
  const register = () => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without a worker the app works as before, online only.
    });
  };
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user.id ?? null;
    if (next === userId) return;
    if (userId !== null) void clearPersonalCaches();
    userId = next;
    if (next !== null) register();
  });
  if (userId !== null || !serverRendered) register();
}
