import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** SQL for contact-form messages; the rules live in the service. */
export const contactRepository = {
  insert(
    db: Db,
    row: { name: string; email: string; message: string; language: ContactMessageRow['language']; ipHash: string; receivedAt: Date },
  ): Promise<ContactMessageRow> {
    return db
      .insertInto('contact_messages')
      .values({ name: row.name, email: row.email, message: row.message, language: row.language, ip_hash: row.ipHash, created_at: row.receivedAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Deletes at most `limit` messages received at or before `before`, oldest first, skipping locked ones (retention, issue #26); how many. */
  async deleteReceivedBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('contact_messages')
      .where('id', 'in', (eb) =>
        eb.selectFrom('contact_messages').select('id').where('created_at', '<=', before).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Clears the keyed network of at most `limit` messages received at or before `before` (retention, issue #26); how many. */
  async clearClientKeysBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .updateTable('contact_messages')
      .set({ ip_hash: null })
      .where('id', 'in', (eb) =>
        eb.selectFrom('contact_messages').select('id').where('ip_hash', 'is not', null).where('created_at', '<=', before).limit(limit).forUpdate().skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Deletes every message sent with an address, in any case (erasure); how many. */
  async deleteSentWith(db: Db, email: string): Promise<number> {
    const result = await db.deleteFrom('contact_messages').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The messages sent with an address, in any case, oldest first (the export). */
  sentWith(db: Db, email: string) {
    return db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'message', 'language', 'created_at'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('created_at')
      .execute();
  },
};
