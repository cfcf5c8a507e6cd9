import { sightingAlerts } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { bikeLabel, findBike } from '../bikes/index.ts';
import { nearestMunicipality, placeName } from '../places/index.ts';
import { PUSH_CONCURRENCY, PUSH_RETRIES, pushPriorityOfUser, pushToUserNow, type UserPushOutcome } from '../push/index.ts';
import { findUser } from '../users/index.ts';
import { notificationRepository } from './notification.repository.ts';
import { type SightingMailWindow, sightingMailWindowRepository } from './sighting-mail-window.repository.ts';
import { sightingPushMessage } from './sighting-push.ts';

/**
 * What the alert rules read of a bike's sightings (the sightings are the theft module's: it hands these
 * in, so that this module, below theft, never imports it; decision 068).
 */
export interface SightingReads {
  /** How many anonymous sightings of the bike alerted its owner after `since`. */
  countAnonymousAlertsSince(db: Db, bikeId: string, since: Date): Promise<number>;
  /** The bike's latest sighting that alerted its owner, at or after `since`. */
  latestNotifiedSince(db: Db, bikeId: string, since: Date): Promise<{ created_at: Date; latitude: number | null; longitude: number | null } | undefined>;
}

/*
 * How a stolen bike's sightings reach its owner without flooding them (issue #24, decision 041).
 *
 * - Budget: the bike's anonymous sightings alert its owner at most `anonymousPerBikePerHour` times in
 *   any hour; beyond it a sighting is kept (the owner sees it among the bike's sightings) but
 *   notifies nobody: no in-app alert (no new entry, no count, its latest sighting and time stay), no
 *   mail at once, nothing counted in a mail at a window's end, no push (the owner has none for
 *   sightings; one added later must go by `notified` too). A signed-in finder's sighting and a
 *   verified presence (a secure tag's genuine tap) are outside the budget: they always alert.
 * - Mail windows: a sighting that finds no open window for its bike is mailed at once and opens one
 *   (`mailWindowMinutes`); those that follow in the window wait, and at its end one mail tells how
 *   many (a scheduled job, every minute, in whichever worker takes it), which opens the next window.
 *   So one bike's sightings make at most one mail per window, whatever their number.
 * - Mailed promptly: in a window, the first sighting by a signed-in person other than the owner, or a
 *   verified presence, is mailed at once too (a name to answer, or someone at the bike now): one such
 *   mail per window; the next ones wait for its end like the others.
 * - Web Push first (issue #28, decision 063): when the owner has a browser subscribed, a sighting that
 *   finds no open push window for its bike queues one push at once (worded when it is sent: "Avvistata
 *   2 minuti fa vicino a Milano (MI)") and opens a window of `pushWindowMinutes`; those that follow in it
 *   are grouped into that push. No mail goes for them while the push may be delivered. The push job
 *   tries every browser of the owner (retried PUSH_RETRIES times while none took it); when one push
 *   service took it (2xx) nothing is mailed; when none did after the last attempt (or none is left),
 *   the window's sightings go to the mail rules above as if they had just come, and the window's later
 *   sightings too. An owner with no browser subscribed is mailed as before.
 * Every decision is taken under the bike's window row lock, in the sighting's transaction, and the
 * mails and pushes are queued in it: any number of processes agree, and nothing is held in memory.
 */

const HOUR_MS = 60 * 60 * 1000;
const WINDOW_MS = sightingAlerts.mailWindowMinutes * 60 * 1000;
const PUSH_WINDOW_MS = sightingAlerts.pushWindowMinutes * 60 * 1000;
/** The job that pushes a bike's sightings to its owner's browsers, one per push window. */
export const SIGHTING_PUSH_QUEUE = 'sighting-push';
interface SightingPushJob {
  bikeId: string;
  /** The push window's opening (ISO): a job finding another window (closed, or a later one) does nothing. */
  openedAt: string;
}
/** The job that mails the windows that ended; pg-boss gives each minute's tick to one worker. */
export const SIGHTING_DIGEST_QUEUE = 'sighting-digests';
/** Windows one tick mails at most (the next tick takes the rest). */
const DIGESTS_PER_TICK = 500;

