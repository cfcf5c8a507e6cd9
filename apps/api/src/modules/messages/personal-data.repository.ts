import type { Db } from '../../db/database.ts';

// The conversations' tables in the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and what the purge of a deleted account redacts (privacy/account-retention.ts).

/** The export: the conversations the person is part of, as owner or finder. */
export function conversationsOf(db: Db, userId: string) {
  return db
    .selectFrom('conversations')
    .select(['id', 'theft_report_id', 'owner_id', 'finder_id', 'blocked_at', 'created_at'])
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('finder_id', '=', userId)]))
    .execute();
}

/** The export: the messages of these conversations, the earliest first. An empty list asks nothing. */
export async function messagesIn(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectFrom('messages')
    .select(['conversation_id', 'sender_id', 'body', 'created_at'])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('created_at')
    .execute();
}

/** The purge: the text of the messages the person sent. */
export async function redactMessagesSentBy(db: Db, userId: string): Promise<void> {
  await db.updateTable('messages').set({ body: '[messaggio rimosso]' }).where('sender_id', '=', userId).execute();
}
