import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL for the browsers' Web Push subscriptions. */
export const pushRepository = {
  /**
   * Saves a subscription of the user, in the caller's transaction; saving an endpoint of theirs again
   * refreshes its keys (its place among their subscriptions stays). An endpoint another account holds
   * gets a row of its own for this user: the holder's row, the oldest, is the one delivered to.
   */
  async upsert(trx: Db, row: { user_id: string; endpoint: string; p256dh: string; auth: string; created_at: Date }): Promise<void> {
    await trx
      .insertInto('push_subscriptions')
      .values({ ...row, failed_count: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'endpoint']).doUpdateSet({ p256dh: row.p256dh, auth: row.auth, failed_count: 0 }))
      .execute();
  },

  /** Serialises the changes to one user's subscriptions (the cap counts them), until the transaction ends. */
  async lockUser(trx: Db, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push_subscriptions:${userId}`}, 0))`.execute(trx);
  },

  /** Deletes the user's subscriptions beyond their `keep` newest. */
  async deleteOldestBeyond(trx: Db, userId: string, keep: number): Promise<void> {
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(keep),
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

  /**
   * The subscriptions of these users that are delivered to: for each endpoint only its first holder's
   * (the oldest row; a later account's registration of it moves nothing). With how their last attempts went.
   */
  listDeliverableOfUsers(db: Db, userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('push_subscriptions as s')
      .select(['s.id', 's.user_id', 's.failed_count', 's.last_success_at'])
      .where('s.user_id', 'in', userIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('push_subscriptions as h')
              .select('h.id')
              .whereRef('h.endpoint', '=', 's.endpoint')
              .where((eb) => eb(eb.refTuple('h.created_at', 'h.id'), '<', eb.refTuple('s.created_at', 's.id'))),
          ),
        ),
      )
      .execute();
  },

  listEndpointsOfUser(db: Db, userId: string) {
    return db.selectFrom('push_subscriptions').select(['endpoint']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  },

  async markSuccess(db: Db, id: string, at: Date): Promise<void> {
    await db.updateTable('push_subscriptions').set({ last_success_at: at, failed_count: 0 }).where('id', '=', id).execute();
  },

  /** Counts a failed delivery; the failures in a row now (undefined when the subscription is gone). */
  async countFailure(db: Db, id: string): Promise<number | undefined> {
    const row = await db
      .updateTable('push_subscriptions')
      .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
      .where('id', '=', id)
      .returning('failed_count')
      .executeTakeFirst();
    return row?.failed_count;
  },

  /**
   * Deletes at most `limit` subscriptions that failed since their last success (or, never delivered to,
   * since they were made) and have not succeeded since `before`, their locks taken with SKIP LOCKED
   * (retention, issue #26); how many. A quiet subscription (nothing sent, nothing failed) stays.
   */
  async deleteFailingSince(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('push_subscriptions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('push_subscriptions')
          .select('id')
          .where('failed_count', '>', 0)
          .where(sql<boolean>`coalesce(last_success_at, created_at) <= ${before}::timestamptz`)
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
