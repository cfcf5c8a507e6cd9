/** Every translation namespace: one JSON file per language in locales/{it,en,zh}/. */
export const namespaces = [
  'common',
  'nav',
  'auth',
  'google',
  'account',
  'dashboard',
  'bikes',
  'transfers',
  'theft',
  'photos',
  'maintenance',
  'rewards',
  'hunter',
  'messages',
  'admin',
  'notifications',
  'verify',
  'nfc',
  'stolenCheck',
  'stolen',
  'home',
  'contact',
  'errors',
  'validation',
  'status',
  'audiences',
  'adminUsers',
  'adminTags',
  'adminMoney',
  'shopArea',
  'adminDebug',
  'faq',
  'legal',
  'privacy',
] as const;

export type Namespace = (typeof namespaces)[number];

/** What the shell (header, footer, skip link, server status) shows on every page: ships with the entry. */
export const shellNamespaces = ['common', 'nav', 'status'] as const satisfies readonly Namespace[];
