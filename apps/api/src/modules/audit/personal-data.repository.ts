import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): what administrators did to the account (not who: the administrator's id is theirs). */
export function adminActionsOn(db: Db, userId: string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'created_at'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
