import type { Db } from '../../db/database.ts';
import { identityRepository } from './identity.repository.ts';
import { oneTimeTokenRepository } from './one-time-token.repository.ts';
import { sessionRepository } from './session.repository.ts';

// What the retention job (modules/privacy; issue #26) does to the auth module's tables: the `sessions`
// and `identity_tickets` rules, one batch per call (at most `limit` rows, one statement), how many.

/** `sessions`: deletes a batch of refresh tokens that expired at or before `before`. */
export function deleteExpiredRefreshTokens(db: Db, before: Date, limit: number): Promise<number> {
  return sessionRepository.deleteExpiredBefore(db, before, limit);
}

/** `sessions`: deletes a batch of one-time links (verification, reset, two-factor) that expired at or before `before`. */
export function deleteExpiredOneTimeLinks(db: Db, before: Date, limit: number): Promise<number> {
  return oneTimeTokenRepository.deleteExpiredBefore(db, before, limit);
}

/** `identity_tickets`: deletes a batch of Google sign-in tickets made at or before `before`. */
export function deleteIdentityTickets(db: Db, before: Date, limit: number): Promise<number> {
  return identityRepository.deleteTicketsMadeBefore(db, before, limit);
}
