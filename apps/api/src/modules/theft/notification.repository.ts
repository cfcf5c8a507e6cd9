import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';

const notificationRows = (db: Db, userId: string) =>
  db
    .selectFrom('notifications as n')
    .leftJoin('bikes as b', 'b.id', 'n.bike_id')
    .leftJoin('sightings as s', 's.id', 'n.sighting_id')
    .leftJoin('scans as sc', 'sc.id', 's.scan_id')
    .select(['n.id', 'n.type', 'n.created_at', 'n.read_at', 'n.bike_id', 'n.sighting_id', 'n.conversation_id', 'n.count', 'b.name as bike_name', 'b.owner_id'])
    .select(['s.source', 's.reporter_id', 's.latitude', 'sc.authenticity'])
    .where('n.user_id', '=', userId);

/** An alert with its bike's name and owner, and its sighting's source, reporter, whether located and the scan's authenticity. */
export type NotificationListRow = Awaited<ReturnType<ReturnType<typeof notificationRows>['execute']>>[number];

/** SQL for in-app alerts. */
export const notificationRepository = {
  /** The user's latest alerts, newest first. */
  listOf(db: Db, userId: string, limit: number): Promise<NotificationListRow[]> {
    return notificationRows(db, userId).orderBy('n.created_at', 'desc').limit(limit).execute();
  },

  async countUnreadOf(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Marks one of the user's unread alerts read; whether one was. */
  async markRead(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Whether the user has this alert (read or not). */
  async existsFor(db: Db, userId: string, id: string): Promise<boolean> {
    const row = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  },

  async markAllRead(db: Db, userId: string, at: Date): Promise<void> {
    await db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  },

  async insert(db: Db, notification: Insertable<NotificationsTable>): Promise<void> {
    await db.insertInto('notifications').values(notification).execute();
  },

  /** Whether the user has an alert about the bike created after `since`. */
  async anyForBikeSince(db: Db, userId: string, bikeId: string, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where('bike_id', '=', bikeId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Adds a sighting alert, or joins the user's unread sighting alert about the bike (one per bike):
   * its count goes up by one and it takes the new sighting and time.
   */
  async addSightingAlert(db: Db, alert: { userId: string; bikeId: string; sightingId: string; at: Date }): Promise<void> {
    await db
      .insertInto('notifications')
      .values({ user_id: alert.userId, type: 'sighting', bike_id: alert.bikeId, sighting_id: alert.sightingId, created_at: alert.at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'bike_id'])
          .where('type', '=', 'sighting')
          .where('read_at', 'is', null)
          .doUpdateSet((eb) => ({
            count: sql<number>`notifications.count + 1`,
            sighting_id: eb.ref('excluded.sighting_id'),
            created_at: eb.ref('excluded.created_at'),
          })),
      )
      .execute();
  },
};
