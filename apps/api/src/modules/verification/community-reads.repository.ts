import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * What the modules of the community read of the scans (issue #29 item 1): a Hunter's progress and
 * counts (hunters), and what an alert says of a scan (notifications), by ids.
 */

/**
 * A Hunter's progress events of scans (hunters/progress.ts): scans of tags not on one of `ownBikeIds`
 * (the Hunter's bikes), registered and not forged, once per tag and Italian day — of a stolen bike
 * `stolen_scan`, else `scan`; `verified_…` when one of that day's taps was authenticated.
 */
export async function scanProgressRows(db: Db, userId: string, ownBikeIds: string[]) {
  const notOwn = ownBikeIds.length > 0 ? sql`AND (s.bike_id IS NULL OR s.bike_id <> ALL(${ownBikeIds}::uuid[]))` : sql``;
  const { rows } = await sql<{ kind: 'verified_stolen_scan' | 'stolen_scan' | 'verified_scan' | 'scan'; at: Date }>`
    SELECT CASE
             WHEN bool_or(s.theft_report_id IS NOT NULL AND s.authenticity = 'authenticated') THEN 'verified_stolen_scan'
             WHEN bool_or(s.theft_report_id IS NOT NULL) THEN 'stolen_scan'
             WHEN bool_or(s.authenticity = 'authenticated') THEN 'verified_scan'
             ELSE 'scan'
           END AS kind, min(s.scanned_at) AS at
    FROM scans s
    WHERE s.scanner_id = ${userId} ${notOwn} AND s.result <> 'unregistered'
      AND s.authenticity IS DISTINCT FROM 'forged'
    GROUP BY s.uid, (s.scanned_at AT TIME ZONE 'Europe/Rome')::date`.execute(db);
  return rows;
}

/** How many scans the user made on the Italian day `today` (YYYY-MM-DD) and in all. */
export async function scanCountsBy(db: Db, userId: string, today: string): Promise<{ today: number; total: number }> {
  const { rows } = await sql<{ today: number; total: number }>`
    SELECT
      (SELECT count(*) FROM scans WHERE scanner_id = ${userId} AND (scanned_at AT TIME ZONE 'Europe/Rome')::date = ${today}::date)::int AS today,
      (SELECT count(*) FROM scans WHERE scanner_id = ${userId})::int AS total`.execute(db);
  return rows[0] ?? { today: 0, total: 0 };
}