/** A sighting about to be recorded, as its alerts see it. */
export interface SightingForAlerts {
  bikeId: string;
  ownerId: string;
  /** The signed-in person it comes from; null for an anonymous visitor. */
  reporterId: string | null;
  /** A secure tag's genuine tap: someone was at the bike. */
  verifiedPresence: boolean;
  now: Date;
}

/** The bike's alert state for a new sighting, locked for the transaction: its window, and whether the sighting may alert. */
export interface SightingAlertState {
  window: SightingMailWindow;
  notify: boolean;
}

const isAnonymous = (s: SightingForAlerts) => s.reporterId === null && !s.verifiedPresence;
const isPrompt = (s: SightingForAlerts) => (s.reporterId !== null && s.reporterId !== s.ownerId) || s.verifiedPresence;

/** Locks the bike's mail window and tells whether this sighting is within the bike's budget (run before writing the sighting). */
export async function admitSightingAlert(
  trx: Db,
  sighting: SightingForAlerts,
  sightings: Pick<SightingReads, 'countAnonymousAlertsSince'>,
): Promise<SightingAlertState> {
  const window = await sightingMailWindowRepository.lock(trx, sighting.bikeId, sighting.ownerId);
  if (!isAnonymous(sighting)) return { window, notify: true };
  const alerted = await sightings.countAnonymousAlertsSince(trx, sighting.bikeId, new Date(sighting.now.getTime() - HOUR_MS));
  return { window, notify: alerted < sightingAlerts.anonymousPerBikePerHour };
}

/**
 * Alerts the owner of a sighting admitted by `admitSightingAlert` and now written: the in-app alert
 * (one unread entry per bike counts it) and, by the window's rules, a mail queued in `trx` at once or
 * one more sighting for the mail at the window's end.
 */
export async function alertOwnerOfSighting(
  ctx: AppContext,
  trx: Db,
  state: SightingAlertState,
  sighting: SightingForAlerts & { sightingId: string },
): Promise<void> {
  if (!state.notify) return;
  const { bikeId, ownerId, now } = sighting;
  await notificationRepository.addSightingAlert(trx, { userId: ownerId, bikeId, sightingId: sighting.sightingId, at: now });
  if (await pushOrGroup(ctx, trx, state.window, sighting)) return;
  await mailByWindow(ctx, trx, state.window, { bikeId, ownerId, now, count: 1, prompt: isPrompt(sighting) });
}

/**
 * Takes a withdrawn sighting out of its owner's unread sighting alert (theft.service withdrawScanSighting):
 * `previous` is the bike's latest other sighting that alerted, which the alert shows instead.
 */
export async function withdrawSightingAlert(
  trx: Db,
  sighting: { userId: string; bikeId: string; sightingId: string; previous: { id: string; created_at: Date } | undefined },
): Promise<void> {
  await notificationRepository.removeFromSightingAlert(trx, sighting);
}

/**
 * The push rules, under the window's lock: true when the sighting is told by a push (queued now, or
 * grouped into the window's push still queued or delivered), false when it goes to the mail rules (the
 * owner has no browser subscribed, or the window's push failed).
 */
async function pushOrGroup(ctx: AppContext, trx: Db, window: SightingMailWindow, sighting: SightingForAlerts): Promise<boolean> {
  const { bikeId, ownerId, now } = sighting;
  if (window.push_ends_at !== null && window.push_ends_at > now) {
    if (window.push_state === 'failed') return false;
    await sightingMailWindowRepository.addPushGrouped(trx, bikeId);
    return true;
  }
  const priority = await pushPriorityOfUser(trx, ownerId);
  if (priority === null) return false;
  await sightingMailWindowRepository.openPush(trx, bikeId, now, new Date(now.getTime() + PUSH_WINDOW_MS));
  // An owner whose browser answered last time goes before one whose browsers all fail (decision 039's order).
  await ctx.jobs.send<SightingPushJob>(SIGHTING_PUSH_QUEUE, { bikeId, openedAt: now.toISOString() }, { trx, priority });
  return true;
}

