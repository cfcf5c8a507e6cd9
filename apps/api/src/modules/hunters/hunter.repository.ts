import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProgressEvent } from './progress.ts';

/** SQL of a Hunter's record: the events their progress is computed from, and their dashboard's counts. */
export const hunterRepository = {
  /**
   * The Hunter's progress events (hunter.service.ts `progressEvents` says which), unordered:
   * scans grouped per tag and Italian day, sightings, recoveries, rejected claims.
   */
  async progressEventRows(db: Db, userId: string): Promise<{ kind: ProgressEvent['kind']; at: Date }[]> {
    const { rows } = await sql<{ kind: ProgressEvent['kind']; at: Date }>`
    SELECT CASE
             WHEN bool_or(s.theft_report_id IS NOT NULL AND s.authenticity = 'authenticated') THEN 'verified_stolen_scan'
             WHEN bool_or(s.theft_report_id IS NOT NULL) THEN 'stolen_scan'
             WHEN bool_or(s.authenticity = 'authenticated') THEN 'verified_scan'
             ELSE 'scan'
           END AS kind, min(s.scanned_at) AS at
    FROM scans s LEFT JOIN bikes b ON b.id = s.bike_id
    WHERE s.scanner_id = ${userId} AND b.owner_id IS DISTINCT FROM ${userId} AND s.result <> 'unregistered'
      AND s.authenticity IS DISTINCT FROM 'forged'
    GROUP BY s.uid, (s.scanned_at AT TIME ZONE 'Europe/Rome')::date
    UNION ALL
    SELECT 'sighting', min(created_at) FROM sightings
    WHERE reporter_id = ${userId} AND source = 'report' GROUP BY theft_report_id
    UNION ALL
    SELECT 'useful_sighting', created_at FROM sightings WHERE reporter_id = ${userId} AND useful
    UNION ALL
    SELECT 'recovery', t.recovered_at FROM theft_reports t
    WHERE t.returned_by = ${userId}
      AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.theft_report_id = t.id AND d.status = 'resolved' AND d.outcome = 'owner')
    UNION ALL
    SELECT 'rejected_claim', d.resolved_at FROM disputes d JOIN theft_reports t ON t.id = d.theft_report_id
    WHERE d.status = 'resolved' AND (
      (d.outcome = 'owner' AND t.returned_by = ${userId})
      OR (d.raised_by = ${userId} AND t.owner_id <> ${userId} AND d.outcome_hunter_id IS DISTINCT FROM ${userId})
    )`.execute(db);
    return rows;
  },

  /**
   * The Hunter's counts in one statement: scans on the Italian day `today` (YYYY-MM-DD) and in all,
   * bikes returned, payouts not cancelled (cents) and active hunts.
   */
  async stats(db: Db, hunterId: string, today: string) {
    const { rows } = await sql<{ scans_today: number; total_scans: number; bikes_found: number; earned: number; active_hunts: number }>`
    SELECT
      (SELECT count(*) FROM scans WHERE scanner_id = ${hunterId} AND (scanned_at AT TIME ZONE 'Europe/Rome')::date = ${today}::date)::int AS scans_today,
      (SELECT count(*) FROM scans WHERE scanner_id = ${hunterId})::int AS total_scans,
      (SELECT count(*) FROM theft_reports WHERE returned_by = ${hunterId})::int AS bikes_found,
      (SELECT coalesce(sum(amount_cents), 0) FROM payouts WHERE hunter_id = ${hunterId} AND status <> 'cancelled')::int AS earned,
      (SELECT count(*) FROM hunts WHERE hunter_id = ${hunterId} AND status = 'active')::int AS active_hunts`.execute(db);
    return rows[0];
  },
};
