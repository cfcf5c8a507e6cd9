import type { Config } from '../../config.ts';

/** How long a page view may complete its scan (who scanned, where) and report a sighting with it. */
export const VIEW_LIFETIME_SECONDS = 10 * 60;

/**
 * The cookie that carries a tag page view's token: HttpOnly (the page's script
 * never reads it; requests carry it), SameSite=Lax, short-lived; `__Host-` and
 * Secure in production, like the refresh cookie.
 */
export function viewCookie(config: Config) {
  return {
    name: config.isProduction ? '__Host-ritrova_view' : 'ritrova_view',
    options: {
      httpOnly: true,
      secure: config.isProduction,
      sameSite: 'lax' as const,
      path: '/',
      maxAge: VIEW_LIFETIME_SECONDS,
    },
  };
}
