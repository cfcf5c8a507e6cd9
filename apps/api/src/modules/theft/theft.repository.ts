import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TheftReportsTable } from '../../db/schema.ts';

/** SQL for theft reports; nothing here decides who may report what. */
export const theftRepository = {
  /** Opens a theft report as given, returning its row. */
  insertReport(db: Db, report: Insertable<TheftReportsTable>): Promise<Selectable<TheftReportsTable>> {
    return db.insertInto('theft_reports').values(report).returningAll().executeTakeFirstOrThrow();
  },
};
