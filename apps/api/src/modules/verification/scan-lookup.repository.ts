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
