import type { Db } from '../../db/database.ts';

// The hunters module's answers to the admin area (issue #29 item 1): hunts are read here, the admin
// module composes (the Hunters' names are the users module's).

/** How many hunts of each report were not declined (0 for none), one query for all of them. */
export async function countAcceptedHunts(db: Db, theftReportIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(theftReportIds.map((id) => [id, 0]));
  if (theftReportIds.length === 0) return counts;
  const rows = await db
    .selectFrom('hunts')
    .select((eb) => ['theft_report_id', eb.fn.countAll<string>().as('n')])
    .where('theft_report_id', 'in', theftReportIds)
    .where('status', '<>', 'declined')
    .groupBy('theft_report_id')
    .execute();
  for (const row of rows) counts.set(row.theft_report_id, Number(row.n));
  return counts;
}

/** The hunts of a report, latest change first. */
export function huntsOfTheft(db: Db, theftReportId: string) {
  return db
    .selectFrom('hunts')
    .select(['hunter_id', 'status', 'updated_at'])
    .where('theft_report_id', '=', theftReportId)
    .orderBy('updated_at', 'desc')
    .execute();
}
