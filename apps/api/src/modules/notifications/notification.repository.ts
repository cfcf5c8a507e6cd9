import type { ScanAuthenticity } from '@ritrova/shared';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';

/** What the sightings a grouped sighting alert stands for add up to (null columns for any other alert). */
export interface SightingGroupColumns {
  first_at: Date | null;
  verified_count: number | null;
  signed_in_count: number | null;
  anonymous_count: number | null;
  report_count: number | null;
  report_photo_count: number | null;
  report_note_count: number | null;
  place_lat: number | null;
  place_lng: number | null;
  place_at: Date | null;
}

/** An alert's own row, newest first (what it is about is its owners' answers: notification.service.ts composes them). */
const notificationRows = (db: Db, userId: string) =>
  db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.type', 'n.created_at', 'n.read_at', 'n.bike_id', 'n.theft_report_id', 'n.sighting_id', 'n.conversation_id', 'n.count'])
    .where('n.user_id', '=', userId);

/** An alert's own columns. */
export type NotificationOwnRow = Awaited<ReturnType<ReturnType<typeof notificationRows>['execute']>>[number];

/**
 * An alert with its bike's name and owner; for a sighting alert, its latest sighting's source,
 * reporter, whether located, note, photo and the scan's authenticity, and what the sightings it
 * stands for add up to (`SightingGroupColumns`); for a hunt alert, what it said and the theft's reward.
 */
export type NotificationListRow = NotificationOwnRow &
  SightingGroupColumns & {
    bike_name: string | null;
    owner_id: string | null;
    bike_brand: string | null;
    bike_model: string | null;
    bike_color: string | null;
    source: 'scan' | 'report' | null;
    reporter_id: string | null;
    latitude: number | null;
    note: string | null;
    authenticity: ScanAuthenticity | null;
    has_photo: boolean;
    hunt_distance_km: number | null;
    hunt_place_name: string | null;
    hunt_reward_cents: number | null;
  };

/** SQL for in-app alerts. */
/** What an alert is about: a bike (sightings) or a conversation (messages). */
export type AlertSubject = { bikeId: string } | { conversationId: string };

export const notificationRepository = {
  /** The user's latest alerts, newest first. */
  listOf(db: Db, userId: string, limit: number): Promise<NotificationOwnRow[]> {
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

  /** Whether the user has an alert about the bike, or the conversation, created after `since`. */
  async anySince(db: Db, userId: string, about: AlertSubject, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => ('bikeId' in about ? eb('bike_id', '=', about.bikeId) : eb('conversation_id', '=', about.conversationId)))
      .where('created_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Adds a sighting alert, or joins the user's unread sighting alert about the bike (one per bike):
   * its count goes up by one and it takes the new sighting and time.
   */
  /**
   * Takes one sighting out of the owner's unread alert about the bike: one fewer counted, pointing at
   * `previous` when it was the latest; gone when it was the only one.
   */
  async removeFromSightingAlert(db: Db, alert: { userId: string; bikeId: string; sightingId: string; previous: { id: string; created_at: Date } | undefined }) {
    const unread = await db
      .selectFrom('notifications')
      .select(['id', 'count', 'sighting_id'])
      .where('user_id', '=', alert.userId)
      .where('bike_id', '=', alert.bikeId)
      .where('type', '=', 'sighting')
      .where('read_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!unread) return;
    if (unread.count <= 1) {
      if (unread.sighting_id === alert.sightingId) await db.deleteFrom('notifications').where('id', '=', unread.id).execute();
      return;
    }
    const latest = unread.sighting_id === alert.sightingId && alert.previous;
    await db
      .updateTable('notifications')
      .set({ count: unread.count - 1, ...(latest && { sighting_id: latest.id, created_at: latest.created_at }) })
      .where('id', '=', unread.id)
      .execute();
  },

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

  /** Deletes at most `limit` alerts made at or before `before`, oldest first, their locks taken with SKIP LOCKED (retention); how many. */
  async deleteMadeBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('notifications')
      .where('id', 'in', (eb) =>
        eb.selectFrom('notifications').select('id').where('created_at', '<=', before).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** How many unread alerts the user has about each of these conversations (conversation id → count; none: absent). */
export async function unreadCountsByConversation(db: Db, userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select(['conversation_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('conversation_id', 'in', conversationIds)
    .where('read_at', 'is', null)
    .groupBy('conversation_id')
    .execute();
  return new Map(rows.map((r) => [r.conversation_id as string, Number(r.n)]));
}

/** Marks the user's unread alerts about a conversation read. */
export async function markConversationAlertsRead(db: Db, userId: string, conversationId: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .where('read_at', 'is', null)
    .execute();
}
