import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Account retention's last step (privacy/account-retention.ts `runRetention`): deletes contact-form messages older than `months`; returns how many. */
export async function deleteContactMessagesOlderThan(db: Db, now: Date, months: number): Promise<number> {
  const expired = await db
    .deleteFrom('contact_messages')
    .where(sql<boolean>`created_at <= ${now}::timestamptz - make_interval(months => ${months})`)
    .executeTakeFirst();
  return Number(expired.numDeletedRows);
}
