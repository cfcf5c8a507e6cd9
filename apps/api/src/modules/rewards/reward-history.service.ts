import type { Db } from '../../db/database.ts';
import { theftReportIdsOfBikes } from '../theft-records/index.ts';
import { theftReportsWithPayments } from './payment.repository.ts';

/**
 * The bikes, among these, with a reward payment in their history, whatever its state: they can never
 * be deleted (bikes/bike.service.ts deleteBike; a bike's extras, bikes/bike-extras.ts). Two queries
 * whatever the number of bikes: their theft reports (theft-records), then which of those have a payment.
 */
export async function bikesWithRewardPayments(db: Db, bikeIds: string[]): Promise<{ bike_id: string }[]> {
  if (bikeIds.length === 0) return [];
  const reports = await theftReportIdsOfBikes(db, bikeIds);
  if (reports.length === 0) return [];
  const paid = new Set(
    await theftReportsWithPayments(
      db,
      reports.map((r) => r.id),
    ),
  );
  const bikes = new Set(reports.filter((r) => paid.has(r.id)).map((r) => r.bike_id));
  return [...bikes].map((bike_id) => ({ bike_id }));
}
