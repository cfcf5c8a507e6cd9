import type { Db } from '../../db/database.ts';

/** The authenticity and position of these scans, by id. */
export async function scansByIds(db: Db, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('scans')
          .select(['id', 'authenticity', 'latitude', 'longitude'])
          .where('id', 'in', [...new Set(ids)])
          .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a user tapped the bike's secure tag genuinely (an authenticated scan) during a theft. */
export async function hasAuthenticatedTap(db: Db, theftReportId: string, userId: string): Promise<boolean> {
  const tap = await db
    .selectFrom('scans')
    .select('id')
    .where('theft_report_id', '=', theftReportId)
    .where('scanner_id', '=', userId)
    .where('authenticity', '=', 'authenticated')
    .executeTakeFirst();
  return tap !== undefined;
}

// The verification module's answers to modules above it that show scans and travel alerts beside
// their own rows (account figures, the admin area; issue #29 item 1): scans and travel_alerts are
// read and written here, the caller composes.

/** How many scans these tags have had, all together (the dashboard's figure). */
export async function countScansOfTags(db: Db, tagIds: readonly string[]): Promise<number> {
  if (tagIds.length === 0) return 0;
  const row = await db
    .selectFrom('scans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tag_id', 'in', tagIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's latest own scans, newest first (the admin user page). */
export function scansByScanner(db: Db, scannerId: string, limit: number) {
  return db
    .selectFrom('scans')
    .select(['uid', 'result', 'scanned_at'])
    .where('scanner_id', '=', scannerId)
    .orderBy('scanned_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A tag's scans (by its id, or its UID before it was known), newest first; the scanner's id when signed in. */
export function scansOfTag(db: Db, tag: { id: string; uid: string }, limit: number) {
  return db
    .selectFrom('scans')
    .select(['scans.id', 'scans.scanned_at', 'scans.result', 'scans.authenticity', 'scans.latitude', 'scans.longitude', 'scans.scanner_id'])
    .where((eb) => eb.or([eb('scans.tag_id', '=', tag.id), eb('scans.uid', '=', tag.uid)]))
    .orderBy('scans.scanned_at', 'desc')
    .orderBy('scans.id', 'desc')
    .limit(limit)
    .execute();
}

/** Improbable-travel alerts, newest first, with their two taps (the tag and the bike are named by their owners). */
export function travelAlertsWithScans(db: Db, state: 'open' | 'all', limit: number) {
  let query = db
    .selectFrom('travel_alerts as a')
    .innerJoin('scans as s1', 's1.id', 'a.previous_scan_id')
    .innerJoin('scans as s2', 's2.id', 'a.scan_id')
    .select([
      'a.id',
      'a.created_at',
      'a.reviewed_at',
      'a.distance_m',
      'a.elapsed_s',
      'a.speed_kmh',
      'a.tag_id',
      's2.bike_id',
      's1.scanned_at as from_at',
      's1.latitude as from_latitude',
      's1.longitude as from_longitude',
      's2.scanned_at as to_at',
      's2.latitude as to_latitude',
      's2.longitude as to_longitude',
    ]);
  if (state === 'open') query = query.where('a.reviewed_at', 'is', null);
  return query.orderBy('a.created_at', 'desc').limit(limit).execute();
}

/** One travel alert, locked for the rest of the transaction. */
export function findTravelAlertForUpdate(db: Db, id: string) {
  return db.selectFrom('travel_alerts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markTravelAlertReviewed(db: Db, id: string, reviewerId: string, now: Date): Promise<void> {
  await db.updateTable('travel_alerts').set({ reviewed_at: now, reviewed_by: reviewerId }).where('id', '=', id).execute();
}
