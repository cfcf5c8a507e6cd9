import type { Db } from '../../db/database.ts';

/** The main photo of each of these bikes that has one: bike id → photo id (issue #29 item 1: hunts ask here). */
export async function mainPhotoIdsOf(db: Db, bikeIds: string[]): Promise<Map<string, string>> {
  if (bikeIds.length === 0) return new Map();
  const rows = await db.selectFrom('bike_photos').select(['bike_id', 'id']).where('bike_id', 'in', bikeIds).where('is_main', '=', true).execute();
  return new Map(rows.map((r) => [r.bike_id, r.id]));
}
