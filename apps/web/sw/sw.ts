/// <reference lib="webworker" />
/**
 * Ritrova's one service worker (decision 064), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js as a classic script:
 * - precaches the app shell (index.html, the app's scripts and styles, texts, icons) with the
 *   build's revisions; a new version waits until no page runs the old one (no old/new mix);
 * - pages: always the network (the server-rendered public pages and the tag page are never served
 *   from a cache); offline, the app shell, which renders the page itself;
 * - the owner's bike list and bike pages' GETs and photos: network first, the last answer offline;
 *   the app deletes those caches on sign-out. No other request is cached;
 * - Web Push: shows `{ title, body, url, tag }` and opens `url` (a path of this site) on click.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  FROM_CACHE_HEADER,
  isOwnerDataRequest,
  isOwnerPhotoRequest,
  mayFallBackToShell,
  OWNER_DATA_CACHE,
  OWNER_PHOTOS_CACHE,
  PERSONAL_CACHES,
  pushTarget,
} from '../src/lib/offline/offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const origin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker controls the open page at once (there is no older one to mix with); a later one
// activates only when no page runs its predecessor (no skipWaiting), so a page keeps the chunks it started with.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages are fetched while the worker starts: a tag page does not wait for it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

// Pages: the network's answer, whatever it is; the shell only when there is none. Every page load of the site
// is answered here, /api/… included, so the navigation preload is always the one request (an unanswered
// navigation would be asked again: a one-time link's GET must not reach the server twice).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin,
  async ({ event, url }) => {
    try {
      return await fromNetwork(event as FetchEvent);
    } catch {
      return (mayFallBackToShell(url, origin) ? await matchPrecache('/index.html') : undefined) ?? Response.error();
    }
  },
);

/** Keeps only complete answers; a refused session or a bike no longer the owner's leaves nothing behind. */
const keepOnlyTheOwners = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null),
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 401) await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
    else if (response.status === 403 || response.status === 404) await (await caches.open(OWNER_DATA_CACHE)).delete(request);
    return response;
  },
};

/** Marks an answer that came from the cache, so the app can say it is offline. */
const markCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

registerRoute(
  ({ request, url }) => isOwnerDataRequest(request.method, url, origin),
  // Under the API client's 10 s: on a connection that hangs, the last answer shows before the call gives up.
  new NetworkFirst({ cacheName: OWNER_DATA_CACHE, networkTimeoutSeconds: 6, plugins: [keepOnlyTheOwners, markCopy], matchOptions: { ignoreVary: true } }),
);

registerRoute(
  ({ request, url }) => isOwnerPhotoRequest(request.method, url, request.referrer, origin),
  new NetworkFirst({ cacheName: OWNER_PHOTOS_CACHE, networkTimeoutSeconds: 6, plugins: [keepOnlyTheOwners], matchOptions: { ignoreVary: true } }),
);

// Web Push (decisions 036 and 063): a hunt near a Hunter, a sighting of an owner's stolen bike. A push
// names its page; one that does not opens the dashboard, which leads owners and Hunters alike on.
const DEFAULT_TARGET = '/dashboard';

self.addEventListener('push', (event) => {
  let message: Record<string, unknown> = {};
  try {
    message = event.data ? (event.data.json() as Record<string, unknown>) : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Ritrova';
  const tag = typeof message.tag === 'string' ? message.tag : undefined;
  // `renotify` (Chromium, Firefox) is missing from TypeScript's NotificationOptions: a new push for the
  // same bike or hunt replaces the old notification and still wakes the phone.
  const options: NotificationOptions & { renotify?: boolean } = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    tag,
    renotify: tag !== undefined,
    data: { url: pushTarget(message.url, DEFAULT_TARGET) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pushTarget((event.notification.data as { url?: unknown } | null)?.url, DEFAULT_TARGET), origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === origin && 'focus' in w);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
