import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TagProgrammingsTable } from '../../db/schema.ts';

export type TagProgrammingRow = Selectable<TagProgrammingsTable>;

/** SQL for the tags a shop programs from its phone (tag_programmings); the rules live in the service. */
export const tagProgrammingRepository = {
  /**
   * Holds a UID for a shop: a new row, the shop's own prepared row again (its hold starts afresh), or
   * another shop's prepared row whose hold began before `expiredBefore`. One statement on the UID's key:
   * two shops preparing the same tag at once, one gets the row, the other undefined.
   */
  hold(db: Db, uid: string, shopId: string, now: Date, expiredBefore: Date): Promise<TagProgrammingRow | undefined> {
    return db
      .insertInto('tag_programmings')
      .values({ uid, shop_id: shopId, state: 'prepared', prepared_at: now })
      .onConflict((oc) =>
        oc
          .column('uid')
          .doUpdateSet({ shop_id: shopId, prepared_at: now })
          .where('tag_programmings.state', '=', 'prepared')
          .where((eb) => eb.or([eb('tag_programmings.shop_id', '=', shopId), eb('tag_programmings.prepared_at', '<', expiredBefore)])),
      )
      .returningAll()
      .executeTakeFirst();
  },

  findByUid(db: Db, uid: string): Promise<TagProgrammingRow | undefined> {
    return db.selectFrom('tag_programmings').selectAll().where('uid', '=', uid).executeTakeFirst();
  },

  findByUidForUpdate(db: Db, uid: string): Promise<TagProgrammingRow | undefined> {
    return db.selectFrom('tag_programmings').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
  },

  markProgrammed(db: Db, uid: string, tag: { id: string; added: boolean }, now: Date): Promise<TagProgrammingRow> {
    return db
      .updateTable('tag_programmings')
      .set({ state: 'programmed', tag_id: tag.id, added_tag: tag.added, programmed_at: now })
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  markLocked(db: Db, uid: string, now: Date): Promise<TagProgrammingRow> {
    return db.updateTable('tag_programmings').set({ state: 'locked', locked_at: now }).where('uid', '=', uid).returningAll().executeTakeFirstOrThrow();
  },

  async remove(db: Db, uid: string): Promise<void> {
    await db.deleteFrom('tag_programmings').where('uid', '=', uid).execute();
  },
};
