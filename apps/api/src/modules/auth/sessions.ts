import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/secrets.ts';
import type { UserRow } from '../users/index.ts';
import { canSignIn, findUser } from '../users/index.ts';
import { identityRepository } from './identity.repository.ts';
import { sessionRepository } from './session.repository.ts';

// What other modules (users, admin) and the auth plugin use of sign-in sessions; they never import session.repository.ts.

/**
 * The account an access token is for, loaded only while the session (refresh-token family) the
 * token was issued for is alive; undefined once it is revoked (sign-out, a reused refresh token,
 * a password change or reset, a suspension, a deletion) or never existed.
 */
export function findSessionUser(db: Db, claims: { userId: string; sessionId: string }): Promise<UserRow | undefined> {
  return sessionRepository.userOfLiveSession(db, claims.userId, claims.sessionId);
}

/**
 * Who a request's refresh cookie says is signed in, without spending it (no rotation, no write):
 * the account of a current, unexpired token that may sign in; undefined otherwise. Only where no
 * access token can come along, the server-rendered tag page (decision 059): elsewhere the bearer
 * token is the proof.
 */
export async function signedInByRefreshToken(db: Db, token: string, now: Date): Promise<UserRow | undefined> {
  const userId = await sessionRepository.userIdOfCurrentRefreshToken(db, hashToken(token), now);
  const user = userId ? await findUser(db, userId) : undefined;
  return user && canSignIn(user) ? user : undefined;
}

/**
 * A short-lived access token for the session a request's refresh cookie belongs to, without spending the
 * cookie (no rotation, no write): for the server rendering a signed-in page (issue #27 item 6), which then asks
 * the API itself with it, so that the API's own session check (live family, session version, an account that
 * may sign in) decides. Undefined when the cookie is not a current token of an account that may sign in.
 */
export async function accessTokenOfRefreshToken(ctx: AppContext, token: string): Promise<string | undefined> {
  const session = await sessionRepository.sessionOfCurrentRefreshToken(ctx.db, hashToken(token), ctx.clock.now());
  const user = session ? await findUser(ctx.db, session.userId) : undefined;
  if (!session || !user || !canSignIn(user)) return undefined;
  return ctx.accessTokens.sign({ userId: user.id, sessionVersion: user.session_version, sessionId: session.familyId });
}

/** Ends every refresh-token family of the account: every device must sign in again. */
export function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  return sessionRepository.revokeAllOfUser(db, userId, now);
}

/** For the purge of a deleted account (privacy/account-retention.ts): the rows of its ended sessions go too. */
export function forgetSessions(db: Db, userId: string): Promise<void> {
  return sessionRepository.deleteAllOfUser(db, userId);
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`): a Google sign-up begun
 * with its address and never finished (a ticket with no account yet) holds the address and the names
 * Google sent; it goes with the account.
 */
export function forgetPendingSignUps(db: Db, email: string): Promise<number> {
  return identityRepository.deleteTicketsFor(db, email);
}