/**
 * The mail rules for `count` sightings just come (or handed over by a push that failed), under the
 * window's lock: mailed at once when no mail window is open (with what an ended one still holds), or
 * at once as a prompt one, or kept for the window's end.
 */
async function mailByWindow(
  ctx: AppContext,
  trx: Db,
  window: SightingMailWindow,
  { bikeId, ownerId, now, count, prompt }: { bikeId: string; ownerId: string; now: Date; count: number; prompt: boolean },
): Promise<void> {
  if (window.ends_at === null || window.ends_at <= now) {
    // No window open: mailed now, with any sightings a window that ended has not mailed yet.
    await sightingMailWindowRepository.open(trx, bikeId, now, new Date(now.getTime() + WINDOW_MS));
    await queueSightingMail(ctx, trx, ownerId, bikeId, { count: window.pending + count, late: window.pending > 0 || count > 1 });
  } else if (prompt && !window.prompt_sent) {
    await sightingMailWindowRepository.markPromptSent(trx, bikeId);
    await queueSightingMail(ctx, trx, ownerId, bikeId, { count, late: false });
  } else {
    await sightingMailWindowRepository.addPending(trx, bikeId, count);
  }
}

/**
 * One attempt of a bike's push window: worded now (when, from the application clock; where, the
 * municipality of the window's latest sighting), sent to every browser of the owner outside any lock,
 * then settled under the window's lock (`settleSightingPush`); thrown when it is to be tried again.
 */
export async function sendSightingPush(ctx: AppContext, sightings: Pick<SightingReads, 'latestNotifiedSince'>, job: SightingPushJob): Promise<void> {
  const openedAt = new Date(job.openedAt);
  const prepared = await runTransaction(ctx.db, (trx) => prepareSightingPush(ctx, trx, sightings, job.bikeId, openedAt));
  if (!prepared) return;
  const outcome = await pushToUserNow(ctx, prepared.ownerId, prepared.message);
  const retry = await runTransaction(ctx.db, (trx) => settleSightingPush(ctx, trx, job.bikeId, openedAt, { attempt: prepared.attempt, outcome }));
  if (retry) throw new Error(`sighting push: no push service took it (attempt ${prepared.attempt}), retried`);
}

/**
 * Under the window's lock: the attempt counted and the message worded, or null when there is nothing to
 * do — the window settled or replaced meanwhile, or nothing to tell any more (the bike recovered or
 * handed over, its owner gone, its window's sightings withdrawn because the scan was the owner's own:
 * the window is closed).
 */
async function prepareSightingPush(ctx: AppContext, trx: Db, sightings: Pick<SightingReads, 'latestNotifiedSince'>, bikeId: string, openedAt: Date) {
  const window = await sightingMailWindowRepository.lockPush(trx, bikeId, openedAt);
  if (window?.push_state !== 'queued') return null;
  const [bike, owner, latest] = await Promise.all([
    findBike(trx, bikeId),
    findUser(trx, window.owner_id),
    sightings.latestNotifiedSince(trx, bikeId, openedAt),
  ]);
  if (bike?.status !== 'stolen' || bike.owner_id !== window.owner_id || !owner || owner.deleted_at || !latest) {
    await sightingMailWindowRepository.closePush(trx, bikeId);
    return null;
  }
  const attempt = await sightingMailWindowRepository.countPushAttempt(trx, bikeId);
  const town = latest.latitude !== null && latest.longitude !== null ? nearestMunicipality({ lat: latest.latitude, lng: latest.longitude }) : undefined;
  const message = sightingPushMessage(
    { bikeId: bike.id, bikeName: bike.name, place: town ? placeName(town) : null, sightedAt: latest.created_at, now: ctx.clock.now() },
    owner.language,
  );
  return { ownerId: owner.id, attempt, message };
}

/**
 * Under the window's lock, how the attempt went: delivered when a push service took it (no mail, now or
 * at the mail window's end); with none taken, tried again (true) while some failed and attempts are
 * left; else failed, and the window's sightings handed to the mail rules as if they had just come.
 */
