import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): the person's tags. */
export function tagsForExportOf(db: Db, ownerId: string) {
  return db.selectFrom('tags').select(['uid', 'status', 'bike_id', 'assigned_at', 'attached_at']).where('owner_id', '=', ownerId).execute();
}

/** The uids of these tags, by id. An empty list asks nothing. */
export async function tagUidsByIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tags')
    .select(['id', 'uid'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.uid]));
}
