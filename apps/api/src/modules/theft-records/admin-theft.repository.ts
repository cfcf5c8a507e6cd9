import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The theft-records module's answers to the admin area (issue #29 item 1): theft reports and
// sightings are read here; the admin module composes them with bikes, people, hunts and money.

const reportColumns = ['id', 'status', 'created_at', 'recovered_at', 'reward_cents', 'reward_status', 'returned_by', 'owner_id', 'bike_id'] as const;

/** A page of theft reports, newest first, filtered by status, and how many match. */
export async function listTheftReportsForAdmin(db: Db, query: { status: 'open' | 'recovered' | 'all'; page: number; limit: number }) {
  let rows = db.selectFrom('theft_reports as t').select(reportColumns.map((c) => `t.${c}` as const));
  let counted = db.selectFrom('theft_reports').select((eb) => eb.fn.countAll<string>().as('total'));
  if (query.status !== 'all') {
    rows = rows.where('t.status', '=', query.status);
    counted = counted.where('status', '=', query.status);
  }
  const [found, total] = await Promise.all([
    rows
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.total) };
}

/** One theft report with the columns the admin list shows. */
export function findTheftReportForAdmin(db: Db, id: string) {
  return db.selectFrom('theft_reports').select(reportColumns).where('id', '=', id).executeTakeFirst();
}

/** How many sightings each report has and when the latest was (0 and null for none), one query for all of them. */
export async function sightingStatsOf(db: Db, theftReportIds: readonly string[]): Promise<Map<string, { count: number; lastAt: Date | null }>> {
  const stats = new Map<string, { count: number; lastAt: Date | null }>(theftReportIds.map((id) => [id, { count: 0, lastAt: null }]));
  if (theftReportIds.length === 0) return stats;
  const rows = await db
    .selectFrom('sightings')
    .select((eb) => ['theft_report_id', eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('at')])
    .where('theft_report_id', 'in', theftReportIds)
    .groupBy('theft_report_id')
    .execute();
  for (const row of rows) if (row.theft_report_id) stats.set(row.theft_report_id, { count: Number(row.n), lastAt: row.at ? new Date(row.at) : null });
  return stats;
}

/** A report's sightings as the admins see them, newest first (the latest 200); the reporter's id when signed in. */
export function sightingsOfTheftForAdmin(db: Db, theftReportId: string) {
  return db
    .selectFrom('sightings as s')
    .select(['s.id', 's.created_at', 's.source', 's.latitude', 's.longitude', 's.useful', 's.reporter_id'])
    .where('s.theft_report_id', '=', theftReportId)
    .orderBy('s.created_at', 'desc')
    .limit(200)
    .execute();
}

/** The overview's thefts: open, recovered, and recovered in the 30 days before `now`. */
export async function countTheftsForOverview(db: Db, now: Date) {
  const { rows } = await sql<{ open: string; recovered: string; recent: string }>`
    SELECT count(*) FILTER (WHERE status = 'open') AS open,
           count(*) FILTER (WHERE status = 'recovered') AS recovered,
           count(*) FILTER (WHERE status = 'recovered' AND recovered_at > ${now}::timestamptz - interval '30 days') AS recent
    FROM theft_reports`.execute(db);
  const n = (value: unknown) => Number(value ?? 0);
  return { active: n(rows[0]?.open), recoveries: { total: n(rows[0]?.recovered), last30Days: n(rows[0]?.recent) } };
}

/** Thefts reported and recoveries in each `[from, to)` range, in the ranges' order: index range counts. */
export async function countTheftsInRanges(db: Db, ranges: readonly { from: Date; to: Date }[]): Promise<{ thefts: number; recoveries: number }[]> {
  if (ranges.length === 0) return [];
  const { rows } = await sql<{ thefts: string; recoveries: string }>`
    SELECT
      (SELECT count(*) FROM theft_reports t WHERE t.created_at >= w.from_instant AND t.created_at < w.to_instant) AS thefts,
      (SELECT count(*) FROM theft_reports t WHERE t.recovered_at >= w.from_instant AND t.recovered_at < w.to_instant) AS recoveries
    FROM unnest(${ranges.map((r) => r.from)}::timestamptz[], ${ranges.map((r) => r.to)}::timestamptz[]) WITH ORDINALITY AS w(from_instant, to_instant, i)
    ORDER BY w.i`.execute(db);
  return rows.map((r) => ({ thefts: Number(r.thefts ?? 0), recoveries: Number(r.recoveries ?? 0) }));
}