async function settleSightingPush(
  ctx: AppContext,
  trx: Db,
  bikeId: string,
  openedAt: Date,
  { attempt, outcome }: { attempt: number; outcome: UserPushOutcome },
): Promise<boolean> {
  const window = await sightingMailWindowRepository.lockPush(trx, bikeId, openedAt);
  if (window?.push_state !== 'queued') return false;
  if (outcome.delivered > 0) {
    await sightingMailWindowRepository.settlePush(trx, bikeId, 'delivered');
    return false;
  }
  if (outcome.failed > 0 && attempt <= PUSH_RETRIES) return true;
  await sightingMailWindowRepository.settlePush(trx, bikeId, 'failed');
  await mailByWindow(ctx, trx, window, { bikeId, ownerId: window.owner_id, now: ctx.clock.now(), count: 1 + window.push_grouped, prompt: false });
  return false;
}

/**
 * Queues, in `trx`, the owner's mail about `count` sightings of the bike, in their language: "someone has
 * just reported it" for one just made, "reported N more times since our last mail" for those that
 * waited (`late`). False when there is nobody to mail.
 */
async function queueSightingMail(
  ctx: AppContext,
  trx: Db,
  ownerId: string,
  bikeId: string,
  { count, late }: { count: number; late: boolean },
): Promise<boolean> {
  const [owner, bike] = await Promise.all([findUser(trx, ownerId), findBike(trx, bikeId)]);
  if (!owner || owner.deleted_at || !bike || bike.owner_id !== ownerId) return false;
  await ctx.jobs.sendMail(
    {
      template: late ? 'sightingDigest' : 'sightingAlert',
      language: owner.language,
      to: owner.email,
      params: { nome: owner.nome, link: `${ctx.config.publicUrl}/bikes/${bike.id}`, bike: bikeLabel(bike), count },
    },
    { trx },
  );
  return true;
}

/** The mail of one bike's ended window, if it is still due: sent (queued) with the next window opened, in one transaction. */
async function sendDigest(ctx: AppContext, bikeId: string, now: Date): Promise<boolean> {
  return runTransaction(ctx.db, async (trx) => {
    const window = await sightingMailWindowRepository.lockDue(trx, bikeId, now);
    if (!window) return false;
    const bike = await findBike(trx, bikeId);
    // A bike recovered (or no longer theirs) in the meantime: what waited is no news any more.
    if (bike?.status !== 'stolen' || bike.owner_id !== window.owner_id) {
      await sightingMailWindowRepository.dropPending(trx, bikeId);
      return false;
    }
    // "At most one mail per window": the digest is the next window's mail.
    await sightingMailWindowRepository.open(trx, bikeId, now, new Date(now.getTime() + WINDOW_MS));
    return queueSightingMail(ctx, trx, window.owner_id, bikeId, { count: window.pending, late: true });
  });
}

/** Mails every window that ended with sightings waiting, one mail per bike saying how many; safe to run twice at once. Returns what it did. */
export async function sendSightingDigests(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  let sent = 0;
  for (const bikeId of await sightingMailWindowRepository.dueBikes(ctx.db, now, DIGESTS_PER_TICK)) {
    if (await sendDigest(ctx, bikeId, now)) sent += 1;
  }
  return `${sent} sighting digests sent`;
}

/**
 * Declares the owners' sighting push queue and, in a worker, its handler: as many at once as the push
 * deliveries (an owner's silent browsers hold a slot until the push timeout), retried like every push
 * (PUSH_RETRIES from PUSH_RETRY_DELAY_SECONDS).
 */
export async function registerSightingPushes(ctx: AppContext, sightings: Pick<SightingReads, 'latestNotifiedSince'>): Promise<void> {
  await ctx.jobs.register<SightingPushJob>(SIGHTING_PUSH_QUEUE, (job) => sendSightingPush(ctx, sightings, job), {
    concurrency: PUSH_CONCURRENCY,
    retryLimit: PUSH_RETRIES,
    retryDelaySeconds: ctx.config.push.retryDelaySeconds,
  });
}

/** Registers the minute's tick that mails ended windows. */
export async function scheduleSightingDigests(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(SIGHTING_DIGEST_QUEUE, '* * * * *', () => sendSightingDigests(ctx));
}
