/**
 * The route table: every path the app links to, in one place. A leaf module
 * (no imports), so features may use it without depending on the app shell.
 */
export const paths = {
  home: '/',
  /** A section of the home page; the scroll manager scrolls to it. */
  homeSection: (id: 'features' | 'how-it-works' | 'audiences' | 'contact') => `/#${id}`,
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  settingsSection: (section: string) => `/settings/${section}`,
  unauthorized: '/unauthorized',
  audiences: {
    owners: '/user',
    hunters: '/hunter',
    shops: '/shop',
    manufacturers: '/manufacturer',
  },
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** `/register` preselecting a role (`?role=hunter` or `?role=shop`). */
export function registerPath(role?: 'hunter' | 'shop', redirectUrl?: string | null): string {
  const query = new URLSearchParams();
  if (role) query.set('role', role);
  if (redirectUrl) query.set('redirectUrl', redirectUrl);
  const search = query.toString();
  return search ? `${paths.register}?${search}` : paths.register;
}

/** `/login`, keeping a redirectUrl already chosen. */
export function loginPathWith(redirectUrl?: string | null): string {
  return redirectUrl ? `${paths.login}?redirectUrl=${encodeURIComponent(redirectUrl)}` : paths.login;
}
