import type { Conversation, Message } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { bikeLabel } from '../bikes/bike.presenter.ts';
import { canHunt } from '../hunters/hunt.policy.ts';
import { displayName } from '../rewards/reward.service.ts';
import { notify } from '../theft/notification.service.ts';
import type { UserRow } from '../users/user-row.ts';
import { canBlockFinder, canMessageFinder, canMessageOwner, canWriteInConversation, finderToWrite, isConversationOwner } from './message.policy.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** A new-message mail at most this often per conversation and recipient; the in-app alert always. */
const MAIL_INTERVAL_MS = 30 * 60 * 1000;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');

const conversationRows = (db: Db, actorId: string) =>
  db
    .selectFrom('conversations as c')
    .innerJoin('theft_reports as t', 't.id', 'c.theft_report_id')
    .innerJoin('bikes as b', 'b.id', 't.bike_id')
    .innerJoin('users as f', 'f.id', 'c.finder_id')
    .selectAll('c')
    .select(['b.id as bike_id', 'b.name as bike_name', 'f.nome as finder_nome', 'f.cognome as finder_cognome'])
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

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['execute']>>[number];

function present(row: ConversationRow, actorId: string): Conversation {
  const isOwner = isConversationOwner({ id: actorId }, row);
  return {
    id: row.id,
    theftReportId: row.theft_report_id,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    role: isOwner ? 'owner' : 'finder',
    // The owner sees the finder's first name and initial; the finder sees "owner" (the web app translates it).
    counterpart: isOwner ? displayName({ nome: row.finder_nome, cognome: row.finder_cognome }) : 'owner',
    blocked: row.blocked_at !== null,
    lastMessageAt: row.last_message_at.toISOString(),
    unread: Number(row.unread ?? 0),
  };
}

async function findConversation(db: Db, actor: UserRow, id: string): Promise<ConversationRow> {
  const row = isUuid(id) ? await conversationRows(db, actor.id).where('c.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound();
  return row;
}

/** `GET /api/conversations`: the caller's, most recent first. */
export async function listConversations(ctx: AppContext, actor: UserRow): Promise<Conversation[]> {
  const rows = await conversationRows(ctx.db, actor.id).orderBy('c.last_message_at', 'desc').limit(100).execute();
  return rows.map((r) => present(r, actor.id));
}

/**
 * Writes a message: rate limited per sender, refused to a finder the owner has
 * blocked; the recipient gets an in-app alert and (at most every 30 minutes
 * per conversation) a mail that carries no address of the sender.
 */
async function write(ctx: AppContext, actor: UserRow, conversationId: string, body: string, now: Date): Promise<Message> {
  await enforceLimit(ctx.db, `messages:${actor.id}`, ctx.config.rateLimits.messagesPer10Minutes, TEN_MINUTES_MS, now);
  const { message, recipientId, mail } = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await trx.selectFrom('conversations').selectAll().where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
    if (!canWriteInConversation(actor, conversation)) throw new AppError(403, 'CONVERSATION_BLOCKED', 'The owner has blocked messages in this conversation');
    const message = await trx
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: actor.id, body, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('conversations').set({ last_message_at: message.created_at }).where('id', '=', conversation.id).execute();
    const recipientId = isConversationOwner(actor, conversation) ? conversation.finder_id : conversation.owner_id;
    const report = await trx.selectFrom('theft_reports').select('bike_id').where('id', '=', conversation.theft_report_id).executeTakeFirstOrThrow();
    const recent = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', recipientId)
      .where('conversation_id', '=', conversation.id)
      .where('created_at', '>', new Date(now.getTime() - MAIL_INTERVAL_MS))
      .executeTakeFirst();
    await notify(trx, {
      userId: recipientId,
      type: 'message',
      at: now,
      bikeId: report.bike_id,
      theftReportId: conversation.theft_report_id,
      conversationId: conversation.id,
    });
    return { message, recipientId, mail: recent === undefined ? report.bike_id : null };
  });
  if (mail) {
    const [recipient, bike] = await Promise.all([
      ctx.db.selectFrom('users').select(['email', 'nome', 'language', 'deleted_at']).where('id', '=', recipientId).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('bikes').select(['name', 'brand', 'model']).where('id', '=', mail).executeTakeFirstOrThrow(),
    ]);
    if (!recipient.deleted_at)
      await ctx.jobs.sendMail({
        template: 'newMessage',
        language: recipient.language,
        to: recipient.email,
        params: { nome: recipient.nome, link: `${ctx.config.publicUrl}/messages/${conversationId}`, bike: bikeLabel(bike) },
      });
  }
  return { id: message.id, mine: true, body: message.body, createdAt: message.created_at.toISOString() };
}

