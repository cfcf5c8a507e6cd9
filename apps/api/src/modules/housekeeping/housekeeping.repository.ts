import type { Db } from '../../db/database.ts';

/**
 * SQL of the periodic clean-up. Housekeeping is cross-cutting: this delete reaches rows of a table
 * another module owns (tags' pending tag sessions), kept here so that it needs no clean-up entry point
 * of its own. Never a ledger table. Personal data (sessions, links) is the retention job's (modules/privacy).
 */
export const housekeepingRepository = {
  /** Deletes the pending tag sessions that expired before `before`. */
  async deletePendingTagSessionsExpiredBefore(db: Db, before: Date): Promise<void> {
    await db.deleteFrom('pending_tag_sessions').where('expires_at', '<', before).execute();
  },
};
