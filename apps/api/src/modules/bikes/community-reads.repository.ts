import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BikesTable } from '../../db/schema.ts';

/** What hunts, alerts and conversations show of a bike (issue #29 item 1: other modules ask here, by ids). */
export type BikeCardRow = Pick<Selectable<BikesTable>, 'id' | 'owner_id' | 'name' | 'brand' | 'model' | 'type' | 'color'>;

/** These bikes' cards (any order; a missing id is absent). */
export function bikeCardsByIds(db: Db, ids: string[]): Promise<BikeCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('bikes').select(['id', 'owner_id', 'name', 'brand', 'model', 'type', 'color']).where('id', 'in', ids).execute();
}

/** The ids of the bikes the user owns (a Hunter's scans of their own bikes earn nothing: hunters/progress.ts). */
export async function bikeIdsOfOwner(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('bikes').select('id').where('owner_id', '=', ownerId).execute();
  return rows.map((r) => r.id);
}
