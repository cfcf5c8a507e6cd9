import type { Db } from '../../db/database.ts';

/** The few reads of the debug endpoints. */
export const debugRepository = {
  /** The newest accounts that still exist, with only what a debug glance needs (never a secret). */
  newestUsers(db: Db, limit: number) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'created_at'])
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  },
};
