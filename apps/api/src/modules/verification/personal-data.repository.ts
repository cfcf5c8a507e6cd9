import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): the person's scans, the earliest first. */
export function scansBy(db: Db, userId: string) {
  return db
    .selectFrom('scans')
    .select(['uid', 'result', 'latitude', 'longitude', 'accuracy', 'device_info', 'scanned_at'])
    .where('scanner_id', '=', userId)
    .orderBy('scanned_at')
    .execute();
}

/** The purge of a deleted account (privacy/account-retention.ts): the device and position of its scans. */
export async function scrubScansBy(db: Db, userId: string): Promise<void> {
  await db.updateTable('scans').set({ device_info: null, latitude: null, longitude: null, accuracy: null }).where('scanner_id', '=', userId).execute();
}
