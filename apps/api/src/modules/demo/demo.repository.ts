import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BikePhotosTable, TagsTable, TheftReportsTable } from '../../db/schema.ts';

// The demo seed's own rows, written as given (a demo database only; people create these through
// the tags, theft and photos services, whose rules do not apply to seed data).
export const demoRepository = {
  /** Adds unassigned inventory tags; UIDs already present are left as they are. */
  async insertInventoryTags(db: Db, uids: readonly string[], batch: string): Promise<void> {
    await db
      .insertInto('tags')
      .values(uids.map((uid) => ({ uid, batch })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  },

  async insertTag(db: Db, tag: Insertable<TagsTable>): Promise<void> {
    await db.insertInto('tags').values(tag).execute();
  },

  async insertTheftReport(db: Db, report: Insertable<TheftReportsTable>): Promise<void> {
    await db.insertInto('theft_reports').values(report).execute();
  },

  async insertBikePhoto(db: Db, photo: Insertable<BikePhotosTable>): Promise<void> {
    await db.insertInto('bike_photos').values(photo).execute();
  },
};