/** `POST /api/conversations/{id}/messages`. */
export async function sendMessage(ctx: AppContext, actor: UserRow, conversationId: string, body: string): Promise<Message> {
  const conversation = await findConversation(ctx.db, actor, conversationId);
  return write(ctx, actor, conversation.id, body, ctx.clock.now());
}

async function startConversation(
  ctx: AppContext,
  actor: UserRow,
  input: { theftReportId: string; ownerId: string; finderId: string; sightingId: string | null },
  body: string,
): Promise<Conversation> {
  const now = ctx.clock.now();
  const created = await ctx.db
    .insertInto('conversations')
    .values({
      theft_report_id: input.theftReportId,
      owner_id: input.ownerId,
      finder_id: input.finderId,
      sighting_id: input.sightingId,
      created_at: now,
      last_message_at: now,
    })
    .onConflict((oc) => oc.columns(['theft_report_id', 'finder_id']).doUpdateSet({ theft_report_id: input.theftReportId }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await write(ctx, actor, created.id, body, now);
  return present(await findConversation(ctx.db, actor, created.id), actor.id);
}

/** The owner writes to the signed-in finder of one of their sightings. */
export async function messageFinder(ctx: AppContext, actor: UserRow, sightingId: string, body: string): Promise<Conversation> {
  const sighting = isUuid(sightingId)
    ? await ctx.db
        .selectFrom('sightings as s')
        .innerJoin('theft_reports as t', 't.id', 's.theft_report_id')
        .select(['s.id', 's.reporter_id', 't.id as theft_report_id', 't.owner_id'])
        .where('s.id', '=', sightingId)
        .executeTakeFirst()
    : undefined;
  if (!sighting || !canMessageFinder(actor, sighting)) throw new AppError(404, 'NOT_FOUND', 'Sighting not found');
  const finderId = finderToWrite(actor, sighting);
  if (!finderId) throw new AppError(400, 'VALIDATION_ERROR', 'This sighting was reported anonymously: there is nobody to write to');
  return startConversation(ctx, actor, { theftReportId: sighting.theft_report_id, ownerId: actor.id, finderId, sightingId: sighting.id }, body);
}

/** A Hunter writes to the owner of a stolen bike they are hunting, scanned or reported. */
export async function messageOwner(ctx: AppContext, actor: UserRow, theftReportId: string, body: string): Promise<Conversation> {
  const report = isUuid(theftReportId)
    ? await ctx.db.selectFrom('theft_reports').select(['id', 'owner_id', 'status']).where('id', '=', theftReportId).executeTakeFirst()
    : undefined;
  if (!report || !canHunt(actor, report)) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  const [hunt, sighting] = await Promise.all([
    ctx.db
      .selectFrom('hunts')
      .select('status')
      .where('theft_report_id', '=', report.id)
      .where('hunter_id', '=', actor.id)
      .where('status', '<>', 'declined')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('sightings')
      .select('id')
      .where('theft_report_id', '=', report.id)
      .where('reporter_id', '=', actor.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  if (!canMessageOwner(actor, report, { hunting: hunt !== undefined, sighted: sighting !== undefined })) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  return startConversation(ctx, actor, { theftReportId: report.id, ownerId: report.owner_id, finderId: actor.id, sightingId: sighting?.id ?? null }, body);
}

/** `GET /api/conversations/{id}/messages`: the thread, oldest first; its alerts for the caller become read. */
export async function readConversation(ctx: AppContext, actor: UserRow, conversationId: string): Promise<{ conversation: Conversation; messages: Message[] }> {
  const row = await findConversation(ctx.db, actor, conversationId);
  const messages = await ctx.db.selectFrom('messages').selectAll().where('conversation_id', '=', row.id).orderBy('created_at', 'asc').limit(500).execute();
  await ctx.db
    .updateTable('notifications')
    .set({ read_at: ctx.clock.now() })
    .where('user_id', '=', actor.id)
    .where('conversation_id', '=', row.id)
    .where('read_at', 'is', null)
    .execute();
  return {
    conversation: present({ ...row, unread: 0 }, actor.id),
    messages: messages.map((m) => ({ id: m.id, mine: m.sender_id === actor.id, body: m.body, createdAt: m.created_at.toISOString() })),
  };
}

/** The owner blocks (or unblocks) the finder of a conversation. */
export async function setBlocked(ctx: AppContext, actor: UserRow, conversationId: string, blocked: boolean): Promise<Conversation> {
  const row = await findConversation(ctx.db, actor, conversationId);
  if (!canBlockFinder(actor, row)) throw notFound();
  await ctx.db
    .updateTable('conversations')
    .set({ blocked_at: blocked ? ctx.clock.now() : null })
    .where('id', '=', row.id)
    .execute();
  return present(await findConversation(ctx.db, actor, row.id), actor.id);
}
