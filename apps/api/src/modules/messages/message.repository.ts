import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ConversationsTable } from '../../db/schema.ts';
import { closedTheftIdsQuery } from '../theft-records/index.ts';

const conversationRows = (db: Db, actorId: string) =>
  db
    .selectFrom('conversations as c')
    .selectAll('c')
    .where((eb) => eb.or([eb('c.owner_id', '=', actorId), eb('c.finder_id', '=', actorId)]));

/** A conversation row (its bike, finder's name and unread alerts are the owners' answers: message.service.ts composes them). */
export type ConversationTableRow = Selectable<ConversationsTable>;

/** SQL for conversations between owners and finders, and their messages. */
export const messageRepository = {
  /** One of the actor's conversations (as owner or finder). */
  findConversationOf(db: Db, actorId: string, id: string): Promise<ConversationTableRow | undefined> {
    return conversationRows(db, actorId).where('c.id', '=', id).executeTakeFirst();
  },

  /** The actor's conversations, most recent first (at most 100). */
  listConversationsOf(db: Db, actorId: string): Promise<ConversationTableRow[]> {
    return conversationRows(db, actorId).orderBy('c.last_message_at', 'desc').limit(100).execute();
  },

  /** The conversation row, locked for the rest of the transaction. */
  lockConversation(db: Db, id: string) {
    return db.selectFrom('conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  },

  /** A message; `senderId` null: the anonymous finder's. */
  insertMessage(db: Db, row: { conversationId: string; senderId: string | null; body: string; createdAt: Date }) {
    return db
      .insertInto('messages')
      .values({ conversation_id: row.conversationId, sender_id: row.senderId, body: row.body, created_at: row.createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async touchConversation(db: Db, id: string, lastMessageAt: Date): Promise<void> {
    await db.updateTable('conversations').set({ last_message_at: lastMessageAt }).where('id', '=', id).execute();
  },

  /** Opens the conversation of a report and finder, or finds the one already open; returns its id. */
  async openConversation(db: Db, row: { theftReportId: string; ownerId: string; finderId: string; sightingId: string | null; now: Date }): Promise<string> {
    const created = await db
      .insertInto('conversations')
      .values({
        theft_report_id: row.theftReportId,
        owner_id: row.ownerId,
        finder_id: row.finderId,
        sighting_id: row.sightingId,
        created_at: row.now,
        last_message_at: row.now,
      })
      .onConflict((oc) => oc.columns(['theft_report_id', 'finder_id']).doUpdateSet({ theft_report_id: row.theftReportId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  },

  /** An anonymous finder's conversation about their sighting: opened once, then found again; returns its id. */
  async openAnonymousConversation(db: Db, row: { theftReportId: string; ownerId: string; sightingId: string; now: Date }): Promise<string> {
    const created = await db
      .insertInto('conversations')
      .values({
        theft_report_id: row.theftReportId,
        owner_id: row.ownerId,
        finder_id: null,
        sighting_id: row.sightingId,
        created_at: row.now,
        last_message_at: row.now,
      })
      .onConflict((oc) => oc.column('sighting_id').where('finder_id', 'is', null).doUpdateSet({ sighting_id: row.sightingId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  },

  /** An anonymous finder's conversation: the sighting it is about (its contact is the sighting's: theft-records). */
  anonymousConversation(db: Db, conversationId: string) {
    return db
      .selectFrom('conversations')
      .select(['id', 'sighting_id', 'theft_report_id'])
      .where('id', '=', conversationId)
      .where('finder_id', 'is', null)
      .executeTakeFirst();
  },

  async insertFinderLink(db: Db, row: { tokenHash: Buffer; conversationId: string; now: Date; expiresAt: Date }): Promise<void> {
    await db
      .insertInto('finder_links')
      .values({ token_hash: row.tokenHash, conversation_id: row.conversationId, created_at: row.now, expires_at: row.expiresAt })
      .execute();
  },

  /** Whether a link of the conversation was mailed after `since` (the finder's mails are spaced as everyone's). */
  async linkMailedSince(db: Db, conversationId: string, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('finder_links')
      .select('token_hash')
      .where('conversation_id', '=', conversationId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The anonymous finder's conversation a link opens, while it has not expired (whether its finder is still reachable is the sighting's: theft-records). */
  conversationOfLink(db: Db, tokenHash: Buffer, now: Date) {
    return db
      .selectFrom('finder_links as l')
      .innerJoin('conversations as c', 'c.id', 'l.conversation_id')
      .select(['c.id', 'c.blocked_at', 'c.theft_report_id', 'c.sighting_id'])
      .where('l.token_hash', '=', tokenHash)
      .where('l.expires_at', '>', now)
      .where('c.finder_id', 'is', null)
      .executeTakeFirst();
  },

  /** Expired finder links (housekeeping): they open nothing any more. */
  async deleteExpiredFinderLinks(db: Db, now: Date): Promise<number> {
    const result = await db.deleteFrom('finder_links').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The thread, oldest first (at most 500). */
  listMessages(db: Db, conversationId: string) {
    return db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at', 'asc').limit(500).execute();
  },

  async setBlockedAt(db: Db, id: string, blockedAt: Date | null): Promise<void> {
    await db.updateTable('conversations').set({ blocked_at: blockedAt }).where('id', '=', id).execute();
  },

  /**
   * Deletes at most `limit` conversations (their messages and alerts go with them: ON DELETE CASCADE)
   * of thefts that closed — recovered, or the reward refunded — at or before `closedBy`, their locks
   * taken with SKIP LOCKED (retention, issue #26); how many.
   */
  async deleteOfClosedThefts(db: Db, closedBy: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('conversations')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('conversations as c')
          .select('c.id')
          .where('c.theft_report_id', 'in', closedTheftIdsQuery(db, closedBy))
          .limit(limit)
          .forUpdate('c')
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * The conversations about sightings: a signed-in finder's about a theft (one of `finderIds` on one of
   * `theftReportIds`) and an anonymous finder's about one of `sightingIds`.
   */
  ofSightings(db: Db, of: { theftReportIds: readonly string[]; finderIds: readonly string[]; sightingIds: readonly string[] }) {
    const { theftReportIds, finderIds, sightingIds } = of;
    if (sightingIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('conversations')
      .select(['id', 'theft_report_id', 'finder_id', 'sighting_id'])
      .where((eb) =>
        eb.or([
          ...(theftReportIds.length > 0 && finderIds.length > 0
            ? [eb.and([eb('theft_report_id', 'in', theftReportIds), eb('finder_id', 'in', finderIds)])]
            : []),
          eb.and([eb('sighting_id', 'in', sightingIds), eb('finder_id', 'is', null)]),
        ]),
      )
      .execute();
  },
};
