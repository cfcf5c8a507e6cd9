import { limits, type PushSettings } from '@ritrova/shared';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { resolveVapidKeys, type VapidKeys } from '../../lib/vapid-keys.ts';
import { pushRepository } from './push.repository.ts';
import { pushDestination, RefusedDestination } from './push-destination.ts';
import { type PushMessage, type PushTarget, sendWebPush } from './web-push.ts';

export type { PushMessage };

/** One message to one subscription, retried with backoff by the job queue while the push service fails. */
export const PUSH_QUEUE = 'push-send';
interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

/**
 * Deliveries one process makes at once (decision 039): each is one short request (PUSH_TIMEOUT_MS at
 * most), so a few slow or silent endpoints hold a few slots while the others keep flowing.
 */
export const PUSH_CONCURRENCY = 16;
/** Retries of one message after its first attempt fails (PUSH_RETRY_DELAY_SECONDS, doubling). */
export const PUSH_RETRIES = 3;
/**
 * Failed attempts in a row after which a subscription is dropped: every attempt of two messages. A push
 * service briefly failing one alert does not cost a Hunter their browser; an endpoint that never answers
 * stops costing anything after two alerts (404/410, or an address refused, drop it at once).
 */
const PUSH_FAILURES_BEFORE_DROP = 2 * (1 + PUSH_RETRIES);
/**
 * Job priorities (higher first): a subscription whose last attempt succeeded, then one never tried,
 * then one failing, so that endpoints that answered before are not queued behind new or silent ones.
 */
const priorityOf = (s: { failed_count: number; last_success_at: Date | null }) => (s.failed_count > 0 ? 0 : s.last_success_at ? 2 : 1);

const keysByConfig = new WeakMap<Config, VapidKeys>();

/** The VAPID key pair of this server (configured, or generated into DATA_DIR outside production), read once. */
function vapidKeys(config: Config): VapidKeys {
  let keys = keysByConfig.get(config);
  if (!keys) {
    keys = resolveVapidKeys(config);
    keysByConfig.set(config, keys);
  }
  return keys;
}

/** The public key browsers subscribe with (`applicationServerKey`). */
export function vapidPublicKey(ctx: AppContext): string {
  return vapidKeys(ctx.config).publicKey;
}

const unsupportedEndpoint = () => {
  const message = "endpoint: not a browser push service's (https on a known push service host)";
  return new AppError(400, 'VALIDATION_ERROR', message, { fields: [{ field: 'endpoint', i18nKey: 'validation.push_service_unsupported', message }] });
};

/**
 * Saves the caller's browser subscription (`PushSubscription.toJSON()`); saving it again refreshes its
 * keys. Only a push service's endpoint is taken (push-destination.ts). One already held by another
 * account is answered alike and listed for the caller, but delivery stays with its first holder (the
 * answer tells nobody whose it is). Beyond the per-account cap, the caller's oldest is dropped.
 */
export async function subscribePush(ctx: AppContext, userId: string, input: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  if (!pushDestination(ctx.config.push, input.endpoint)) throw unsupportedEndpoint();
  await runTransaction(ctx.db, async (trx) => {
    await pushRepository.lockUser(trx, userId);
    await pushRepository.upsert(trx, {
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: ctx.clock.now(),
    });
    await pushRepository.deleteOldestBeyond(trx, userId, limits.pushSubscriptionsPerAccount);
  });
}

/** Forgets the caller's subscription with this endpoint (the browser unsubscribed); unknown endpoints are fine. */
export async function unsubscribePush(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await pushRepository.deleteOfUser(ctx.db, userId, endpoint);
}

/** Forgets every browser of the user (their account is being deleted), in the caller's transaction. */
export async function forgetPushSubscriptions(trx: Db, userId: string): Promise<void> {
  await pushRepository.deleteAllOfUser(trx, userId);
}

/**
 * The retention job's `push_subscriptions` rule (issue #26): deletes a batch of browsers whose push
 * service has refused every message since `before` (no success since, failures counted); how many.
 */
export function deleteFailingPushSubscriptions(db: Db, before: Date, limit: number): Promise<number> {
  return pushRepository.deleteFailingSince(db, before, limit);
}

/** The endpoints of the user's subscribed browsers (the settings screen tells whether this one is among them). */
export async function pushEndpointsOf(ctx: AppContext, userId: string): Promise<string[]> {
  return (await pushRepository.listEndpointsOfUser(ctx.db, userId)).map((r) => r.endpoint);
}

/** `GET /api/push`: the key to subscribe with and the caller's subscribed browsers. */
export async function pushSettings(ctx: AppContext, userId: string): Promise<PushSettings> {
  return { publicKey: vapidPublicKey(ctx), endpoints: await pushEndpointsOf(ctx, userId) };
}

/**
 * The job priority of a push to the user's browsers (higher first, as `priorityOf`: one of them answered
 * last time, else one never tried, else all failing), or null when the user has no browser a push
 * would reach (one they hold first).
 */
