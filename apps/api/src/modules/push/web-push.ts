import webpush from 'web-push';
import type { VapidKeys } from '../../lib/vapid-keys.ts';
import { type PushDestination, postToPushService } from './push-destination.ts';

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key (base64url) the payload is encrypted to. */
  p256dh: string;
  /** The browser's 16-byte authentication secret (base64url). */
  auth: string;
}

/** What a push message says; the app's service worker (apps/web/sw/sw.ts) shows it and opens `url` on click. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app (same origin). */
  url: string;
  /** Replaces an earlier notification with the same tag in the browser. */
  tag?: string;
}

/** The push service did not take the message (anything but 2xx, 404 and 410, or no answer): worth retrying. */
export class PushFailure extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'PushFailure';
    this.status = status;
  }
}

/** How long the push service keeps an undelivered message (a day: a hunt is news for about that long). */
const TTL_SECONDS = 24 * 60 * 60;
/**
 * A push service answers in well under a second; one that takes longer is failing, and a
 * delivery holds one of a worker's few concurrent slots while it waits (decision 039).
 */
export const PUSH_TIMEOUT_MS = 5_000;

/**
 * Sends one message by the Web Push protocol (RFC 8030): web-push signs the
 * request with the VAPID key (RFC 8292, ES256 JWT whose audience is the
 * endpoint's origin) and encrypts the payload (RFC 8291, aes128gcm); the request
 * itself goes to `destination` (push-destination.ts: checked addresses, no
 * redirects), with a timeout. Answers `gone` when the push service says the
 * subscription no longer exists (404/410): the caller deletes it. Throws
 * RefusedDestination when the host resolves to an address that is not public,
 * PushFailure otherwise.
 */
export async function sendWebPush(keys: VapidKeys, target: PushTarget, message: PushMessage, destination: PushDestination): Promise<'delivered' | 'gone'> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  let status: number;
  try {
    status = await postToPushService(
      destination,
      { method: request.method, headers: request.headers as Record<string, string>, body: request.body },
      PUSH_TIMEOUT_MS,
    );
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_PUSH_DESTINATION_REFUSED') throw err;
    throw new PushFailure(`push service unreachable: ${(err as Error).message}`, null);
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  // A redirect is a failure too: the server posts only where it checked.
  throw new PushFailure(`push service answered ${status}`, status);
}
