import { type Role, type SitePageName, type SiteRoute, type SiteRouteName, siteRoutes } from '@ritrova/shared';
import { type ComponentType, lazy, useState } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../lib/auth/require-auth';
import { loadNamespaces, type Namespace } from '../lib/i18n/i18n';
import type { SeedQueries } from '../lib/page-data';

type PageModule = { Component: ComponentType; seedQueries?: SeedQueries };

const routeModules = import.meta.glob<PageModule>('./routes/*.tsx');

/** A page: its module, loaded with the texts it shows, so neither arrives after the other. */
export interface Page {
  /** The module's source file (the server names its chunks from the build manifest for preloading). */
  src: string;
  /** The namespaces the page's components use (a unit test checks the list against its imports). */
  ns: readonly Namespace[];
  /** Loads the module and the namespaces; the server renderer and hydration call it before rendering. */
  preload(): Promise<PageModule>;
  Component: ComponentType;
  /**
   * The API paths the page GETs first for a signed-in person, from the route's parameters: asked for at
   * navigation, in parallel with the page's code (decision 057). The same strings as its queries' (an e2e
   * test holds the page's code until they are asked for).
   */
  data?: (params: Readonly<Record<string, string | undefined>>) => string[];
}

type PageData = Page['data'];

function page(name: string, ns: readonly Namespace[], data?: PageData): Page {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no route module routes/${name}.tsx`);
  return pageOf(`src/app/routes/${name}.tsx`, load, ns, data);
}

function pageOf(src: string, load: () => Promise<PageModule>, ns: readonly Namespace[], data?: PageData): Page {
  let loading: Promise<PageModule> | null = null;
  let loaded: PageModule | null = null;
  const preload = () => {
    // The page's query cache provider comes with it: TanStack Query is not in the entry.
    loading ??= Promise.all([load(), import('../lib/page-queries'), loadNamespaces(ns)]).then(([module, { PageQueries }]) => {
      loaded = {
        Component: () => (
          <PageQueries>
            <module.Component />
          </PageQueries>
        ),
        seedQueries: module.seedQueries,
      };
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((module) => ({ default: module.Component })));
  // Already loaded (always, on the server and before hydrating a server-rendered page), the page renders at
  // once instead of suspending: the server's markup has no fallback in it, and hydration finds the same.
  // NOTE: chosen once per mount: switching from Lazy to the loaded component later would remount the page.
  const Component = () => {
    const [Chosen] = useState<ComponentType>(() => loaded?.Component ?? Lazy);
    return <Chosen />;
  };
  return { src, ns, preload, Component, data };
}

const forms = ['common', 'errors', 'validation'] as const;

const id = (value: string | undefined) => encodeURIComponent(value ?? '');
/** What the bike page asks for whatever the bike's state (a theft's facts, its reward and sightings come after). */
const bikeData: PageData = ({ bikeId }) => [`/api/bikes/${id(bikeId)}`, `/api/photos/${id(bikeId)}/photos`, `/api/bikes/${id(bikeId)}/shop-consents`];

/**
 * Every page of the app, each its own lazily loaded chunk (`routes/*.tsx` export
 * `Component`) with the translation namespaces it needs. The same table drives
 * the browser's router, the server's rendering of public pages and its 404s.
 */
export const pages = {
  home: page('home', [...forms, 'home', 'contact']),
  login: page('login', [...forms, 'auth', 'google']),
  register: page('register', [...forms, 'auth', 'google']),
  verifyEmail: page('verify-email', [...forms, 'auth']),
  forgotPassword: page('forgot-password', [...forms, 'auth']),
  resetPassword: page('reset-password', [...forms, 'auth']),
  authCallback: page('auth-callback', [...forms, 'auth', 'google']),
  unauthorized: page('unauthorized', ['common', 'errors']),
  // The page a tag opens: its own small chunk (nfc-verifica), the map of its sighting form on demand.
  nfcVerify: page('nfc-verifica', [...forms, 'verify', 'bikes', 'photos']),
  sightingSent: page('sighting-sent', ['common', 'verify']),
  tagAssociation: page('tag-association', [...forms, 'verify', 'nfc', 'bikes']),
  testTagScan: page('test-tag-scan', ['common', 'validation', 'nfc']),
  stolenCheck: page('stolen-check', [...forms, 'stolenCheck', 'verify', 'bikes']),
  stolenList: page('stolen-list', [...forms, 'stolen', 'bikes']),
  stolenPage: page('stolen-page', [...forms, 'stolen', 'bikes', 'photos']),
  stolenPoster: page('stolen-poster', [...forms, 'stolen', 'bikes']),
  // Issue #27: an anonymous finder answers the owner through the link mailed to them (no account).
  finderConversation: page('finder-conversation', [...forms, 'messages']),
  owners: page('audience-owners', ['audiences']),
  hunters: page('audience-hunters', ['audiences']),
  shops: page('audience-shops', ['audiences']),
  manufacturers: page('audience-manufacturers', ['audiences']),
  faq: page('faq', ['faq']),
  privacy: page('privacy', ['legal', 'privacy']),
  terms: page('terms', ['legal']),
  contact: page('contact', [...forms, 'contact']),
  dashboard: page('dashboard', [...forms, 'dashboard', 'bikes', 'notifications', 'transfers'], () => [
    '/api/users/me',
    '/api/user/stats',
    '/api/bikes/my-bikes',
    '/api/notifications',
    '/api/transfers/incoming',
    '/api/tags/my-tags',
  ]),
  profile: page('profile', [...forms, 'account']),
  settings: page('settings', ['account']),
  settingsSection: page('settings-section', [...forms, 'account', 'nav', 'notifications']),
  bikeAdd: page('bike-add', [...forms, 'bikes']),
  bikeDetail: page('bike-detail', [...forms, 'bikes', 'dashboard', 'maintenance', 'photos', 'rewards', 'stolen', 'theft'], bikeData),
  // Issue #28: the bike's printable record (its own chunk: nothing of it weighs on the bike page).
  bikeRecord: page('bike-record', [...forms, 'bikes'], ({ bikeId }) => [`/api/bikes/${id(bikeId)}/record`]),
  maintenanceAdd: page('maintenance-add', [...forms, 'maintenance']),
  transfer: page('transfer', [...forms, 'bikes', 'transfers']),
  nfcScan: page('nfc-scan', [...forms, 'nfc', 'verify']),
  checkout: page('checkout', [...forms, 'rewards']),
  hunterDashboard: page('hunter-dashboard', [...forms, 'hunter', 'notifications']),
  // The offered hunts (the first tab), the Hunter's own (the tabs' counts), the alert area and the push switch.
  hunterHunts: page('hunter-hunts', [...forms, 'hunter', 'bikes'], () => ['/api/hunts', '/api/hunter/hunts', '/api/hunter/area', '/api/push']),
  hunterRewards: page('hunter-rewards', [...forms, 'hunter']),
  hunterProfile: page('hunter-profile', ['common', 'hunter']),
  messages: page('messages', ['common', 'messages']),
  conversation: page('conversation', [...forms, 'messages']),
  adminLayout: pageOf(
    'src/features/admin/components/admin-layout.tsx',
    async () => ({ Component: (await import('../features/admin/components/admin-layout')).AdminLayout }),
    ['admin'],
  ),
  adminOverview: page('admin-overview', ['common', 'adminMoney']),
  adminTags: page('admin-tags', [...forms, 'adminTags']),
  adminUsers: page('admin-users', ['common', 'adminUsers']),
  adminUser: page('admin-user', [...forms, 'adminUsers']),
  adminThefts: page('admin-thefts', [...forms, 'adminMoney']),
  adminPayouts: page('admin-payouts', [...forms, 'admin']),
  adminLedger: page('admin-ledger', [...forms, 'adminMoney']),
  adminAudit: page('admin-audit', ['common', 'adminUsers']),
  adminAlerts: page('admin-alerts', [...forms, 'adminTags']),
  shopArea: page('shop-dashboard', [...forms, 'shopArea', 'maintenance']),
  shopProgramTags: page('shop-program-tags', [...forms, 'shopArea']),
  notFound: page('not-found', ['common']),
} satisfies Record<SitePageName | 'adminLayout' | 'notFound', Page>;

type PageName = keyof typeof pages;

/** The page a route of the table shows. */
const pageOfRoute = (name: SiteRouteName): Page => {
  const route: SiteRoute = siteRoutes[name];
  return pages[(route.page ?? name) as PageName];
};

/** A route of the table, its path relative to `base` (the index route when it is `base` itself). */
function routeOf(name: SiteRouteName, base = '/'): RouteObject {
  const p = pageOfRoute(name);
  const { path } = siteRoutes[name];
  if (path === base) return { index: true, element: <p.Component />, handle: p };
  return { path: path.slice(base === '/' ? 1 : base.length + 1), element: <p.Component />, handle: p };
}

/** The admin area's pages sit in its layout (its menu around them). */
const ADMIN = '/admin';
const inAdminLayout = (path: string) => path === ADMIN || path.startsWith(`${ADMIN}/`);

/** The routes of a guard: the signed-in account's (of `roles`, when given), the admin area's in its layout. */
function guarded(roles: readonly Role[] | undefined, names: SiteRouteName[]): RouteObject {
  const admin = names.filter((name) => inAdminLayout(siteRoutes[name].path));
  const others = names.filter((name) => !inAdminLayout(siteRoutes[name].path));
  const layout: RouteObject[] = admin.length
    ? [{ path: ADMIN.slice(1), element: <pages.adminLayout.Component />, handle: pages.adminLayout, children: admin.map((name) => routeOf(name, ADMIN)) }]
    : [];
  return { element: <RequireAuth roles={roles} />, children: [...others.map((name) => routeOf(name)), ...layout] };
}

/** Who may open a route, as one key: `public`, `signed-in`, or its roles. */
const accessKey = (route: SiteRoute) => (typeof route.access === 'string' ? route.access : [...route.access].sort().join(','));

/**
 * The route tree under the layout (app/router.tsx adds the layout around it), from the site's route table
 * (packages/shared site-pages.ts: the API's robots.txt and sitemap read it too): the public pages, then
 * each signed-in page behind the guard of its access, and the not-found page for any other path.
 */
export const routes: RouteObject[] = (() => {
  const groups = new Map<string, { access: SiteRoute['access']; names: SiteRouteName[] }>();
  for (const name of Object.keys(siteRoutes) as SiteRouteName[]) {
    const route: SiteRoute = siteRoutes[name];
    const key = accessKey(route);
    const group = groups.get(key) ?? { access: route.access, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  const tree: RouteObject[] = [];
  for (const { access, names } of groups.values()) {
    if (access === 'public') tree.push(...names.map((name) => routeOf(name)));
    else tree.push(guarded(access === 'signed-in' ? undefined : access, names));
  }
  return [...tree, { path: '*', element: <pages.notFound.Component />, handle: pages.notFound }];
})();
