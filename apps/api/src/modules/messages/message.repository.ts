import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const conversationRows = (db: Db, actorId: string) =>
  db
    .selectFrom('conversations as c')
    .innerJoin('theft_reports as t', 't.id', 'c.theft_report_id')
    .innerJoin('bikes as b', 'b.id', 't.bike_id')
    // An anonymous finder (issue #27) has no account: no name, the web app says "the finder".
    .leftJoin('users as f', 'f.id', 'c.finder_id')
    .selectAll('c')
    .select([
      'b.id as bike_id',
      'b.name as bike_name',
      'f.nome as finder_nome',
      'f.cognome as finder_cognome',
      'f.hunter_name as finder_hunter_name',
      'f.role as finder_role',
    ])
    .select((eb) =>
      eb
        .selectFrom('notifications as n')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('n.conversation_id', '=', 'c.id')
        .where('n.user_id', '=', actorId)
        .where('n.read_at', 'is', null)
        .as('unread'),
    )
    .where((eb) => eb.or([eb('c.owner_id', '=', actorId), eb('c.finder_id', '=', actorId)]));

/** A conversation as its owner or finder sees it: the bike, the finder's name (none for an anonymous finder) and the caller's unread alerts. */
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['execute']>>[number];

/** SQL for conversations between owners and finders, and their messages. */
export const messageRepository = {
  /** One of the actor's conversations (as owner or finder). */
  findConversationOf(db: Db, actorId: string, id: string): Promise<ConversationRow | undefined> {
    return conversationRows(db, actorId).where('c.id', '=', id).executeTakeFirst();
  },

  /** The actor's conversations, most recent first (at most 100). */
  listConversationsOf(db: Db, actorId: string): Promise<ConversationRow[]> {
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

  reportBikeId(db: Db, theftReportId: string) {
    return db.selectFrom('theft_reports').select('bike_id').where('id', '=', theftReportId).executeTakeFirstOrThrow();
  },

  /** What a new-message mail needs of its recipient. */
  mailRecipient(db: Db, userId: string) {
    return db.selectFrom('users').select(['email', 'nome', 'language', 'deleted_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  },

  /** What a new-message mail needs of the bike. */
  mailBike(db: Db, bikeId: string) {
    return db.selectFrom('bikes').select(['name', 'brand', 'model']).where('id', '=', bikeId).executeTakeFirstOrThrow();
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

  /** Where an anonymous finder's mail goes: their sighting's address and language (none once erased), and the bike. */
  anonymousFinderContact(db: Db, conversationId: string) {
    return db
      .selectFrom('conversations as c')
      .innerJoin('sightings as s', 's.id', 'c.sighting_id')
      .innerJoin('bikes as b', 'b.id', 's.bike_id')
      .select(['s.contact_email', 's.contact_consent', 's.contact_language', 'b.name', 'b.brand', 'b.model'])
      .where('c.id', '=', conversationId)
      .where('c.finder_id', 'is', null)
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

  /** The anonymous finder's conversation a link opens, while it has not expired (and its finder still reachable). */
  conversationOfLink(db: Db, tokenHash: Buffer, now: Date) {
    return db
      .selectFrom('finder_links as l')
      .innerJoin('conversations as c', 'c.id', 'l.conversation_id')
      .innerJoin('theft_reports as t', 't.id', 'c.theft_report_id')
      .innerJoin('bikes as b', 'b.id', 't.bike_id')
      .innerJoin('sightings as s', 's.id', 'c.sighting_id')
      .select(['c.id', 'c.blocked_at', 'b.name', 'b.brand', 'b.model'])
      .where('l.token_hash', '=', tokenHash)
      .where('l.expires_at', '>', now)
      .where('c.finder_id', 'is', null)
      .where('s.contact_consent', '=', true)
      .executeTakeFirst();
  },

  /** Expired finder links (housekeeping): they open nothing any more. */
  async deleteExpiredFinderLinks(db: Db, now: Date): Promise<number> {
    const result = await db.deleteFrom('finder_links').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** A sighting with the report it belongs to, and whether its anonymous finder may be written to. */
  findSighting(db: Db, sightingId: string) {
    return db
      .selectFrom('sightings as s')
      .innerJoin('theft_reports as t', 't.id', 's.theft_report_id')
      .select(['s.id', 's.reporter_id', 's.contact_consent', 's.contact_email', 't.id as theft_report_id', 't.owner_id'])
      .where('s.id', '=', sightingId)
      .executeTakeFirst();
  },

  findReport(db: Db, theftReportId: string) {
    return db.selectFrom('theft_reports').select(['id', 'owner_id', 'status']).where('id', '=', theftReportId).executeTakeFirst();
  },

  /** The Hunter's hunt of a report, unless declined. */
  findHunt(db: Db, theftReportId: string, hunterId: string) {
    return db
      .selectFrom('hunts')
      .select('status')
      .where('theft_report_id', '=', theftReportId)
      .where('hunter_id', '=', hunterId)
      .where('status', '<>', 'declined')
      .executeTakeFirst();
  },

  /** The reporter's latest sighting of a report. */
  findLatestSightingBy(db: Db, theftReportId: string, reporterId: string) {
    return db
      .selectFrom('sightings')
      .select('id')
      .where('theft_report_id', '=', theftReportId)
      .where('reporter_id', '=', reporterId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  /** The thread, oldest first (at most 500). */
  listMessages(db: Db, conversationId: string) {
    return db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at', 'asc').limit(500).execute();
  },

  async markAlertsRead(db: Db, userId: string, conversationId: string, now: Date): Promise<void> {
    await db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('conversation_id', '=', conversationId)
      .where('read_at', 'is', null)
      .execute();
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
          .innerJoin('theft_reports as t', 't.id', 'c.theft_report_id')
          .select('c.id')
          .where(sql<boolean>`coalesce(t.recovered_at, t.refunded_at) <= ${closedBy}::timestamptz`)
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
