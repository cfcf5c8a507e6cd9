import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The tags module's answers to modules that show tags beside their own rows (account figures, the
// admin area; issue #29 item 1): the tags table is read here, the caller composes.

/** The ids of the tags a user owns (the dashboard counts their scans). */
export async function tagIdsOwnedBy(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('tags').select('id').where('owner_id', '=', ownerId).execute();
  return rows.map((r) => r.id);
}

/** How many tags each of these users owns (0 for none), one query for all of them. */
export async function countTagsByOwners(db: Db, ownerIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(ownerIds.map((id) => [id, 0]));
  if (ownerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('tags')
    .select((eb) => ['owner_id', eb.fn.countAll<string>().as('n')])
    .where('owner_id', 'in', ownerIds)
    .groupBy('owner_id')
    .execute();
  for (const row of rows) if (row.owner_id) counts.set(row.owner_id, Number(row.n));
  return counts;
}

/** A user's tags as the admin user page lists them, newest first. */
export function tagsOfOwnerForAdmin(db: Db, ownerId: string) {
  return db.selectFrom('tags').select(['uid', 'status']).where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
}

/** UID and batch of these tags (the admin's travel alerts name the tag). */
export function tagLabelsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tags').select(['id', 'uid', 'batch']).where('id', 'in', ids).execute();
}

/** The admin overview's tags: how many in each status, and in all. */
export async function countTagsByStatus(db: Db) {
  const { rows } = await sql<{ status: 'unassigned' | 'assigned' | 'lost' | 'retired'; total: string }>`
    SELECT status, count(*) AS total FROM tags GROUP BY status`.execute(db);
  const tags = { total: 0, unassigned: 0, assigned: 0, lost: 0, retired: 0 };
  for (const row of rows) {
    tags[row.status] = Number(row.total ?? 0);
    tags.total += Number(row.total ?? 0);
  }
  return tags;
}

/** One tag by its id, or undefined. */
export function findTagById(db: Db, id: string) {
  return db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
}