export async function pushPriorityOfUser(db: Db, userId: string): Promise<number | null> {
  const subscriptions = await pushRepository.listDeliverableOfUsers(db, [userId]);
  return subscriptions.length === 0 ? null : Math.max(...subscriptions.map(priorityOf));
}

/**
 * Queues a message to every subscribed browser of these users, in the caller's
 * transaction (the jobs exist only if it commits): one job per subscription, so
 * each is delivered and retried on its own. `messageFor` words each user's.
 */
export async function queuePushes(ctx: AppContext, trx: Db, userIds: string[], messageFor: (userId: string) => PushMessage): Promise<number> {
  const subscriptions = await pushRepository.listDeliverableOfUsers(trx, userIds);
  for (const s of subscriptions) {
    await ctx.jobs.send<PushJob>(PUSH_QUEUE, { subscriptionId: s.id, message: messageFor(s.user_id) }, { trx, priority: priorityOf(s) });
  }
  return subscriptions.length;
}

type Delivery = { outcome: 'delivered' } | { outcome: 'dropped' } | { outcome: 'failed'; error: unknown };

/**
 * One delivery to one subscription. The endpoint is checked again (a row saved before the rules, or a
 * host since taken off the list): one that is not a push service's, or whose host resolves to an
 * address that is not public, is dropped without being contacted. A subscription the push service no
 * longer knows (404/410) is deleted; a failure is counted (`failed`, worth retrying) until the
 * subscription has failed PUSH_FAILURES_BEFORE_DROP times in a row and is dropped; a success (the push
 * service took it, 2xx) clears the count.
 */
async function deliverTo(ctx: AppContext, subscriptionId: string, message: PushMessage): Promise<Delivery> {
  const subscription = await pushRepository.findById(ctx.db, subscriptionId);
  if (!subscription) return { outcome: 'dropped' };
  const destination = pushDestination(ctx.config.push, subscription.endpoint);
  if (!destination) {
    await pushRepository.deleteById(ctx.db, subscription.id);
    return { outcome: 'dropped' };
  }
  const target: PushTarget = { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth };
  let outcome: 'delivered' | 'gone';
  try {
    outcome = await sendWebPush(vapidKeys(ctx.config), target, message, destination);
  } catch (err) {
    if (err instanceof RefusedDestination) {
      await pushRepository.deleteById(ctx.db, subscription.id);
      return { outcome: 'dropped' };
    }
    const failures = await pushRepository.countFailure(ctx.db, subscription.id);
    if (failures === undefined || failures >= PUSH_FAILURES_BEFORE_DROP) {
      await pushRepository.deleteById(ctx.db, subscription.id);
      return { outcome: 'dropped' };
    }
    return { outcome: 'failed', error: err };
  }
  if (outcome === 'gone') {
    await pushRepository.deleteById(ctx.db, subscription.id);
    return { outcome: 'dropped' };
  }
  await pushRepository.markSuccess(ctx.db, subscription.id, ctx.clock.now());
  return { outcome: 'delivered' };
}

/** A queued job's delivery: a failure is thrown, so the queue retries it with backoff (a dropped subscription is not). */
async function deliver(ctx: AppContext, job: PushJob): Promise<void> {
  const result = await deliverTo(ctx, job.subscriptionId, job.message);
  if (result.outcome === 'failed') throw result.error;
}

/** How one push to a user's browsers went: how many a push service took, how many failed (worth retrying), how many were dropped. */
export interface UserPushOutcome {
  delivered: number;
  failed: number;
  dropped: number;
}

/**
 * Sends one message to every browser of the user now, all at once (at most
 * `limits.pushSubscriptionsPerAccount`), by the rules of `deliverTo`, and tells how it went: the caller
 * (a job of its own, retried by its queue) decides what a push nobody took means. The message is
 * worded by the caller at send time.
 */
export async function pushToUserNow(ctx: AppContext, userId: string, message: PushMessage): Promise<UserPushOutcome> {
  const subscriptions = await pushRepository.listDeliverableOfUsers(ctx.db, [userId]);
  const results = await Promise.all(subscriptions.map((s) => deliverTo(ctx, s.id, message)));
  const count = (outcome: Delivery['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { delivered: count('delivered'), failed: count('failed'), dropped: count('dropped') };
}

/**
 * Declares the push queue and, in a worker, its handler: up to PUSH_CONCURRENCY deliveries at once in
 * each worker process, each retried on its own. The VAPID keys are read (or generated) now, at start.
 */
export async function registerPushJobs(ctx: AppContext): Promise<void> {
  vapidKeys(ctx.config);
  await ctx.jobs.register<PushJob>(PUSH_QUEUE, (job) => deliver(ctx, job), {
    concurrency: PUSH_CONCURRENCY,
    retryLimit: PUSH_RETRIES,
    retryDelaySeconds: ctx.config.push.retryDelaySeconds,
  });
}
