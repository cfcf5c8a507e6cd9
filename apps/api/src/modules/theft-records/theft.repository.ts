import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TheftReportsTable } from '../../db/schema.ts';
import type { TheftReportRow } from './theft-row.ts';

/** The names of a theft's facts columns (issue #19). */
export type TheftFactsColumn =
  | 'stolen_at'
  | 'place_lat'
  | 'place_lng'
  | 'place_address'
  | 'place_istat'
  | 'circumstances'
  | 'lock_description'
  | 'police_report_number'
  | 'police_station'
  | 'police_report_date';

/** The columns of a theft's facts: what its edit may change. */
export type TheftFactsColumns = Pick<Updateable<TheftReportsTable>, TheftFactsColumn>;

/** SQL for theft reports; nothing here decides who may report what. */
export const theftRepository = {
  /** Opens a theft report as given, returning its row. */
  insertReport(db: Db, report: Insertable<TheftReportsTable>): Promise<TheftReportRow> {
    return db.insertInto('theft_reports').values(report).returningAll().executeTakeFirstOrThrow();
  },

  /** The bike's newest theft report filed by this owner (open or recovered). */
  latestReportOf(db: Db, bikeId: string, ownerId: string): Promise<TheftReportRow | undefined> {
    return db
      .selectFrom('theft_reports')
      .selectAll()
      .where('bike_id', '=', bikeId)
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Writes a report's facts, returning the row. */
  updateFacts(db: Db, reportId: string, facts: TheftFactsColumns): Promise<TheftReportRow> {
    return db.updateTable('theft_reports').set(facts).where('id', '=', reportId).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Locks (SKIP LOCKED) reports that closed at or before `closedBy` (recovered, or the reward refunded:
   * coalesce(recovered_at, refunded_at)) and still hold facts beyond the municipality, the dates and the
   * amounts: an address, a point, the circumstances, the lock, the police report's number and
   * station, the serial shown publicly. Their ids.
   */
  async lockClosedWithFacts(trx: Db, closedBy: Date, limit: number): Promise<string[]> {
    const rows = await trx
      .selectFrom('theft_reports')
      .select('id')
      .where(sql<boolean>`coalesce(recovered_at, refunded_at) <= ${closedBy}::timestamptz`)
      .where(
        sql<boolean>`(place_address IS NOT NULL OR circumstances IS NOT NULL OR lock_description IS NOT NULL
          OR police_report_number IS NOT NULL OR police_station IS NOT NULL OR public_serial
          OR place_lat IS NOT NULL OR place_lng IS NOT NULL)`,
      )
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((r) => r.id);
  },

  /** Reduces these reports' facts to the municipality, the dates and the amounts: the point and the rest of the facts cleared. */
  async reduceFacts(trx: Db, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`
      UPDATE theft_reports SET place_address = NULL, circumstances = NULL, lock_description = NULL,
        police_report_number = NULL, police_station = NULL, public_serial = false, place_lat = NULL, place_lng = NULL
      WHERE id = ANY(${ids}::uuid[])`.execute(trx);
  },

  /** The open theft reports of these bikes (a bike has one at most). */
  openOfBikes(db: Db, bikeIds: readonly string[]): Promise<TheftReportRow[]> {
    if (bikeIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('theft_reports').selectAll().where('bike_id', 'in', bikeIds).where('status', '=', 'open').execute();
  },

  /** Which of these report ids are theft reports (one deleted since it was read is not). */
  async idsAmong(db: Db, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('theft_reports').select('id').where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  },

  /** The ids of the thefts that closed (recovered, or their reward refunded) at or before `closedBy`, as a subquery for the owners of rows that follow a theft's end. */
  closedIdsQuery(db: Db, closedBy: Date) {
    return db.selectFrom('theft_reports').select('id').where(sql<boolean>`coalesce(recovered_at, refunded_at) <= ${closedBy}::timestamptz`);
  },
};

/** The open theft reports of these bikes (a bike's extras, bikes/bike-extras.ts). */
export async function openTheftsOfBikes(db: Db, bikeIds: string[]): Promise<{ bike_id: string; stolen_at: Date; reward_cents: number }[]> {
  if (bikeIds.length === 0) return [];
  return db.selectFrom('theft_reports').select(['bike_id', 'stolen_at', 'reward_cents']).where('bike_id', 'in', bikeIds).where('status', '=', 'open').execute();
}

/** Every theft report of these bikes, whatever its state: its id and bike. */
export async function theftReportIdsOfBikes(db: Db, bikeIds: string[]): Promise<{ id: string; bike_id: string }[]> {
  if (bikeIds.length === 0) return [];
  return db.selectFrom('theft_reports').select(['id', 'bike_id']).where('bike_id', 'in', bikeIds).execute();
}
