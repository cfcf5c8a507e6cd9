import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OneTimeTokensTable } from '../../db/schema.ts';

export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;
export type TokenPurpose = OneTimeTokenRow['purpose'];

/** SQL for single-use tokens (e-mail verification, password reset), stored hashed. */
export const oneTimeTokenRepository = {
  async insert(db: Db, row: { userId: string; purpose: TokenPurpose; tokenHash: Buffer; expiresAt: Date; createdAt: Date }): Promise<void> {
    await db
      .insertInto('one_time_tokens')
      .values({ user_id: row.userId, purpose: row.purpose, token_hash: row.tokenHash, expires_at: row.expiresAt, created_at: row.createdAt })
      .execute();
  },

  /**
   * Uses a token: marks it used and returns it, in one statement, so that two
   * concurrent uses cannot both succeed. Undefined when unknown, used or expired.
   */
  consume(db: Db, purpose: TokenPurpose, tokenHash: Buffer, now: Date): Promise<OneTimeTokenRow | undefined> {
    return db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  },

  /** A token by its hash, used or not, expired or not (to tell a link opened again from a wrong one). */
  findByHash(db: Db, purpose: TokenPurpose, tokenHash: Buffer): Promise<OneTimeTokenRow | undefined> {
    return db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
  },

  /** Invalidates the user's unused tokens of a purpose (a new link replaces older ones). */
  async invalidateOpen(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
    await db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  },

  /** Deletes at most `limit` one-time links that expired at or before `before`, skipping locked ones (retention, issue #26); how many. */
  async deleteExpiredBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('one_time_tokens')
      .where('id', 'in', (eb) => eb.selectFrom('one_time_tokens').select('id').where('expires_at', '<=', before).limit(limit).forUpdate().skipLocked())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
