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
  /** Spec §2: the dashboard, reloading everything (where the NFC screens return). */
  dashboardRefreshTags: '/dashboard?refresh=tags',
  addBike: '/bikes/add',
  /** The add-bike page under the dashboard (same page, spec §2). */
  dashboardAddBike: '/dashboard/bikes/add',
  /** The dashboard's list of bikes (the header's "Le mie bici"; the section's heading id, features/dashboard). */
  dashboardBikes: '/dashboard#bikes-heading',
  /** The dashboard's alerts (the header's "Avvisi"; the panel's heading id, features/notifications). */
  dashboardAlerts: '/dashboard#alerts-heading',
  bike: (bikeId: string) => `/bikes/${encodeURIComponent(bikeId)}`,
  /** The bike's printable record ("Scheda della bici", issue #28). */
  bikeRecord: (bikeId: string) => `/bikes/${encodeURIComponent(bikeId)}/record`,
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
  /** Spec §2: the page a tag opens (`?uid=`), public. */
  nfcVerify: '/nfc/verifica',
  /** Spec §2: pairing a scanned tag after sign-in (public wrapper; `/nfc/associate` is the same page). */
  tagAssociation: '/tag-association',
  nfcAssociate: '/nfc/associate',
  nfcScan: '/nfc-scan',
  /** The scan page opening on the manual UID entry. */
  nfcScanManual: '/nfc-scan?manual=true',
  /** The scan page in verify mode: a tag read opens its verification page (a Hunter tapping a found bike). */
  nfcScanVerify: '/nfc-scan?mode=verify',
  testTagScan: '/test-tag-scan',
  /** Public check of a second-hand bike by serial number or tag UID. */
  stolenCheck: '/stolen-check',
  /** The published stolen bikes ("Bici rubate"), a theft's public page and its printable poster. */
  stolen: '/rubate',
  stolenPage: (publicId: string) => `/rubate/${encodeURIComponent(publicId)}`,
  stolenPoster: (publicId: string) => `/rubate/${encodeURIComponent(publicId)}/poster`,
  /** The Hunter area (signed in; `/hunter` alone is the public audience page). */
  hunter: {
    dashboard: '/hunter/dashboard',
    /** The Hunter dashboard's alerts (a Hunter's "Avvisi"; the panel's heading id, features/notifications). */
    alerts: '/hunter/dashboard#alerts-heading',
    hunts: '/hunter/hunts',
    rewards: '/hunter/rewards',
    profile: '/hunter/profile',
  },
  /** Relayed finder–owner conversations. */
  messages: '/messages',
  /** An anonymous finder's conversation, by the link mailed to them (`/risposta/{token}`; the API builds it). */
  finderConversation: '/risposta',
  admin: {
    overview: '/admin',
    tags: '/admin/tags',
    users: '/admin/users',
    thefts: '/admin/thefts',
    payouts: '/admin/payouts',
    ledger: '/admin/ledger',
    audit: '/admin/audit',
    alerts: '/admin/alerts',
  },
  /** The shop account's area (`/shop` alone is the public audience page). */
  shopArea: '/shop/dashboard',
  /** The shop programs blank tags from its phone (issue #28, Web NFC). */
  shopProgramTags: '/shop/tags/program',
} as const;

/** One user in the admin area. */
export function adminUserPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

/** Spec §2: the add-maintenance page of a bike. */
export function maintenanceAddPath(bikeId: string): string {
  return `/bikes/${encodeURIComponent(bikeId)}/maintenance/add`;
}

/** The local (test-mode) checkout page of a reward payment. */
export function checkoutPath(paymentId: string): string {
  return `/checkout/${encodeURIComponent(paymentId)}`;
}

/** One relayed conversation. */
export function conversationPath(conversationId: string): string {
  return `${paths.messages}/${encodeURIComponent(conversationId)}`;
}

/** The verification page of a tag. */
export function verifyTagPath(uid: string): string {
  return `${paths.nfcVerify}?uid=${encodeURIComponent(uid)}`;
}

/**
 * The association page for a tag: `assign` (default) puts it on one of the user's
 * bikes, `associate` adds it to the account only; `sessionId` resumes a tag scanned
 * before signing in.
 */
export function tagAssociationPath(input: {
  tagUid?: string | null;
  sessionId?: string | null;
  action?: 'assign' | 'associate';
  bikeId?: string | null;
}): string {
  const query = new URLSearchParams();
  if (input.sessionId) query.set('sessionId', input.sessionId);
  if (input.tagUid) query.set('tagUid', input.tagUid);
  if (input.action) query.set('action', input.action);
  if (input.bikeId) query.set('bikeId', input.bikeId);
  const search = query.toString();
  return search ? `${paths.tagAssociation}?${search}` : paths.tagAssociation;
}

/** The page where the recipient answers a transfer; the mailed link carries `token`. */
export function transferPath(transferId: string, token?: string | null): string {
  const path = `/transfers/${encodeURIComponent(transferId)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

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
