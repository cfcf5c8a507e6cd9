import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Weeks of trends on the overview (the current one included). */
export const TREND_WEEKS = 12;

const n = (value: unknown) => Number(value ?? 0);

/** The overview's counts, each one query over the live tables (no cache). `today` is the Italian calendar day. */
export const adminOverviewRepository = {
  async users(db: Db, now: Date) {
    const { rows } = await sql<{ role: 'user' | 'shop' | 'admin'; total: string; recent: string }>`
      SELECT role, count(*) AS total, count(*) FILTER (WHERE created_at > ${now}::timestamptz - interval '30 days') AS recent
      FROM users WHERE deleted_at IS NULL GROUP BY role`.execute(db);
    const byRole = { user: 0, shop: 0, admin: 0 };
    for (const row of rows) byRole[row.role] = n(row.total);
    return { total: byRole.user + byRole.shop + byRole.admin, byRole, newLast30Days: rows.reduce((sum, r) => sum + n(r.recent), 0) };
  },

  async bikes(db: Db) {
    const { rows } = await sql<{ total: string; stolen: string }>`
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'stolen') AS stolen FROM bikes`.execute(db);
    return { total: n(rows[0]?.total), stolen: n(rows[0]?.stolen) };
  },

  async tags(db: Db) {
    const { rows } = await sql<{ status: 'unassigned' | 'assigned' | 'lost' | 'retired'; total: string }>`
      SELECT status, count(*) AS total FROM tags GROUP BY status`.execute(db);
    const tags = { total: 0, unassigned: 0, assigned: 0, lost: 0, retired: 0 };
    for (const row of rows) {
      tags[row.status] = n(row.total);
      tags.total += n(row.total);
    }
    return tags;
  },

  async thefts(db: Db, now: Date) {
    const { rows } = await sql<{ open: string; recovered: string; recent: string }>`
      SELECT count(*) FILTER (WHERE status = 'open') AS open,
             count(*) FILTER (WHERE status = 'recovered') AS recovered,
             count(*) FILTER (WHERE status = 'recovered' AND recovered_at > ${now}::timestamptz - interval '30 days') AS recent
      FROM theft_reports`.execute(db);
    return { active: n(rows[0]?.open), recoveries: { total: n(rows[0]?.recovered), last30Days: n(rows[0]?.recent) } };
  },

  async payoutsDue(db: Db, today: string) {
    const { rows } = await sql<{ count: string; cents: string; overdue: string }>`
      SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS cents, count(*) FILTER (WHERE due_on < ${today}::date) AS overdue
      FROM payouts WHERE status = 'pending'`.execute(db);
    return { count: n(rows[0]?.count), cents: n(rows[0]?.cents), overdue: n(rows[0]?.overdue) };
  },

  /** Monday-to-Sunday weeks in Italian time, from generate_series so that empty weeks show as 0. */
  async trends(db: Db, now: Date) {
    const { rows } = await sql<{ week_start: string; new_users: string; thefts: string; recoveries: string }>`
      WITH weeks AS (
        SELECT generate_series(
          date_trunc('week', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - (${TREND_WEEKS - 1} * interval '1 week'),
          date_trunc('week', ${now}::timestamptz AT TIME ZONE 'Europe/Rome'),
          interval '1 week'
        ) AS start
      )
      -- NOTE: each week's bounds turned back into instants (a Monday's midnight is never in a DST change), so
      -- that the counts are ranges of the created_at / recovered_at indexes, not a scan a week (decision 047).
      SELECT to_char(w.start, 'YYYY-MM-DD') AS week_start,
        (SELECT count(*) FROM users u WHERE u.deleted_at IS NULL AND u.created_at >= w.from_instant AND u.created_at < w.to_instant) AS new_users,
        (SELECT count(*) FROM theft_reports t WHERE t.created_at >= w.from_instant AND t.created_at < w.to_instant) AS thefts,
        (SELECT count(*) FROM theft_reports t WHERE t.recovered_at >= w.from_instant AND t.recovered_at < w.to_instant) AS recoveries
      FROM (SELECT start, start AT TIME ZONE 'Europe/Rome' AS from_instant, (start + interval '1 week') AT TIME ZONE 'Europe/Rome' AS to_instant FROM weeks) w
      ORDER BY w.start`.execute(db);
    return rows.map((r) => ({ weekStart: r.week_start, newUsers: n(r.new_users), theftsReported: n(r.thefts), recoveries: n(r.recoveries) }));
  },
};
