import type { Db } from '../../db/database.ts';

/** SQL for two-factor sign-in: the TOTP columns of users, the recovery codes and the sign-in challenge. */
export const twoFactorRepository = {
  /** Marks the factor on, unless it already is; false when it was (a concurrent enable won). */
  async markEnabled(db: Db, userId: string, now: Date): Promise<boolean> {
    const enabled = await db
      .updateTable('users')
      .set({ totp_enabled_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('totp_enabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return enabled !== undefined;
  },

  /**
   * Records the step of an accepted code in the same statement that refuses an
   * already used (or older) step; false when refused.
   */
  async recordTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
    const recorded = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .returning('id')
      .executeTakeFirst();
    return recorded !== undefined;
  },

  /** The user of an open (unused, unexpired) sign-in challenge, without spending it. */
  async findOpenChallengeUserId(db: Db, tokenHash: Buffer, now: Date): Promise<string | undefined> {
    const open = await db
      .selectFrom('one_time_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', 'two_factor_challenge')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return open?.user_id;
  },

  async countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Spends an unused recovery code by its hash; false when there is none. */
  async spendRecoveryCode(db: Db, userId: string, codeHash: Buffer, now: Date): Promise<boolean> {
    const spent = await db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return spent !== undefined;
  },

  async deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  },

  async insertRecoveryCodes(db: Db, userId: string, codeHashes: Buffer[], now: Date): Promise<void> {
    await db
      .insertInto('two_factor_recovery_codes')
      .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: now })))
      .execute();
  },
};
