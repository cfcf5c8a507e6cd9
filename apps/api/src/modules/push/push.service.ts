import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveVapidKeys, type VapidKeys } from '../../lib/vapid-keys.ts';
import { pushRepository } from './push.repository.ts';
import { type PushMessage, type PushTarget, sendWebPush } from './web-push.ts';

export type { PushMessage };

/** One message to one subscription, retried with backoff by the job queue while the push service fails. */
export const PUSH_QUEUE = 'push-send';
interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

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

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Push services are reached over HTTPS; plain HTTP only to this machine outside
 * production (a local push service in development and tests). The server posts to
 * the endpoint a browser handed in, so nothing else is accepted.
 */
function acceptableEndpoint(config: Config, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return !config.isProduction && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

/** Saves the caller's browser subscription (`PushSubscription.toJSON()`); saving it again refreshes its keys. */
export async function subscribePush(ctx: AppContext, userId: string, input: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  if (!acceptableEndpoint(ctx.config, input.endpoint)) throw new AppError(400, 'VALIDATION_ERROR', 'The push endpoint must be an https:// URL');
  await pushRepository.upsert(ctx.db, {
    user_id: userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    created_at: ctx.clock.now(),
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

/** The endpoints of the user's subscribed browsers (the settings screen tells whether this one is among them). */
export async function pushEndpointsOf(ctx: AppContext, userId: string): Promise<string[]> {
  return (await pushRepository.listEndpointsOfUser(ctx.db, userId)).map((r) => r.endpoint);
}

/**
 * Queues a message to every subscribed browser of these users, in the caller's
 * transaction (the jobs exist only if it commits). `messageFor` words each user's.
 */
export async function queuePushes(ctx: AppContext, trx: Db, userIds: string[], messageFor: (userId: string) => PushMessage): Promise<number> {
  const subscriptions = await pushRepository.listIdsOfUsers(trx, userIds);
  for (const s of subscriptions) {
    await ctx.jobs.send<PushJob>(PUSH_QUEUE, { subscriptionId: s.id, message: messageFor(s.user_id) }, { trx });
  }
  return subscriptions.length;
}

/**
 * One delivery: a subscription the push service no longer knows (404/410) is
 * deleted; a failure is counted on the subscription and thrown, so the queue
 * retries it with backoff; a success clears the count.
 */
async function deliver(ctx: AppContext, job: PushJob): Promise<void> {
  const subscription = await pushRepository.findById(ctx.db, job.subscriptionId);
  if (!subscription) return;
  const target: PushTarget = { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth };
  try {
    const outcome = await sendWebPush(vapidKeys(ctx.config), target, job.message);
    if (outcome === 'gone') await pushRepository.deleteById(ctx.db, subscription.id);
    else await pushRepository.markSuccess(ctx.db, subscription.id, ctx.clock.now());
  } catch (err) {
    await pushRepository.countFailure(ctx.db, subscription.id);
    throw err;
  }
}

/** Declares the push queue and, in a worker, its handler; the VAPID keys are read (or generated) now, at start. */
export async function registerPushJobs(ctx: AppContext): Promise<void> {
  vapidKeys(ctx.config);
  await ctx.jobs.register<PushJob>(PUSH_QUEUE, (job) => deliver(ctx, job));
}
