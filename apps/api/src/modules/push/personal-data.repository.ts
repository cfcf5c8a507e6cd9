import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): the browsers subscribed to the person's push messages, the endpoint (its push service's origin is taken from it) and its state. */
export function pushSubscriptionsOf(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at', 'last_success_at', 'failed_count'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
