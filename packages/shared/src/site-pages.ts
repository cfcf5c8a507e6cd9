import type { Role } from './schemas/user.ts';

/**
 * Every page of the web app, declared once (issue #29, decision 073): its address, who may open it and
 * what search engines are told of it. The web's router is built from this table (apps/web/src/app/
 * routes.tsx), the API's robots.txt and sitemap.xml from it (modules/seo), and the API's web plugin
 * renders the `rendered: 'once'` pages once per language. A new public page with `search: { sitemap }`
 * is in the sitemap without a change to the API.
 */

/** How often a listed page changes (the sitemap's `<changefreq>`: a hint to crawlers, nothing more). */
export type Changefreq = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';

/**
 * What search engines are told of a public page: `{ sitemap }`, listed in the sitemap (a page with a
 * parameter, each of its addresses the API knows); `crawl`, not listed, but a crawler may follow a link
 * to it; `disallow`, Disallowed in robots.txt (one-time links, a tag's page, forms that lead nowhere alone).
 */
export type SearchListing = { sitemap: Changefreq } | 'crawl' | 'disallow';

interface SiteRouteBase {
  /** The address, parameters as `:name` (React Router's syntax). */
  path: `/${string}`;
  /** The web's page (a key of `pages` in apps/web/src/app/routes.tsx) when it is not the route's own name. */
  page?: string;
}

/** A page anyone may open, signed in or not. */
export interface PublicRoute extends SiteRouteBase {
  access: 'public';
  search: SearchListing;
  /** Rendered by the API once per language and kept (the same for every visitor; decision 029). */
  rendered?: 'once';
}

/** A page of a signed-in account (of one of `access`'s roles): never listed, always Disallowed in robots.txt. */
export interface PrivateRoute extends SiteRouteBase {
  access: 'signed-in' | readonly Role[];
}

export type SiteRoute = PublicRoute | PrivateRoute;

const adminOnly = ['admin'] as const;

