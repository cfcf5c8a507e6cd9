import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** SQL for contact-form messages; the rules live in the service. */
export const contactRepository = {
  insert(
    db: Db,
    row: { name: string; email: string; message: string; language: ContactMessageRow['language']; ipHash: Buffer | null; receivedAt: Date },
  ): Promise<ContactMessageRow> {
    return db
      .insertInto('contact_messages')
      .values({ name: row.name, email: row.email, message: row.message, language: row.language, ip_hash: row.ipHash, created_at: row.receivedAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
