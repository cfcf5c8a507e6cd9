import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Weeks of trends on the overview (the current one included). */
export const TREND_WEEKS = 12;

/**
 * The overview's weeks, Monday to Sunday in Italian time, oldest first, from generate_series (the
 * owners of the counted tables count each range: users, theft-records). Each week's bounds turned back
 * into instants (a Monday's midnight is never in a DST change), so that the counts are ranges of the
 * created_at / recovered_at indexes, not a scan a week (decision 047). No table is read here.
 */
export async function trendWeeks(db: Db, now: Date): Promise<{ weekStart: string; from: Date; to: Date }[]> {
  const { rows } = await sql<{ week_start: string; from_instant: Date; to_instant: Date }>`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - (${TREND_WEEKS - 1} * interval '1 week'),
        date_trunc('week', ${now}::timestamptz AT TIME ZONE 'Europe/Rome'),
        interval '1 week'
      ) AS start
    )
    SELECT to_char(start, 'YYYY-MM-DD') AS week_start, start AT TIME ZONE 'Europe/Rome' AS from_instant, (start + interval '1 week') AT TIME ZONE 'Europe/Rome' AS to_instant
    FROM weeks ORDER BY start`.execute(db);
  return rows.map((r) => ({ weekStart: r.week_start, from: r.from_instant, to: r.to_instant }));
}
