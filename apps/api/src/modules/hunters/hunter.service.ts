import type { HunterProfile, HunterStats } from '@ritrova/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../rewards/business-days.ts';
import type { UserRow } from '../users/user-row.ts';
import { experiencePoints, type ProgressEvent, progressOf } from './progress.ts';

/**
 * The recorded events a Hunter's progress is computed from (progress.ts):
 * - scans of other people's tags, once per tag per Italian day — of a stolen bike `stolen_scan`, else `scan`;
 *   `verified_stolen_scan` / `verified_scan` when one of that day's taps of a secure tag was authenticated;
 *   forged links earn nothing;
 * - sighting reports, once per theft (`sighting`), and each the owner marked useful (`useful_sighting`);
 * - recoveries credited to them and not reversed by a dispute (`recovery`);
 * - claims rejected in a dispute (`rejected_claim`): credited but decided for the owner, or raised by them and decided for someone else.
 */
export async function progressEvents(db: Db, userId: string): Promise<ProgressEvent[]> {
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
  return rows.map((r) => ({ kind: r.kind, at: new Date(r.at) })).sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** `GET /api/hunter/profile`. */
export async function hunterProfile(ctx: AppContext, actor: UserRow): Promise<HunterProfile> {
  const events = await progressEvents(ctx.db, actor.id);
  const progress = progressOf(events);
  return {
    level: progress.level,
    experience: progress.experience,
    levelFloor: progress.levelFloor,
    nextLevelAt: progress.nextLevelAt,
    reputation: progress.reputation,
    achievements: progress.achievements,
    history: events.slice(0, 20).map((e) => ({ kind: e.kind, points: experiencePoints[e.kind], at: e.at.toISOString() })),
  };
}

/** `GET /api/hunter/stats` (spec §1: scans today, total scans, bikes found, rewards earned). */
export async function hunterStats(ctx: AppContext, actor: UserRow): Promise<HunterStats> {
  const today = italianDate(ctx.clock.now());
  const row = await sql<{ scans_today: number; total_scans: number; bikes_found: number; earned: number; active_hunts: number }>`
    SELECT
      (SELECT count(*) FROM scans WHERE scanner_id = ${actor.id} AND (scanned_at AT TIME ZONE 'Europe/Rome')::date = ${today}::date)::int AS scans_today,
      (SELECT count(*) FROM scans WHERE scanner_id = ${actor.id})::int AS total_scans,
      (SELECT count(*) FROM theft_reports WHERE returned_by = ${actor.id})::int AS bikes_found,
      (SELECT coalesce(sum(amount_cents), 0) FROM payouts WHERE hunter_id = ${actor.id} AND status <> 'cancelled')::int AS earned,
      (SELECT count(*) FROM hunts WHERE hunter_id = ${actor.id} AND status = 'active')::int AS active_hunts`.execute(ctx.db);
  const [r = { scans_today: 0, total_scans: 0, bikes_found: 0, earned: 0, active_hunts: 0 }] = row.rows;
  return { scansToday: r.scans_today, totalScans: r.total_scans, bikesFound: r.bikes_found, rewardsEarnedCents: r.earned, activeHunts: r.active_hunts };
}
