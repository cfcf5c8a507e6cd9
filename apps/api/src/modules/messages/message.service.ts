import { type Conversation, defaultLanguage, type FinderConversation, type Message, roleBadgeOf } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { bikeCardsByIds, bikeLabel, findBike } from '../bikes/index.ts';
import { canHunt, findHuntNotDeclined } from '../hunters/index.ts';
import { hadAlertSince, markConversationAlertsRead, notify, unreadCountsByConversation } from '../notifications/index.ts';
import { huntReportsByIds, latestSightingBy, sightingContactsOf, sightingWithReport } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { findUser, namesAndRolesOf, publicName } from '../users/index.ts';
import {
  canAnonymousFinderWrite,
  canBlockFinder,
  canMessageFinder,
  canMessageOwner,
  canRelayToAnonymousFinder,
  canWriteInConversation,
  finderToWrite,
  isConversationOwner,
} from './message.policy.ts';
import { type ConversationTableRow, messageRepository } from './message.repository.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** An anonymous finder's link opens the conversation for 30 days after its mail (each mail brings a new one). */
const FINDER_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A token as randomToken makes it (32 bytes, base64url): anything else is not looked up. */
const FINDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A new-message mail at most this often per conversation and recipient; the in-app alert always. */
const MAIL_INTERVAL_MS = 30 * 60 * 1000;

/** A conversation as its owner or finder sees it: the bike, the finder's name (none for an anonymous finder) and the caller's unread alerts. */
type ConversationRow = ConversationTableRow & {
  bike_id: string;
  bike_name: string;
  finder_nome: string | null;
  finder_cognome: string | null;
  finder_hunter_name: string | null;
  finder_role: UserRow['role'] | null;
  unread: number;
};

/**
 * The conversations with what their owners answer, by ids (issue #29 item 1): the report's bike
 * (theft-records, bikes), the finder's name and role (users) and the caller's unread alerts (notifications).
 */
async function withFacts(db: Db, actorId: string, rows: ConversationTableRow[]): Promise<ConversationRow[]> {
  if (rows.length === 0) return [];
  const finderIds = [...new Set(rows.flatMap((r) => (r.finder_id ? [r.finder_id] : [])))];
  const [reports, finders, unread] = await Promise.all([
    huntReportsByIds(db, [...new Set(rows.map((r) => r.theft_report_id))]),
    namesAndRolesOf(db, finderIds),
    unreadCountsByConversation(
      db,
      actorId,
      rows.map((r) => r.id),
    ),
  ]);
  const bikeOfReport = new Map(reports.map((t) => [t.id, t.bike_id]));
  const bikes = new Map((await bikeCardsByIds(db, [...new Set(reports.map((t) => t.bike_id))])).map((b) => [b.id, b]));
  const finderById = new Map(finders.map((f) => [f.id, f]));
  return rows.flatMap((c) => {
    const bike = bikes.get(bikeOfReport.get(c.theft_report_id) ?? '');
    if (!bike) return [];
    const finder = c.finder_id ? finderById.get(c.finder_id) : undefined;
    return [
      {
        ...c,
        bike_id: bike.id,
        bike_name: bike.name,
        finder_nome: finder?.nome ?? null,
        finder_cognome: finder?.cognome ?? null,
        finder_hunter_name: finder?.hunter_name ?? null,
        finder_role: finder?.role ?? null,
        unread: unread.get(c.id) ?? 0,
      },
    ];
  });
}

