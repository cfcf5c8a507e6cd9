import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RewardStatus } from '../../db/schema.ts';

/*
 * What the modules of the community read of the theft rows (issue #29 item 1): hunters (hunts, alerts,
 * progress), notifications (alert lists) and messages (conversations). Each answers for this module's
 * tables only; the caller composes with the other owners' answers by ids.
 */

/** A theft report as hunts and alerts show it (its exact place stays on the server). */
export interface HuntReportRow {
  id: string;
  bike_id: string;
  owner_id: string;
  stolen_at: Date;
  reward_cents: number;
  status: 'open' | 'recovered';
  reward_status: RewardStatus;
  place_lat: number | null;
  place_lng: number | null;
}

const huntReportColumns = ['id', 'bike_id', 'owner_id', 'stolen_at', 'reward_cents', 'status', 'reward_status', 'place_lat', 'place_lng'] as const;

/** Open reports with a funded reward, not `hunterId`'s and none of `excludedIds`, newest theft first; at most `limit`. */
export function listOfferedHuntReports(db: Db, hunterId: string, excludedIds: string[], limit: number): Promise<HuntReportRow[]> {
  let query = db
    .selectFrom('theft_reports')
    .select(huntReportColumns)
    .where('status', '=', 'open')
    .where('reward_status', '=', 'funded')
    .where('owner_id', '<>', hunterId);
  if (excludedIds.length > 0) query = query.where('id', 'not in', excludedIds);
  return query.orderBy('stolen_at', 'desc').limit(limit).execute();
}

/** These reports (any order). */
export function huntReportsByIds(db: Db, ids: string[]): Promise<HuntReportRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('theft_reports').select(huntReportColumns).where('id', 'in', ids).execute();
}

/** A placed sighting of a theft, as hunts show it. */
export interface PlacedSightingRow {
  theft_report_id: string;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
}

/** Sightings with a place of these reports, newest first. */
export function placedSightingsOf(db: Db, theftReportIds: string[]): Promise<PlacedSightingRow[]> {
  return db
    .selectFrom('sightings')
    .select(['theft_report_id', 'latitude', 'longitude', 'created_at'])
    .where('theft_report_id', 'in', theftReportIds)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** A Hunter's progress events of sightings (hunters/progress.ts): one `sighting` per theft reported, one `useful_sighting` per useful one. */
export async function sightingProgressRows(db: Db, userId: string): Promise<{ kind: 'sighting' | 'useful_sighting'; at: Date }[]> {
  const { rows } = await sql<{ kind: 'sighting' | 'useful_sighting'; at: Date }>`
    SELECT 'sighting' AS kind, min(created_at) AS at FROM sightings
    WHERE reporter_id = ${userId} AND source = 'report' GROUP BY theft_report_id
    UNION ALL
    SELECT 'useful_sighting', created_at FROM sightings WHERE reporter_id = ${userId} AND useful`.execute(db);
  return rows;
}

/** The reports whose bike the user is credited with returning: their id and when recovered. */
export function reportsReturnedBy(db: Db, userId: string): Promise<{ id: string; owner_id: string; recovered_at: Date | null }[]> {
  return db.selectFrom('theft_reports').select(['id', 'owner_id', 'recovered_at']).where('returned_by', '=', userId).execute();
}

/** How many bikes the user is credited with returning. */
export async function countReportsReturnedBy(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('theft_reports').select(sql<number>`count(*)::int`.as('n')).where('returned_by', '=', userId).executeTakeFirstOrThrow();
  return row.n;
}

/** Who owns and who returned these reports (any order). */
export function reportPartiesOf(db: Db, ids: string[]): Promise<{ id: string; owner_id: string; returned_by: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('theft_reports').select(['id', 'owner_id', 'returned_by']).where('id', 'in', ids).execute();
}

/** What a conversation needs of these sightings: their bike and whether (and where, in what language) their anonymous finder may be written to. */
export function sightingContactsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sightings').select(['id', 'bike_id', 'contact_email', 'contact_consent', 'contact_language']).where('id', 'in', ids).execute();
}

/** A sighting with the report it belongs to, and whether its anonymous finder may be written to. */
export function sightingWithReport(db: Db, sightingId: string) {
  return db
    .selectFrom('sightings as s')
    .innerJoin('theft_reports as t', 't.id', 's.theft_report_id')
    .select(['s.id', 's.reporter_id', 's.contact_consent', 's.contact_email', 't.id as theft_report_id', 't.owner_id'])
    .where('s.id', '=', sightingId)
    .executeTakeFirst();
}

/** The reporter's latest sighting of a report. */
export function latestSightingBy(db: Db, theftReportId: string, reporterId: string) {
  return db
    .selectFrom('sightings')
    .select('id')
    .where('theft_report_id', '=', theftReportId)
    .where('reporter_id', '=', reporterId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * The ids of the thefts that closed — recovered, or the reward refunded — at or before `closedBy`, as a
 * subquery for the caller's statement (the retention of conversations deletes by it in one statement,
 * its own rows' locks taken with SKIP LOCKED).
 */
export function closedTheftIdsQuery(db: Db, closedBy: Date) {
  return db.selectFrom('theft_reports as t').select('t.id').where(sql<boolean>`coalesce(t.recovered_at, t.refunded_at) <= ${closedBy}::timestamptz`);
}

/** A sighting as an alert shows it: its kind, reporter, place, note, scan and whether a photo came with it. */
export interface AlertSightingRow {
  id: string;
  created_at: Date;
  source: 'scan' | 'report';
  reporter_id: string | null;
  latitude: number | null;
  longitude: number | null;
  note: string | null;
  scan_id: number | null;
  has_photo: boolean;
}

const alertSightingColumns = sql<AlertSightingRow>`s.id, s.created_at, s.source, s.reporter_id, s.latitude, s.longitude, s.note, s.scan_id,
  EXISTS (SELECT 1 FROM sighting_photos p WHERE p.sighting_id = s.id) AS has_photo`;

/** These sightings as alerts show them (any order). */
export async function alertSightingsByIds(db: Db, ids: string[]): Promise<AlertSightingRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<AlertSightingRow>`SELECT ${alertSightingColumns} FROM sightings s WHERE s.id = ANY(${ids}::uuid[])`.execute(db);
  return rows;
}

/**
 * The sightings each grouped alert stands for (notifications/notification.service.ts): for each group,
 * the bike's `count` latest sightings that alerted, up to its `latestSightingId`'s time, newest first
 * (none when that sighting is gone). One statement for every group; rows carry their group's `key`.
 */
export async function alertSightingGroups(
  db: Db,
  groups: { key: string; bikeId: string; latestSightingId: string; count: number }[],
): Promise<(AlertSightingRow & { key: string })[]> {
  if (groups.length === 0) return [];
  const { rows } = await sql<AlertSightingRow & { key: string }>`
    SELECT k.key, g.* FROM unnest(${groups.map((g) => g.key)}::text[], ${groups.map((g) => g.bikeId)}::uuid[],
                                  ${groups.map((g) => g.latestSightingId)}::uuid[], ${groups.map((g) => g.count)}::int[]) AS k(key, bike_id, latest_id, n)
    CROSS JOIN LATERAL (
      SELECT ${alertSightingColumns}
      FROM sightings s
      WHERE s.bike_id = k.bike_id AND s.notified AND s.created_at <= (SELECT l.created_at FROM sightings l WHERE l.id = k.latest_id)
      ORDER BY s.created_at DESC
      LIMIT k.n
    ) g
    ORDER BY k.key, g.created_at DESC`.execute(db);
  return rows;
}
