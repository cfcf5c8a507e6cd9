import { type ComponentType, lazy, useState } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../lib/auth/require-auth';
import { loadNamespaces, type Namespace } from '../lib/i18n/i18n';

type PageModule = { Component: ComponentType };

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
  hunterHunts: page('hunter-hunts', [...forms, 'hunter', 'bikes'], () => ['/api/hunter/hunts', '/api/hunter/area', '/api/push']),
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
} satisfies Record<string, Page>;

const at = (path: string, p: Page): RouteObject => ({ path, element: <p.Component />, handle: p });

/** The route tree under the layout (app/router.tsx adds the layout around it). */
export const routes: RouteObject[] = [
  { index: true, element: <pages.home.Component />, handle: pages.home },
  at('login', pages.login),
  at('register', pages.register),
  at('verify-email', pages.verifyEmail),
  at('forgot-password', pages.forgotPassword),
  at('reset-password', pages.resetPassword),
  at('auth/callback', pages.authCallback),
  at('unauthorized', pages.unauthorized),
  at('nfc/verifica', pages.nfcVerify),
  at('nfc/verifica/grazie', pages.sightingSent),
  at('tag-association', pages.tagAssociation),
  at('nfc/associate', pages.tagAssociation),
  at('test-tag-scan', pages.testTagScan),
  at('stolen-check', pages.stolenCheck),
  at('rubate', pages.stolenList),
  at('rubate/:publicId', pages.stolenPage),
  at('rubate/:publicId/poster', pages.stolenPoster),
  at('risposta/:token', pages.finderConversation),
  at('user', pages.owners),
  at('hunter', pages.hunters),
  at('shop', pages.shops),
  at('manufacturer', pages.manufacturers),
  at('faq', pages.faq),
  at('privacy', pages.privacy),
  at('terms', pages.terms),
  at('contact', pages.contact),
  // Signed out it shows its own notice (spec §2), so it is outside the guard.
  at('nfc-scan', pages.nfcScan),
  {
    element: <RequireAuth />,
    children: [
      at('dashboard', pages.dashboard),
      at('profile', pages.profile),
      at('settings', pages.settings),
      at('settings/:section', pages.settingsSection),
      at('bikes/add', pages.bikeAdd),
      at('dashboard/bikes/add', pages.bikeAdd),
      at('bikes/:bikeId', pages.bikeDetail),
      at('bikes/:bikeId/record', pages.bikeRecord),
      at('bikes/:bikeId/maintenance/add', pages.maintenanceAdd),
      at('transfers/:transferId', pages.transfer),
      at('checkout/:paymentId', pages.checkout),
      at('hunter/dashboard', pages.hunterDashboard),
      at('hunter/hunts', pages.hunterHunts),
      at('hunter/rewards', pages.hunterRewards),
      at('hunter/profile', pages.hunterProfile),
      at('messages', pages.messages),
      at('messages/:conversationId', pages.conversation),
    ],
  },
  {
    element: <RequireAuth roles={['admin']} />,
    children: [
      {
        path: 'admin',
        element: <pages.adminLayout.Component />,
        handle: pages.adminLayout,
        children: [
          { index: true, element: <pages.adminOverview.Component />, handle: pages.adminOverview },
          at('tags', pages.adminTags),
          at('users', pages.adminUsers),
          at('users/:userId', pages.adminUser),
          at('thefts', pages.adminThefts),
          at('payouts', pages.adminPayouts),
          at('ledger', pages.adminLedger),
          at('audit', pages.adminAudit),
          at('alerts', pages.adminAlerts),
        ],
      },
    ],
  },
  {
    element: <RequireAuth roles={['shop', 'admin']} />,
    children: [at('shop/dashboard', pages.shopArea)],
  },
  {
    element: <RequireAuth roles={['shop']} />,
    children: [at('shop/tags/program', pages.shopProgramTags)],
  },
  at('*', pages.notFound),
];
