import type { Db } from '../../db/database.ts';
import { sessionRepository } from './session.repository.ts';

// What other modules (users, admin) use of sign-in sessions; they never import session.repository.ts.

/** Ends every refresh-token family of the account: every device must sign in again. */
export function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  return sessionRepository.revokeAllOfUser(db, userId, now);
}
