/**
 * Business constants and limits shared by the API and the web app (spec §9).
 * Each value carries the reason it has the size it has.
 */
export const limits = {
  /** Spec §5: passwords have at least 8 characters. */
  passwordMinLength: 8,
  /** Upper bound so that hashing an absurdly long password cannot be used to burn CPU. */
  passwordMaxLength: 128,
  /** Names are shown in greetings and on receipts; 80 characters covers real names. */
  nameMaxLength: 80,
  /** RFC 5321 caps a forward path at 254 characters. */
  emailMaxLength: 254,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  /** The public Hunter name owners see when they credit a return: short enough for a list row. */
  hunterNameMinLength: 3,
  hunterNameMaxLength: 30,
  /** Spec §1: minimum age to use the service. */
  minimumAge: 16,
  /**
   * Web Push: the browsers one account keeps subscribed (a phone, a laptop, a few more). Every alert is a
   * request per subscription, so one account must not make the server post to hundreds (issue #24);
   * a new one beyond this drops the account's oldest.
   */
  pushSubscriptionsPerAccount: 5,
} as const;

/** Client-side timings (spec §9). */
export const timings = {
  /** Spec §7: auth and general calls time out after 15 s. */
  apiTimeoutMs: 15_000,
  /** Spec §7: tag and bike calls time out after 10 s. */
  tagsBikesTimeoutMs: 10_000,
  /** Spec §9: the health check has its own 5 s timeout. */
  healthTimeoutMs: 5_000,
  /** Spec §9: the server status is polled every 30 s. */
  healthPollMs: 30_000,
  /** Spec §4: the server is offline after 3 consecutive failures. */
  offlineAfterFailures: 3,
  /** Spec §9: the token expiry is checked every 60 s. */
  tokenCheckMs: 60_000,
  /** Spec §9: header dropdowns close 200 ms after the pointer leaves. */
  dropdownCloseDelayMs: 200,
  /** Spec §9: toasts and success banners stay 5 s. */
  toastMs: 5_000,
  /** Spec §9: dashboard data is cached 30 s per user. */
  dashboardCacheMs: 30_000,
  /** Spec §9: dashboard loads are debounced 300 ms. */
  dashboardDebounceMs: 300,
} as const;

/** Server-side lifetimes of credentials. */
export const tokenLifetimes = {
  /** Access tokens are short-lived: a stolen one is useful for minutes, not days. */
  accessTokenSeconds: 15 * 60,
  /** A refresh token lasts 30 days and is rotated on every use. */
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  /** Issue #2: e-mail verification links stay valid 48 hours. */
  emailVerificationSeconds: 48 * 60 * 60,
  /** Issue #2: password reset links stay valid 1 hour. */
  passwordResetSeconds: 60 * 60,
} as const;

/** How a stolen bike's sightings reach its owner without flooding them (issue #24, decision 041). */
export const sightingAlerts = {
  /**
   * Reports of one bike in an hour from anonymous visitors that alert its owner. More strangers than
   * this within an hour is a crowd around a bike the owner already knows where to find, or a flood
   * (30 addresses made 30 mails): the others are kept, and shown among the bike's sightings, but
   * alert nobody. Signed-in finders and verified presences (a secure tag's genuine tap) are outside it.
   */
  anonymousPerBikePerHour: 10,
  /**
   * One sighting mail per bike per window: the first sighting is mailed at once, the others of the
   * next 15 minutes in one mail at the window's end. The spacing scans of a stolen tag always had,
   * now for every report, and short enough that a digest is still news.
   */
  mailWindowMinutes: 15,
  /**
   * One Web Push per bike per window (issue #28, decision 063): the first sighting wakes the owner's
   * phone at once, those of the next 5 minutes are one burst of taps (a crowd, one person reloading)
   * told by that push; the owner sees them all in the app. Short enough that a finder who comes back
   * later wakes the owner again.
   */
  pushWindowMinutes: 5,
} as const;

/**
 * A shop programming a tag from its phone holds the tag's UID this long between the prepare and the
 * confirm (issue #28, decision 062): writing and reading back takes seconds; a shop that walked away
 * leaves the UID free again for another shop after it, never before.
 */
export const tagProgrammingHoldMinutes = 5;
