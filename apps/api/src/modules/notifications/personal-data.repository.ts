import type { Db } from '../../db/database.ts';

// The notifications' tables in the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and what the purge of a deleted account deletes (privacy/account-retention.ts).

/** The export: the person's in-app alerts. */
export function notificationsOf(db: Db, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'bike_id', 'sighting_id', 'conversation_id', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
}

/** The export: the owner's sighting mail windows. */
export function sightingMailWindowsOf(db: Db, ownerId: string) {
  return db.selectFrom('sighting_mail_windows').select(['bike_id', 'opened_at', 'ends_at']).where('owner_id', '=', ownerId).execute();
}

/** The purge: the person's in-app alerts. */
export async function forgetNotificationsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

/** The purge: deletes the sighting mail windows of an owner; how many. */
export async function forgetSightingMailWindowsOf(db: Db, ownerId: string): Promise<number> {
  const result = await db.deleteFrom('sighting_mail_windows').where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
