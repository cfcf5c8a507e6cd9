// The public surface of the auth module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of auth/ (scripts/architecture/module-surface.ts).
// Accounts' sign-in: register, login, refresh sessions, e-mail verification, password reset, Google sign-in, two-factor (decisions 005, 021, 022).

export type { Session } from './auth.service.ts';
export { sendVerificationEmail, startSession } from './auth.service.ts';
export { hasLinkedIdentity } from './identity-lookup.repository.ts';
export {
  forgetRecoveryCodes,
  forgetTokensAndIdentities,
  googleSignInsOf,
  liveSessionsOf,
  oneTimeLinksOf,
  recoveryCodesLeftOf,
  signInIdentitiesOf,
} from './personal-data.repository.ts';
export { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
export { accessTokenOfRefreshToken, forgetPendingSignUps, forgetSessions, revokeAllSessions, signedInByRefreshToken } from './sessions.ts';
export { deleteExpiredOneTimeLinks, deleteExpiredRefreshTokens, deleteIdentityTickets } from './sign-in-retention.ts';
export { requireSecondFactor } from './two-factor.service.ts';
