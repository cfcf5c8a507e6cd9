import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): the photos of these bikes, as stored (their files are on the bike's page). An empty list asks nothing. */
export async function photosForExportOf(db: Db, bikeIds: string[]) {
  if (bikeIds.length === 0) return [];
  return db
    .selectFrom('bike_photos')
    .select(['id', 'bike_id', 'filename', 'uploaded_by', 'format', 'width', 'height', 'bytes', 'is_main', 'created_at'])
    .where('bike_id', 'in', bikeIds)
    .execute();
}
