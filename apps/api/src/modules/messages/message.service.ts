import { type Conversation, type Message, roleBadgeOf } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { bikeLabel } from '../bikes/bike.presenter.ts';
import { canHunt } from '../hunters/hunt.policy.ts';
import { hadAlertSince, notify } from '../theft/notification.service.ts';
import { publicName } from '../users/public-name.presenter.ts';
import type { UserRow } from '../users/user-row.ts';
import { canBlockFinder, canMessageFinder, canMessageOwner, canWriteInConversation, finderToWrite, isConversationOwner } from './message.policy.ts';
import { type ConversationRow, messageRepository } from './message.repository.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** A new-message mail at most this often per conversation and recipient; the in-app alert always. */
const MAIL_INTERVAL_MS = 30 * 60 * 1000;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');

function present(row: ConversationRow, actorId: string): Conversation {
  const isOwner = isConversationOwner({ id: actorId }, row);
  return {
    id: row.id,
    theftReportId: row.theft_report_id,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    role: isOwner ? 'owner' : 'finder',
    // The owner sees the finder's public name (users/public-name.presenter.ts); the finder sees "owner" (the web app translates it).
    counterpart: isOwner ? publicName({ nome: row.finder_nome, cognome: row.finder_cognome, hunter_name: row.finder_hunter_name }) : 'owner',
    // Issue #24: a finder who is a shop or Ritrova staff says so beside the name; nobody else can.
    counterpartBadge: isOwner ? roleBadgeOf(row.finder_role) : null,
    blocked: row.blocked_at !== null,
    lastMessageAt: row.last_message_at.toISOString(),
    unread: Number(row.unread ?? 0),
  };
}

async function findConversation(db: Db, actor: UserRow, id: string): Promise<ConversationRow> {
  const row = isUuid(id) ? await messageRepository.findConversationOf(db, actor.id, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** `GET /api/conversations`: the caller's, most recent first. */
export async function listConversations(ctx: AppContext, actor: UserRow): Promise<Conversation[]> {
  const rows = await messageRepository.listConversationsOf(ctx.db, actor.id);
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
    const conversation = await messageRepository.lockConversation(trx, conversationId);
    if (!canWriteInConversation(actor, conversation)) throw new AppError(403, 'CONVERSATION_BLOCKED', 'The owner has blocked messages in this conversation');
    const message = await messageRepository.insertMessage(trx, { conversationId: conversation.id, senderId: actor.id, body, createdAt: now });
    await messageRepository.touchConversation(trx, conversation.id, message.created_at);
    const recipientId = isConversationOwner(actor, conversation) ? conversation.finder_id : conversation.owner_id;
    const report = await messageRepository.reportBikeId(trx, conversation.theft_report_id);
    const recent = await hadAlertSince(trx, recipientId, { conversationId: conversation.id }, new Date(now.getTime() - MAIL_INTERVAL_MS));
    await notify(trx, {
      userId: recipientId,
      type: 'message',
      at: now,
      bikeId: report.bike_id,
      theftReportId: conversation.theft_report_id,
      conversationId: conversation.id,
    });
    return { message, recipientId, mail: recent ? null : report.bike_id };
  });
  if (mail) {
    const [recipient, bike] = await Promise.all([messageRepository.mailRecipient(ctx.db, recipientId), messageRepository.mailBike(ctx.db, mail)]);
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
  const conversationId = await messageRepository.openConversation(ctx.db, { ...input, now });
  await write(ctx, actor, conversationId, body, now);
  return present(await findConversation(ctx.db, actor, conversationId), actor.id);
}

/** The owner writes to the signed-in finder of one of their sightings. */
export async function messageFinder(ctx: AppContext, actor: UserRow, sightingId: string, body: string): Promise<Conversation> {
  const sighting = isUuid(sightingId) ? await messageRepository.findSighting(ctx.db, sightingId) : undefined;
  if (!sighting || !canMessageFinder(actor, sighting)) throw new AppError(404, 'NOT_FOUND', 'Sighting not found');
  const finderId = finderToWrite(actor, sighting);
  if (!finderId) throw new AppError(400, 'VALIDATION_ERROR', 'This sighting was reported anonymously: there is nobody to write to');
  return startConversation(ctx, actor, { theftReportId: sighting.theft_report_id, ownerId: actor.id, finderId, sightingId: sighting.id }, body);
}

/** A Hunter writes to the owner of a stolen bike they are hunting, scanned or reported. */
export async function messageOwner(ctx: AppContext, actor: UserRow, theftReportId: string, body: string): Promise<Conversation> {
  const report = isUuid(theftReportId) ? await messageRepository.findReport(ctx.db, theftReportId) : undefined;
  if (!report || !canHunt(actor, report)) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  const [hunt, sighting] = await Promise.all([
    messageRepository.findHunt(ctx.db, report.id, actor.id),
    messageRepository.findLatestSightingBy(ctx.db, report.id, actor.id),
  ]);
  if (!canMessageOwner(actor, report, { hunting: hunt !== undefined, sighted: sighting !== undefined })) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  return startConversation(ctx, actor, { theftReportId: report.id, ownerId: report.owner_id, finderId: actor.id, sightingId: sighting?.id ?? null }, body);
}

/** `GET /api/conversations/{id}/messages`: the thread, oldest first; its alerts for the caller become read. */
export async function readConversation(ctx: AppContext, actor: UserRow, conversationId: string): Promise<{ conversation: Conversation; messages: Message[] }> {
  const row = await findConversation(ctx.db, actor, conversationId);
  const messages = await messageRepository.listMessages(ctx.db, row.id);
  await messageRepository.markAlertsRead(ctx.db, actor.id, row.id, ctx.clock.now());
  return {
    conversation: present({ ...row, unread: 0 }, actor.id),
    messages: messages.map((m) => ({ id: m.id, mine: m.sender_id === actor.id, body: m.body, createdAt: m.created_at.toISOString() })),
  };
}

/** The owner blocks (or unblocks) the finder of a conversation. */
export async function setBlocked(ctx: AppContext, actor: UserRow, conversationId: string, blocked: boolean): Promise<Conversation> {
  const row = await findConversation(ctx.db, actor, conversationId);
  if (!canBlockFinder(actor, row)) throw notFound();
  await messageRepository.setBlockedAt(ctx.db, row.id, blocked ? ctx.clock.now() : null);
  return present(await findConversation(ctx.db, actor, row.id), actor.id);
}

/**
 * The retention job's `messages` rule (issue #26): deletes a batch of finder–owner conversations, with
 * their messages, of thefts closed at or before `closedBy`; how many conversations.
 */
export function deleteConversationsOfClosedThefts(db: Db, closedBy: Date, limit: number): Promise<number> {
  return messageRepository.deleteOfClosedThefts(db, closedBy, limit);
}
