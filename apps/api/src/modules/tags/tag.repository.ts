import type { TagChip } from '@ritrova/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TagsTable } from '../../db/schema.ts';
import type { TagRow } from './tag-row.ts';

export type { TagRow };

/** SQL for tags; the rules (who may claim what) live in the service. */
export const tagRepository = {
  findByUid(db: Db, uid: string): Promise<TagRow | undefined> {
    return db.selectFrom('tags').selectAll().where('uid', '=', uid).executeTakeFirst();
  },

  findByIdForUpdate(db: Db, id: string): Promise<TagRow | undefined> {
    return db.selectFrom('tags').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  findByUidForUpdate(db: Db, uid: string): Promise<TagRow | undefined> {
    return db.selectFrom('tags').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
  },

  /**
   * Step 1: claims an inventory tag for an account, only if nobody has it. One
   * conditional UPDATE, so two people claiming the same tag at once: one wins.
   */
  claim(db: Db, uid: string, ownerId: string, now: Date): Promise<TagRow | undefined> {
    return db
      .updateTable('tags')
      .set({ owner_id: ownerId, status: 'assigned', assigned_at: now, updated_at: now })
      .where('uid', '=', uid)
      .where('status', '=', 'unassigned')
      .where('owner_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  attach(db: Db, tagId: string, bikeId: string, now: Date): Promise<TagRow> {
    return db.updateTable('tags').set({ bike_id: bikeId, attached_at: now, updated_at: now }).where('id', '=', tagId).returningAll().executeTakeFirstOrThrow();
  },

  detach(db: Db, tagId: string, now: Date): Promise<TagRow> {
    return db.updateTable('tags').set({ bike_id: null, attached_at: null, updated_at: now }).where('id', '=', tagId).returningAll().executeTakeFirstOrThrow();
  },

  markLost(db: Db, tagId: string, now: Date): Promise<TagRow> {
    return db
      .updateTable('tags')
      .set({ status: 'lost', bike_id: null, attached_at: null, updated_at: now })
      .where('id', '=', tagId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The tags an account holds (optionally only those off a bike, of a status or with a UID), newest first. */
  listByOwner(db: Db, ownerId: string, filter: { onBike?: boolean; status?: TagRow['status']; uid?: string } = {}): Promise<TagRow[]> {
    let query = db.selectFrom('tags').selectAll().where('owner_id', '=', ownerId);
    if (filter.onBike === false) query = query.where('bike_id', 'is', null);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.uid) query = query.where('uid', '=', filter.uid);
    return query.orderBy('assigned_at', 'desc').orderBy('uid').execute();
  },

  /** The UID of a tag on this bike, if it carries one. */
  findOnBike(db: Db, bikeId: string) {
    return db.selectFrom('tags').select('uid').where('bike_id', '=', bikeId).executeTakeFirst();
  },

  /** Stores a scanned tag's pending session (tag data as JSON text). */
  insertPendingSession(db: Db, session: { tagUid: string; tagData: string; expiresAt: Date; now: Date }) {
    return db
      .insertInto('pending_tag_sessions')
      .values({ tag_uid: session.tagUid, tag_data: session.tagData, expires_at: session.expiresAt, created_at: session.now })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Marks a pending session used, only if it is unused and not expired at `now`; returns it then. */
  usePendingSession(db: Db, id: string, now: Date) {
    return db
      .updateTable('pending_tag_sessions')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  },

  /** Moves a bike's tags to its new owner (transfer of ownership). */
  async moveBikeTags(db: Db, bikeId: string, newOwnerId: string, now: Date): Promise<void> {
    await db.updateTable('tags').set({ owner_id: newOwnerId, updated_at: now }).where('bike_id', '=', bikeId).execute();
  },

  /** Adds UIDs to the inventory; existing ones are left alone. Returns the UIDs created. */
  async insertInventory(
    db: Db,
    uids: string[],
    batch: string | null,
    kind: { chip: TagChip; keyVersion: number | null } = { chip: 'ntag213', keyVersion: null },
  ): Promise<string[]> {
    if (uids.length === 0) return [];
    const rows = await db
      .insertInto('tags')
      .values(uids.map((uid) => ({ uid, batch, chip: kind.chip, key_version: kind.keyVersion })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .returning('uid')
      .execute();
    return rows.map((r) => r.uid);
  },

  /** Adds one plain tag to a shop's inventory, in a batch; undefined when the UID is already a tag. */
  insertShopTag(db: Db, tag: { uid: string; shopId: string; batch: string }, now: Date): Promise<TagRow | undefined> {
    return db
      .insertInto('tags')
      .values({ uid: tag.uid, shop_id: tag.shopId, batch: tag.batch, chip: 'ntag213', created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('uid').doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** Deletes an inventory tag nobody holds; false when it is held, on a bike or gone. */
  async deleteInventoryTag(db: Db, tagId: string): Promise<boolean> {
    const rows = await db
      .deleteFrom('tags')
      .where('id', '=', tagId)
      .where('status', '=', 'unassigned')
      .where('owner_id', 'is', null)
      .where('bike_id', 'is', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  },

  async list(db: Db, filter: { status?: TagRow['status']; batch?: string; search?: string; page: number; limit: number }) {
    let query = db.selectFrom('tags');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.batch) query = query.where('batch', '=', filter.batch);
    if (filter.search) query = query.where('uid', 'like', `%${filter.search.replace(/[\\%_]/g, '')}%`);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('uid')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute();
    return { rows, total: Number(total) };
  },

  /** Puts every tag an account holds back in the inventory (no owner, no bike); how many. */
  async releaseAllOf(db: Db, ownerId: string, now: Date): Promise<number> {
    const result = await db
      .updateTable('tags')
      .set({ owner_id: null, bike_id: null, status: 'unassigned', assigned_at: null, attached_at: null, updated_at: now })
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Deletes the pending tag sessions that expired before `before`. */
  async deletePendingSessionsExpiredBefore(db: Db, before: Date): Promise<void> {
    await db.deleteFrom('pending_tag_sessions').where('expires_at', '<', before).execute();
  },

  /** Adds unassigned inventory tags with the table's defaults; UIDs already present are left as they are. */
  async insertInventoryAsGiven(db: Db, uids: readonly string[], batch: string): Promise<void> {
    await db
      .insertInto('tags')
      .values(uids.map((uid) => ({ uid, batch })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  },

  /** Inserts one tag row as given. */
  async insertAsGiven(db: Db, tag: Insertable<TagsTable>): Promise<void> {
    await db.insertInto('tags').values(tag).execute();
  },

  /** The distinct key versions of the secure tags in the inventory, newest first. */
  keyVersionsInUse(db: Db) {
    return db.selectFrom('tags').select('key_version').distinct().where('key_version', 'is not', null).orderBy('key_version', 'desc').execute();
  },

  /** Which of these tag ids are tags (a tag deleted since it was read is not). */
  async idsAmong(db: Db, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('tags').select('id').where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  },

  /** The tags assigned to a shop, the newest batches first; or the one with `tagId` among them. */
  ofShop(db: Db, shopId: string, tagId?: string): Promise<TagRow[]> {
    let query = db.selectFrom('tags').selectAll().where('shop_id', '=', shopId);
    if (tagId !== undefined) query = query.where('id', '=', tagId);
    return query.orderBy('created_at', 'desc').orderBy('uid').execute();
  },

  /** The tags with these ids. */
  byIds(db: Db, ids: readonly string[]): Promise<TagRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('tags').selectAll().where('id', 'in', ids).execute();
  },
};

/** The tags attached to these bikes, the first attached first (a bike's extras, bikes/bike-extras.ts). */
export async function tagsAttachedTo(db: Db, bikeIds: string[]): Promise<{ uid: string; bike_id: string | null }[]> {
  if (bikeIds.length === 0) return [];
  return db.selectFrom('tags').select(['uid', 'bike_id']).where('bike_id', 'in', bikeIds).orderBy('attached_at').execute();
}
