import type { DeleteAccountInput } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { requireSecondFactor, revokeAllSessions, type Session, startSession } from '../auth/index.ts';
import { countUnread } from '../notifications/index.ts';
import { eraseFiles, pseudonymiseAccount } from '../privacy/index.ts';
import { tagIdsOwnedBy } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { bumpSessionVersion, saveUser } from '../users/index.ts';
import { countScansOfTags } from '../verification/index.ts';

// What the signed-in person does to their own account that reaches beyond the account row: a new
// password ends the other sessions (auth), a deletion erases them everywhere (privacy), the dashboard
// counts their tags' scans and unread alerts. Above users, auth and privacy, which never import it.

/**
 * Changes the password after checking the current one. Every other session ends
 * (other devices must sign in again); this device gets a fresh session.
 */
export async function changePassword(ctx: AppContext, user: UserRow, currentPassword: string, password: string): Promise<Session> {
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    await saveUser(trx, user.id, { password_hash: passwordHash }, now);
    const updated = await bumpSessionVersion(trx, user.id, now);
    await revokeAllSessions(trx, user.id, now);
    return startSession(ctx, updated, undefined, trx, now);
  });
}

/**
 * Deletes the account: personal data is removed at once (the row stays,
 * pseudonymised, for records the law makes us keep) and every session ends.
 * The intent is confirmed with the password, or, for an account that signs in
 * only with Google, by typing its e-mail address; with a second factor, a
 * current code too.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow, input: DeleteAccountInput): Promise<void> {
  if (user.password_hash) {
    if (!(await verifyPassword(user.password_hash, input.password ?? ''))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
  } else if (input.confirmEmail !== user.email) {
    throw new AppError(400, 'CONFIRM_EMAIL_MISMATCH');
  }
  const now = ctx.clock.now();
  const erased = await runTransaction(ctx.db, async (trx) => {
    await requireSecondFactor(ctx, trx, user, input.code, now);
    return pseudonymiseAccount(trx, user.id, now);
  });
  await eraseFiles(ctx, erased);
}

/** Spec §2 dashboard figures: scans of the user's tags, and unread alerts. */
export async function stats(ctx: AppContext, user: UserRow): Promise<{ scanCount: number; alertCount: number }> {
  const [scanCount, alertCount] = await Promise.all([countScansOfOwnTags(ctx, user.id), countUnread(ctx, user.id)]);
  return { scanCount, alertCount };
}

/** How many scans the tags the user owns have had: the tags module names the tags, verification counts their scans. */
async function countScansOfOwnTags(ctx: AppContext, userId: string): Promise<number> {
  return countScansOfTags(ctx.db, await tagIdsOwnedBy(ctx.db, userId));
}
