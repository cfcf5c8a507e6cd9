import type { Db } from '../../db/database.ts';

/** SQL for two-factor sign-in: the recovery codes and the sign-in challenge (the TOTP columns of users are the users module's). */
export const twoFactorRepository = {
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
