import type { Db } from '../../db/database.ts';

// The two-factor columns of users (totp_enabled_at, totp_last_step), written for the auth module's
// two-factor sign-in (issue #29 item 1): the statements are the ones auth ran, each one atomic.

/** Marks the factor on, unless it already is; false when it was (a concurrent enable won). */
export async function markTotpEnabled(db: Db, userId: string, now: Date): Promise<boolean> {
  const enabled = await db
    .updateTable('users')
    .set({ totp_enabled_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return enabled !== undefined;
}

/**
 * Records the step of an accepted code in the same statement that refuses an
 * already used (or older) step; false when refused.
 */
export async function recordTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const recorded = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}
