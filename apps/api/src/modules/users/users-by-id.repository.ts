import type { Db } from '../../db/database.ts';
import type { UserRow } from './user-row.ts';

/** SQL of accounts read by id in batches, for the modules that compose them with their own rows (issue #29 item 1). */
export const usersByIdRepository = {
  /** The accounts with these ids (deleted ones only when `withDeleted`). */
  list(db: Db, ids: readonly string[], withDeleted: boolean): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    let query = db.selectFrom('users').selectAll().where('id', 'in', ids);
    if (!withDeleted) query = query.where('deleted_at', 'is', null);
    return query.execute();
  },
};
