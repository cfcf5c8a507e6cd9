import type { Db } from '../../db/database.ts';

/**
 * SQL of the periodic clean-up. Housekeeping is cross-cutting: these deletes reach rows of tables
 * other modules own (auth's one-time links and refresh tokens, tags' pending tag sessions), kept
 * here so that the owning modules need no clean-up entry points of their own. Never a ledger table.
 */
export const housekeepingRepository = {
  /** Deletes the one-time links (verification, reset, two-factor) that expired before `before`; returns how many. */
  async deleteOneTimeTokensExpiredBefore(db: Db, before: Date): Promise<number> {
    const result = await db.deleteFrom('one_time_tokens').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes the refresh tokens that expired before `before`; returns how many. */
  async deleteRefreshTokensExpiredBefore(db: Db, before: Date): Promise<number> {
    const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes the pending tag sessions that expired before `before`. */
  async deletePendingTagSessionsExpiredBefore(db: Db, before: Date): Promise<void> {
    await db.deleteFrom('pending_tag_sessions').where('expires_at', '<', before).execute();
  },
};
