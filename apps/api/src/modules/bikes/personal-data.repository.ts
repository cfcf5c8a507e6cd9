import type { Db } from '../../db/database.ts';

// The bikes tables' part of the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and the bikes the purge deletes (privacy/account-retention.ts).

/** The export: the person's bikes, every column, the oldest first. */
export function bikesForExportOf(db: Db, ownerId: string) {
  return db.selectFrom('bikes').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').execute();
}

/** The export: the person's own periods of ownership (of bikes they own now or once owned), not the other owners'. */
export function ownershipsOf(db: Db, ownerId: string) {
  return db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('owner_id', '=', ownerId).orderBy('started_at').execute();
}

/** The ids of an owner's bikes, in no particular order. */
export async function ownedBikeIds(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('bikes').select('id').where('owner_id', '=', ownerId).execute();
  return rows.map((r) => r.id);
}

/** Deletes an owner's bikes but `keep`; returns the ids deleted. */
export async function deleteBikesOfExcept(db: Db, ownerId: string, keep: string[]): Promise<string[]> {
  const bikes = await db
    .deleteFrom('bikes')
    .where('owner_id', '=', ownerId)
    .$if(keep.length > 0, (q) => q.where('id', 'not in', keep))
    .returning('id')
    .execute();
  return bikes.map((b) => b.id);
}
