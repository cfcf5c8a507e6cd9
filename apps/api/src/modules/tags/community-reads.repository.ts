import type { Db } from '../../db/database.ts';

/**
 * Which of these bikes wear an assigned tag (issue #29 item 1: hunts ask here). Looked up by the
 * tags' unique index on bike_id, never by hashing every assigned tag (issue #25, decision 047).
 */
export async function bikesWearingTags(db: Db, bikeIds: string[]): Promise<Set<string>> {
  if (bikeIds.length === 0) return new Set();
  const rows = await db.selectFrom('tags').select('bike_id').distinct().where('bike_id', 'in', bikeIds).where('status', '=', 'assigned').execute();
  return new Set(rows.map((r) => r.bike_id).filter((id): id is string => id !== null));
}
