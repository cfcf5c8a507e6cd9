import type { Db } from '../../db/database.ts';
import { bikeNamesByIds } from '../bikes/index.ts';
import { theftRewardFactsByIds } from '../theft-records/index.ts';

type ReportFacts = Awaited<ReturnType<typeof theftRewardFactsByIds>>[number];

/**
 * The reward facts of these theft reports with their bike's name, by report id: two queries by ids, each
 * on its owner's table (theft-records, bikes; issue #29 item 1), composed here. A report or bike that is
 * not found is left out, as the inner joins these replace left it out.
 */
export async function reportsWithBikeNames(db: Db, reportIds: readonly string[]): Promise<Map<string, ReportFacts & { bike_name: string }>> {
  const reports = await theftRewardFactsByIds(db, reportIds);
  const names = await bikeNamesByIds(
    db,
    reports.map((r) => r.bike_id),
  );
  const found = new Map<string, ReportFacts & { bike_name: string }>();
  for (const report of reports) {
    const bikeName = names.get(report.bike_id);
    if (bikeName !== undefined) found.set(report.id, { ...report, bike_name: bikeName });
  }
  return found;
}
