import type { PublicUser } from '@ritrova/shared';
import { paths } from '@/app/paths';

/**
 * The `redirectUrl` query parameter, honoured only when it is a same-site
 * relative path: it starts with one `/` (not `//` or `/\`, which browsers read
 * as another host) and has no scheme or control characters.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The login path that brings the user back to `path` afterwards. */
export function loginPath(path?: string): string {
  const target = safeRedirect(path);
  if (!target || target === '/' || target.startsWith('/login')) return '/login';
  return `/login?redirectUrl=${encodeURIComponent(target)}`;
}

/**
 * Where signing in leads: the page that was asked for (`redirectUrl`), else the
 * home of the account: the admin area for admins, the shop area for shops, the
 * Hunter area for Hunters and the dashboard for everyone else.
 */
export function afterLoginPath(redirectUrl: string | null | undefined, user: Pick<PublicUser, 'persona' | 'role'>): string {
  return safeRedirect(redirectUrl) ?? homePath(user);
}

/** The home of an account (its "Dashboard", "Vai alla dashboard"): admin area, shop area, Hunter area or the owner dashboard. */
export function homePath(user: Pick<PublicUser, 'persona' | 'role'>): string {
  if (user.role === 'admin') return paths.admin.overview;
  if (user.role === 'shop') return paths.shopArea;
  return user.persona === 'hunter' ? paths.hunter.dashboard : paths.dashboard;
}
