import type { Db } from '../../db/database.ts';

// The theft tables' part of the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and what the purge of a deleted account scrubs (privacy/account-retention.ts).

/** The export: the sightings the person reported. */
export function sightingsBy(db: Db, userId: string) {
  return db
    .selectFrom('sightings')
    .select([
      'id',
      'source',
      'latitude',
      'longitude',
      'accuracy',
      'share_exact',
      'note',
      'contact_consent',
      'contact_email',
      'contact_language',
      'useful',
      'created_at',
    ])
    .where('reporter_id', '=', userId)
    .execute();
}

/** The export: the photos of these sightings (their sizes; the files are the owner's to see on the bike's page). An empty list asks nothing. */
export async function sightingPhotosForExportOf(db: Db, sightingIds: string[]) {
  if (sightingIds.length === 0) return [];
  return db
    .selectFrom('sighting_photos')
    .select(['id', 'sighting_id', 'format', 'width', 'height', 'bytes', 'created_at'])
    .where('sighting_id', 'in', sightingIds)
    .orderBy('created_at')
    .execute();
}

/** The export: the person's theft reports, every column. */
export function theftReportsForExportOf(db: Db, ownerId: string) {
  return db.selectFrom('theft_reports').selectAll().where('owner_id', '=', ownerId).execute();
}

/** The purge: the contact details and notes of the person's sightings. */
export async function scrubSightingsBy(db: Db, userId: string): Promise<void> {
  await db.updateTable('sightings').set({ contact_email: null, contact_consent: false, note: null }).where('reporter_id', '=', userId).execute();
}

/** The theft reports on these bikes: each one's id and bike. An empty list asks nothing. */
export async function theftReportsOnBikes(db: Db, bikeIds: string[]): Promise<{ id: string; bike_id: string }[]> {
  if (bikeIds.length === 0) return [];
  return db.selectFrom('theft_reports').select(['id', 'bike_id']).where('bike_id', 'in', bikeIds).execute();
}
