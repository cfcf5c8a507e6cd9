import type { PublicUser } from '@ritrova/shared';
import { paths } from '../paths';

/** Which unread count a link carries. */
export type CountKind = 'messages' | 'alerts';

/** The unread counts the header shows (absent: not known yet, so no badge). */
export type UnreadCounts = { readonly [kind in CountKind]?: number | undefined };

/** One entry of the signed-in header: the app's own pages. */
export interface AppLink {
  key: 'dashboard' | 'admin' | 'shop' | 'my_bikes' | 'hunts' | 'messages' | 'alerts';
  to: string;
  count?: CountKind;
}

const [bikesPath, bikesHash] = split(paths.dashboardBikes);
const [, alertsHash] = split(paths.dashboardAlerts);

function split(to: string): [string, string] {
  const at = to.indexOf('#');
  return at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
}

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * The header's links for a signed-in person (issue #19): the app, not the marketing
 * site. Admins (whose dashboard is the admin area) get it and their messages; everyone
 * else the dashboard, their bikes, messages and alerts, Hunters their hunts and shops
 * their shop area. A Hunter's "Dashboard" and "Avvisi" open the Hunter area (issue #27:
 * they opened the owner's, "no bike yet"); "Le mie bici" still leads to the owner's.
 */
export function appLinksFor(user: Pick<PublicUser, 'role' | 'persona'>): AppLink[] {
  if (user.role === 'admin') {
    return [
      { key: 'admin', to: paths.admin.overview },
      { key: 'messages', to: paths.messages, count: 'messages' },
    ];
  }
  const hunter = user.persona === 'hunter';
  return [
    { key: 'dashboard', to: hunter ? paths.hunter.dashboard : paths.dashboard },
    { key: 'my_bikes', to: paths.dashboardBikes },
    ...(user.role === 'shop' ? [{ key: 'shop', to: paths.shopArea } as const] : []),
    ...(hunter ? [{ key: 'hunts', to: paths.hunter.hunts } as const] : []),
    { key: 'messages', to: paths.messages, count: 'messages' },
    { key: 'alerts', to: hunter ? paths.hunter.alerts : paths.dashboardAlerts, count: 'alerts' },
  ];
}

/**
 * Whether `link` is where the visitor is (its `aria-current="page"`): a page and the
 * pages under it (a conversation is under Messaggi, a bike under Le mie bici); on the
 * dashboard, the section its address names, else the dashboard itself.
 */
export function isCurrentLink(link: AppLink, pathname: string, hash: string): boolean {
  switch (link.key) {
    case 'dashboard':
      return pathname === link.to && hash !== bikesHash && hash !== alertsHash;
    case 'my_bikes':
      return (pathname === bikesPath && hash === bikesHash) || within(pathname, '/bikes');
    case 'alerts': {
      const [alertsPath, hashOfAlerts] = split(link.to);
      return pathname === alertsPath && hash === hashOfAlerts;
    }
    default:
      return within(pathname, link.to);
  }
}
