import type { Db } from '../../db/database.ts';

/** SQL for the browsers' Web Push subscriptions. */
export const pushRepository = {
  /** Saves a subscription for the user; an endpoint already known moves to them with its new keys. */
  async upsert(db: Db, row: { user_id: string; endpoint: string; p256dh: string; auth: string; created_at: Date }): Promise<void> {
    await db
      .insertInto('push_subscriptions')
      .values({ ...row, failed_count: 0 })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at, failed_count: 0 }),
      )
      .execute();
  },

  /** Deletes the user's subscription with this endpoint; whether there was one. */
  async deleteOfUser(db: Db, userId: string, endpoint: string): Promise<boolean> {
    const r = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
    return r.numDeletedRows > 0n;
  },

  async deleteAllOfUser(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  },

  async deleteById(db: Db, id: string): Promise<void> {
    await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  },

  findById(db: Db, id: string) {
    return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
  },

  /** The ids of the subscriptions of these users, with their owner. */
  listIdsOfUsers(db: Db, userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('push_subscriptions').select(['id', 'user_id']).where('user_id', 'in', userIds).execute();
  },

  listEndpointsOfUser(db: Db, userId: string) {
    return db.selectFrom('push_subscriptions').select(['endpoint']).where('user_id', '=', userId).execute();
  },

  async markSuccess(db: Db, id: string, at: Date): Promise<void> {
    await db.updateTable('push_subscriptions').set({ last_success_at: at, failed_count: 0 }).where('id', '=', id).execute();
  },

  async countFailure(db: Db, id: string): Promise<void> {
    await db
      .updateTable('push_subscriptions')
      .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },
};
