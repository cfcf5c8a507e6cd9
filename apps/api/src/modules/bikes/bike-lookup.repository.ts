import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The bikes module's answers to modules that show bikes beside their own rows (the admin area; issue
// #29 item 1): the bikes table is read here, the caller composes.

/** How many bikes each of these users owns (0 for none), one query for all of them. */
export async function countBikesByOwners(db: Db, ownerIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(ownerIds.map((id) => [id, 0]));
  if (ownerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('bikes')
    .select((eb) => ['owner_id', eb.fn.countAll<string>().as('n')])
    .where('owner_id', 'in', ownerIds)
    .groupBy('owner_id')
    .execute();
  for (const row of rows) counts.set(row.owner_id, Number(row.n));
  return counts;
}

/** A user's bikes as the admin user page lists them, newest first. */
export function bikesOfOwnerForAdmin(db: Db, ownerId: string) {
  return db.selectFrom('bikes').select(['id', 'name', 'brand', 'status']).where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
}

/** Name and brand of these bikes, for lists that name a bike beside their own rows. */
export function bikeLabelsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('bikes').select(['id', 'name', 'brand']).where('id', 'in', ids).execute();
}

/** The admin overview's bikes: all of them, and the stolen ones. */
export async function countBikesForOverview(db: Db) {
  const { rows } = await sql<{ total: string; stolen: string }>`
    SELECT count(*) AS total, count(*) FILTER (WHERE status = 'stolen') AS stolen FROM bikes`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), stolen: Number(rows[0]?.stolen ?? 0) };
}
