import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TheftReportsTable } from '../../db/schema.ts';

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
  insertReport(db: Db, report: Insertable<TheftReportsTable>): Promise<Selectable<TheftReportsTable>> {
    return db.insertInto('theft_reports').values(report).returningAll().executeTakeFirstOrThrow();
  },

  /** The bike's newest theft report filed by this owner (open or recovered). */
  latestReportOf(db: Db, bikeId: string, ownerId: string): Promise<Selectable<TheftReportsTable> | undefined> {
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
  updateFacts(db: Db, reportId: string, facts: TheftFactsColumns): Promise<Selectable<TheftReportsTable>> {
    return db.updateTable('theft_reports').set(facts).where('id', '=', reportId).returningAll().executeTakeFirstOrThrow();
  },
};
