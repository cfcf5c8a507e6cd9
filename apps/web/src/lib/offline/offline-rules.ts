/**
 * What the service worker (apps/web/sw/sw.ts) keeps for offline use, and what the app clears on
 * sign-out (decision 064). Plain functions of a URL: the worker and the app share them, and the
 * unit tests read them as the rules they are.
 */

/** The owner's last-loaded answers of the API calls in `ownerDataPaths`. Personal data: cleared on sign-out. */
export const OWNER_DATA_CACHE = 'ritrova-owner-data';
/** The photos of the owner's bikes that the owner's pages showed. Personal data: cleared on sign-out. */
export const OWNER_PHOTOS_CACHE = 'ritrova-owner-photos';
/** Every cache that holds a signed-in person's data (the app shell's precache holds none). */
export const PERSONAL_CACHES = [OWNER_DATA_CACHE, OWNER_PHOTOS_CACHE] as const;

/** The header the worker adds to an answer it took from `OWNER_DATA_CACHE` because the network failed. */
export const FROM_CACHE_HEADER = 'x-ritrova-offline-copy';

const bikeId = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The GET calls of the owner's bike list and bike page (serial number, colours, tag UIDs, photos):
 * network first, the last answer when the network fails. No other API call is ever cached (auth,
 * verification, anything that writes).
 */
const ownerDataPaths = [
  /^\/api\/bikes\/my-bikes$/,
  new RegExp(`^/api/bikes/${bikeId}$`),
  new RegExp(`^/api/photos/${bikeId}/photos$`),
  new RegExp(`^/api/bikes/${bikeId}/shop-consents$`),
];

/** Whether a request is one of the owner's GETs the worker keeps (same origin, no query string). */
export function isOwnerDataRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.search === '' && ownerDataPaths.some((path) => path.test(url.pathname));
}

/** The owner's pages whose photos are kept: the bike list (dashboard) and a bike's page. */
const ownerPages = [/^\/dashboard\/?$/, new RegExp(`^/bikes/${bikeId}/?$`)];

/** Whether a request is a photo (`/media/…`) shown by one of the owner's pages (told by the request's referrer). */
export function isOwnerPhotoRequest(method: string, url: URL, referrer: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin || !url.pathname.startsWith('/media/') || referrer === '') return false;
  let page: URL;
  try {
    page = new URL(referrer);
  } catch {
    return false;
  }
  return page.origin === origin && ownerPages.some((path) => path.test(page.pathname));
}

/**
 * Whether a page load may fall back to the app shell when the network fails. Every page is asked of
 * the network first (the server-rendered public pages and the tag page are never served from a cache);
 * offline, the app renders the page itself: the owner's pages from their last answers, the tag page
 * saying it cannot check now. Not for the API, files (a path with an extension) or the worker itself.
 */
export function mayFallBackToShell(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(path);
}

/** A push message's link: a path of this site only (the payload is the server's, but it cannot leave the origin). */
export function pushTarget(url: unknown, fallback: string): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : fallback;
}