/** The bike of a theft report (it has one: the report's row says which). */
async function bikeIdOfReport(db: Db, theftReportId: string): Promise<string> {
  const [report] = await huntReportsByIds(db, [theftReportId]);
  if (!report) throw new Error('theft report not found');
  return report.bike_id;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');

function present(row: ConversationRow, actorId: string): Conversation {
  const isOwner = isConversationOwner({ id: actorId }, row);
  return {
    id: row.id,
    theftReportId: row.theft_report_id,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    role: isOwner ? 'owner' : 'finder',
    // The owner sees the finder's public name (users/public-name.presenter.ts), or "finder" for an anonymous
    // one (issue #27); the finder sees "owner" (the web app translates both words).
    counterpart: isOwner
      ? row.finder_nome !== null && row.finder_cognome !== null
        ? publicName({ nome: row.finder_nome, cognome: row.finder_cognome, hunter_name: row.finder_hunter_name })
        : 'finder'
      : 'owner',
    // Issue #24: a finder who is a shop or Ritrova staff says so beside the name; nobody else can.
    counterpartBadge: isOwner && row.finder_role ? roleBadgeOf(row.finder_role) : null,
    blocked: row.blocked_at !== null,
    lastMessageAt: row.last_message_at.toISOString(),
    unread: Number(row.unread ?? 0),
  };
}

async function findConversation(db: Db, actor: UserRow, id: string): Promise<ConversationRow> {
  const found = isUuid(id) ? await messageRepository.findConversationOf(db, actor.id, id) : undefined;
  const [row] = found ? await withFacts(db, actor.id, [found]) : [];
  if (!row) throw notFound();
  return row;
}

/** `GET /api/conversations`: the caller's, most recent first. */
export async function listConversations(ctx: AppContext, actor: UserRow): Promise<Conversation[]> {
  const rows = await withFacts(ctx.db, actor.id, await messageRepository.listConversationsOf(ctx.db, actor.id));
  return rows.map((r) => present(r, actor.id));
}

/**
 * Writes a message: rate limited per sender, refused to a finder the owner has
 * blocked; the recipient gets an in-app alert and (at most every 30 minutes
 * per conversation) a mail that carries no address of the sender.
 */
async function write(ctx: AppContext, actor: UserRow, conversationId: string, body: string, now: Date): Promise<Message> {
  await enforceLimit(ctx.db, `messages:${actor.id}`, ctx.config.rateLimits.messagesPer10Minutes, TEN_MINUTES_MS, now);
  const { message, recipientId, mail } = await runTransaction(ctx.db, async (trx) => {
    const conversation = await messageRepository.lockConversation(trx, conversationId);
    if (!canWriteInConversation(actor, conversation)) throw new AppError(403, 'CONVERSATION_BLOCKED', 'The owner has blocked messages in this conversation');
    const message = await messageRepository.insertMessage(trx, { conversationId: conversation.id, senderId: actor.id, body, createdAt: now });
    await messageRepository.touchConversation(trx, conversation.id, message.created_at);
    const recipientId = isConversationOwner(actor, conversation) ? conversation.finder_id : conversation.owner_id;
    // An anonymous finder (issue #27) has no account to alert: the mail with their link is all they get.
    if (recipientId === null) return { message, recipientId, mail: null };
    const report = { bike_id: await bikeIdOfReport(trx, conversation.theft_report_id) };
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
  if (recipientId === null) await mailAnonymousFinder(ctx, conversationId, now);
  else if (mail) await mailUser(ctx, recipientId, mail, conversationId);
  return { id: message.id, mine: true, body: message.body, createdAt: message.created_at.toISOString() };
}

/** The new-message mail to an account: a link to the conversation in the app, no address of the sender. */
async function mailUser(ctx: AppContext, recipientId: string, bikeId: string, conversationId: string): Promise<void> {
  const [recipient, bike] = await Promise.all([findUser(ctx.db, recipientId), findBike(ctx.db, bikeId)]);
  if (!recipient || !bike) throw new Error('the recipient or the bike of a new-message mail is gone');
  if (recipient.deleted_at) return;
  await ctx.jobs.sendMail({
    template: 'newMessage',
    language: recipient.language,
    to: recipient.email,
    params: { nome: recipient.nome, link: `${ctx.config.publicUrl}/messages/${conversationId}`, bike: bikeLabel(bike) },
  });
}

/** Where an anonymous finder's mail goes: their sighting's address and language (none once erased), and the bike. */
async function anonymousFinderContact(db: Db, conversationId: string) {
  const conversation = await messageRepository.anonymousConversation(db, conversationId);
  if (!conversation?.sighting_id) return undefined;
  const [sighting] = await sightingContactsOf(db, [conversation.sighting_id]);
  if (!sighting) return undefined;
  const [bike] = await bikeCardsByIds(db, [sighting.bike_id]);
  if (!bike) return undefined;
  return { ...sighting, name: bike.name, brand: bike.brand, model: bike.model };
}

/**
 * The owner's message to an anonymous finder (issue #27): a mail to the sighting's address, in the
 * finder's language, with a link of its own (a random token, only its hash stored, valid 30 days).
 * At most one every 30 minutes per conversation, as for accounts: the last link still works meanwhile.
 */
async function mailAnonymousFinder(ctx: AppContext, conversationId: string, now: Date): Promise<void> {
  const contact = await anonymousFinderContact(ctx.db, conversationId);
  // Erased or withdrawn consent: nobody to write to any more.
  if (!contact?.contact_email || !contact.contact_consent) return;
  if (await messageRepository.linkMailedSince(ctx.db, conversationId, new Date(now.getTime() - MAIL_INTERVAL_MS))) return;
  const token = randomToken();
  await messageRepository.insertFinderLink(ctx.db, {
    tokenHash: hashToken(token),
    conversationId,
    now,
    expiresAt: new Date(now.getTime() + FINDER_LINK_TTL_MS),
  });
  await ctx.jobs.sendMail({
    template: 'finderReply',
    language: contact.contact_language ?? defaultLanguage,
    to: contact.contact_email,
    params: { nome: '', link: `${ctx.config.publicUrl}/risposta/${token}`, bike: bikeLabel(contact) },
  });
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

/**
 * The owner writes to the finder of one of their sightings: a signed-in finder in the app, an anonymous
 * one who agreed to be contacted through a mailed link (issue #27); nobody else.
 */
export async function messageFinder(ctx: AppContext, actor: UserRow, sightingId: string, body: string): Promise<Conversation> {
  const sighting = isUuid(sightingId) ? await sightingWithReport(ctx.db, sightingId) : undefined;
  if (!sighting || !canMessageFinder(actor, sighting)) throw new AppError(404, 'NOT_FOUND', 'Sighting not found');
  const finderId = finderToWrite(actor, sighting);
  if (finderId) return startConversation(ctx, actor, { theftReportId: sighting.theft_report_id, ownerId: actor.id, finderId, sightingId: sighting.id }, body);
  if (!canRelayToAnonymousFinder(sighting)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'This sighting was reported anonymously, without consent to be contacted: there is nobody to write to');
  }
  const now = ctx.clock.now();
  const conversationId = await messageRepository.openAnonymousConversation(ctx.db, {
    theftReportId: sighting.theft_report_id,
    ownerId: actor.id,
    sightingId: sighting.id,
    now,
  });
  await write(ctx, actor, conversationId, body, now);
  return present(await findConversation(ctx.db, actor, conversationId), actor.id);
}

const linkNotValid = () => new AppError(404, 'FINDER_LINK_INVALID', 'This conversation link is invalid or has expired');

async function conversationOfLink(ctx: AppContext, token: string, now: Date) {
  const link = FINDER_TOKEN.test(token) ? await messageRepository.conversationOfLink(ctx.db, hashToken(token), now) : undefined;
  // Its finder still reachable (the sighting's consent stands) and the report's bike: the theft records' and the bikes' answers.
  const [sighting] = link?.sighting_id ? await sightingContactsOf(ctx.db, [link.sighting_id]) : [];
  if (!link || !sighting?.contact_consent) throw linkNotValid();
  const [report] = await huntReportsByIds(ctx.db, [link.theft_report_id]);
  const [bike] = report ? await bikeCardsByIds(ctx.db, [report.bike_id]) : [];
  if (!bike) throw linkNotValid();
  return { id: link.id, blocked_at: link.blocked_at, name: bike.name, brand: bike.brand, model: bike.model };
}

/** `GET /api/finder-conversations/{token}`: what an anonymous finder reads through their link: the bike and the thread. */
export async function readAsAnonymousFinder(ctx: AppContext, token: string): Promise<FinderConversation> {
  const row = await conversationOfLink(ctx, token, ctx.clock.now());
  const messages = await messageRepository.listMessages(ctx.db, row.id);
  return {
    bike: bikeLabel(row),
    blocked: row.blocked_at !== null,
    messages: messages.map((m) => ({ id: m.id, mine: m.sender_id === null, body: m.body, createdAt: m.created_at.toISOString() })),
  };
}

/**
 * `POST /api/finder-conversations/{token}/messages`: the anonymous finder answers. Limited per
 * conversation as any sender is; refused once the owner blocked them; the owner gets the in-app alert
 * and (at most every 30 minutes) the mail.
 */
export async function writeAsAnonymousFinder(ctx: AppContext, token: string, body: string): Promise<Message> {
  const now = ctx.clock.now();
  const link = await conversationOfLink(ctx, token, now);
  await enforceLimit(ctx.db, `finder-messages:${link.id}`, ctx.config.rateLimits.messagesPer10Minutes, TEN_MINUTES_MS, now);
  const { message, ownerId, mail } = await runTransaction(ctx.db, async (trx) => {
    const conversation = await messageRepository.lockConversation(trx, link.id);
    if (!canAnonymousFinderWrite(conversation)) throw new AppError(403, 'CONVERSATION_BLOCKED', 'The owner has blocked messages in this conversation');
    const message = await messageRepository.insertMessage(trx, { conversationId: conversation.id, senderId: null, body, createdAt: now });
    await messageRepository.touchConversation(trx, conversation.id, message.created_at);
    const report = { bike_id: await bikeIdOfReport(trx, conversation.theft_report_id) };
    const recent = await hadAlertSince(trx, conversation.owner_id, { conversationId: conversation.id }, new Date(now.getTime() - MAIL_INTERVAL_MS));
    await notify(trx, {
      userId: conversation.owner_id,
      type: 'message',
      at: now,
      bikeId: report.bike_id,
      theftReportId: conversation.theft_report_id,
      conversationId: conversation.id,
    });
    return { message, ownerId: conversation.owner_id, mail: recent ? null : report.bike_id };
  });
  if (mail) await mailUser(ctx, ownerId, mail, link.id);
  return { id: message.id, mine: true, body: message.body, createdAt: message.created_at.toISOString() };
}

/** Housekeeping: removes the finder links that expired (they open nothing; their rows go). */
export function deleteExpiredFinderLinks(db: Db, now: Date): Promise<number> {
  return messageRepository.deleteExpiredFinderLinks(db, now);
}

/** A Hunter writes to the owner of a stolen bike they are hunting, scanned or reported. */
export async function messageOwner(ctx: AppContext, actor: UserRow, theftReportId: string, body: string): Promise<Conversation> {
  const [report] = isUuid(theftReportId) ? await huntReportsByIds(ctx.db, [theftReportId]) : [];
  if (!report || !canHunt(actor, report)) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  const [hunt, sighting] = await Promise.all([findHuntNotDeclined(ctx.db, report.id, actor.id), latestSightingBy(ctx.db, report.id, actor.id)]);
  if (!canMessageOwner(actor, report, { hunting: hunt !== undefined, sighted: sighting !== undefined })) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  return startConversation(ctx, actor, { theftReportId: report.id, ownerId: report.owner_id, finderId: actor.id, sightingId: sighting?.id ?? null }, body);
}

/** `GET /api/conversations/{id}/messages`: the thread, oldest first; its alerts for the caller become read. */
export async function readConversation(ctx: AppContext, actor: UserRow, conversationId: string): Promise<{ conversation: Conversation; messages: Message[] }> {
  const row = await findConversation(ctx.db, actor, conversationId);
  const messages = await messageRepository.listMessages(ctx.db, row.id);
  await markConversationAlertsRead(ctx.db, actor.id, row.id, ctx.clock.now());
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

/**
 * The conversation each sighting leads to, by sighting id: a signed-in finder's about the sighting's theft,
 * else an anonymous finder's about this very sighting (issue #27). A sighting with neither has no entry.
 */
export async function conversationsOfSightings(
  db: Db,
  sightings: readonly { id: string; theft_report_id: string; reporter_id: string | null }[],
): Promise<Map<string, string>> {
  const rows = await messageRepository.ofSightings(db, {
    theftReportIds: [...new Set(sightings.map((s) => s.theft_report_id))],
    finderIds: [...new Set(sightings.flatMap((s) => (s.reporter_id ? [s.reporter_id] : [])))],
    sightingIds: sightings.map((s) => s.id),
  });
  const byFinder = new Map(rows.flatMap((c) => (c.finder_id ? [[`${c.theft_report_id}:${c.finder_id}`, c.id] as const] : [])));
  const bySighting = new Map(rows.flatMap((c) => (c.finder_id === null && c.sighting_id ? [[c.sighting_id, c.id] as const] : [])));
  const found = new Map<string, string>();
  for (const s of sightings) {
    const id = (s.reporter_id ? byFinder.get(`${s.theft_report_id}:${s.reporter_id}`) : undefined) ?? bySighting.get(s.id);
    if (id) found.set(s.id, id);
  }
  return found;
}