/** The table: route name → route (the name is the web's page unless `page` says otherwise). */
export const siteRoutes = {
  home: { path: '/', access: 'public', search: { sitemap: 'weekly' }, rendered: 'once' },
  login: { path: '/login', access: 'public', search: { sitemap: 'yearly' } },
  register: { path: '/register', access: 'public', search: { sitemap: 'yearly' } },
  // The mailed one-time links carry their token in the query.
  verifyEmail: { path: '/verify-email', access: 'public', search: 'disallow' },
  forgotPassword: { path: '/forgot-password', access: 'public', search: 'crawl' },
  resetPassword: { path: '/reset-password', access: 'public', search: 'disallow' },
  // Google's answer to a sign-in (a one-time code in the query).
  authCallback: { path: '/auth/callback', access: 'public', search: 'disallow' },
  unauthorized: { path: '/unauthorized', access: 'public', search: 'crawl' },
  // A tag's page (spec §2): one per tag, reached by tapping it; every view records a scan.
  nfcVerify: { path: '/nfc/verifica', access: 'public', search: 'disallow' },
  sightingSent: { path: '/nfc/verifica/grazie', access: 'public', search: 'disallow' },
  tagAssociation: { path: '/tag-association', access: 'public', search: 'disallow' },
  nfcAssociate: { path: '/nfc/associate', page: 'tagAssociation', access: 'public', search: 'disallow' },
  testTagScan: { path: '/test-tag-scan', access: 'public', search: 'crawl' },
  // Signed out it shows its own notice (spec §2), so it is public.
  nfcScan: { path: '/nfc-scan', access: 'public', search: 'crawl' },
  stolenCheck: { path: '/stolen-check', access: 'public', search: { sitemap: 'monthly' } },
  stolenList: { path: '/rubate', access: 'public', search: { sitemap: 'daily' } },
  // Each theft its owner published, while it is searched for (the API's stolen module lists them).
  stolenPage: { path: '/rubate/:publicId', access: 'public', search: { sitemap: 'daily' } },
  // The same theft on paper: a crawler may follow the page's link, but it is no page of its own to list.
  stolenPoster: { path: '/rubate/:publicId/poster', access: 'public', search: 'crawl' },
  // Issue #27: an anonymous finder's conversation, by the link mailed to them (a capability link).
  finderConversation: { path: '/risposta/:token', access: 'public', search: 'disallow' },
  owners: { path: '/user', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  hunters: { path: '/hunter', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  shops: { path: '/shop', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  manufacturers: { path: '/manufacturer', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  faq: { path: '/faq', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  privacy: { path: '/privacy', access: 'public', search: { sitemap: 'monthly' }, rendered: 'once' },
  terms: { path: '/terms', access: 'public', search: { sitemap: 'yearly' }, rendered: 'once' },
  contact: { path: '/contact', access: 'public', search: { sitemap: 'yearly' }, rendered: 'once' },

  dashboard: { path: '/dashboard', access: 'signed-in' },
  profile: { path: '/profile', access: 'signed-in' },
  settings: { path: '/settings', access: 'signed-in' },
  settingsSection: { path: '/settings/:section', access: 'signed-in' },
  bikeAdd: { path: '/bikes/add', access: 'signed-in' },
  // The add-bike page under the dashboard (same page, spec §2).
  dashboardBikeAdd: { path: '/dashboard/bikes/add', page: 'bikeAdd', access: 'signed-in' },
  bikeDetail: { path: '/bikes/:bikeId', access: 'signed-in' },
  bikeRecord: { path: '/bikes/:bikeId/record', access: 'signed-in' },
  maintenanceAdd: { path: '/bikes/:bikeId/maintenance/add', access: 'signed-in' },
  transfer: { path: '/transfers/:transferId', access: 'signed-in' },
  checkout: { path: '/checkout/:paymentId', access: 'signed-in' },
  hunterDashboard: { path: '/hunter/dashboard', access: 'signed-in' },
  hunterHunts: { path: '/hunter/hunts', access: 'signed-in' },
  hunterRewards: { path: '/hunter/rewards', access: 'signed-in' },
  hunterProfile: { path: '/hunter/profile', access: 'signed-in' },
  messages: { path: '/messages', access: 'signed-in' },
  conversation: { path: '/messages/:conversationId', access: 'signed-in' },

  adminOverview: { path: '/admin', access: adminOnly },
  adminTags: { path: '/admin/tags', access: adminOnly },
  adminUsers: { path: '/admin/users', access: adminOnly },
  adminUser: { path: '/admin/users/:userId', access: adminOnly },
  adminThefts: { path: '/admin/thefts', access: adminOnly },
  adminPayouts: { path: '/admin/payouts', access: adminOnly },
  adminLedger: { path: '/admin/ledger', access: adminOnly },
  adminAudit: { path: '/admin/audit', access: adminOnly },
  adminAlerts: { path: '/admin/alerts', access: adminOnly },

  shopArea: { path: '/shop/dashboard', access: ['shop', 'admin'] },
  shopProgramTags: { path: '/shop/tags/program', access: ['shop'] },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteName = keyof typeof siteRoutes;

type Routes = typeof siteRoutes;

/** The web pages the table names: each route's `page`, else its own name. */
export type SitePageName = { [K in SiteRouteName]: Routes[K] extends { page: infer P extends string } ? P : K }[SiteRouteName];

/** The paths listed in the sitemap, parameters and all. */
export type ListedPath = { [K in SiteRouteName]: Routes[K] extends { search: { sitemap: Changefreq } } ? Routes[K]['path'] : never }[SiteRouteName];

/** The listed paths with a parameter: the API must say which addresses each has (modules/seo). */
export type ListedPatternPath = Extract<ListedPath, `${string}:${string}`>;

/** A listed route: its path and how often it changes. */
export interface ListedRoute {
  path: ListedPath;
  changefreq: Changefreq;
}

const entries = Object.values(siteRoutes) as SiteRoute[];

/** Whether a path has a parameter (`:name`). */
export const hasParameter = (path: string): boolean => path.includes('/:');

/** The routes the sitemap lists, in the table's order. */
export function listedRoutes(): ListedRoute[] {
  return entries.flatMap((route) =>
    route.access === 'public' && typeof route.search === 'object' ? [{ path: route.path as ListedPath, changefreq: route.search.sitemap }] : [],
  );
}

/** The address of a route up to its first parameter (`/bikes/:bikeId/record` → `/bikes/`), or the whole address. */
function staticPrefix(path: string): string {
  const at = path.indexOf('/:');
  return at === -1 ? path : path.slice(0, at + 1);
}

/**
 * The robots.txt `Disallow` prefixes of the web's pages: every private page and every public one marked
 * `disallow`, each by its address up to its first parameter, none covered by a shorter one kept.
 */
export function disallowedPrefixes(): string[] {
  const prefixes = [...new Set(entries.filter((route) => route.access !== 'public' || route.search === 'disallow').map((route) => staticPrefix(route.path)))];
  return prefixes.sort().filter((prefix, _i, all) => !all.some((shorter) => shorter !== prefix && prefix.startsWith(shorter)));
}

/** The pages the API renders once per language (decision 029). */
export function renderedOncePaths(): string[] {
  return entries.flatMap((route) => (route.access === 'public' && route.rendered === 'once' ? [route.path] : []));
}
