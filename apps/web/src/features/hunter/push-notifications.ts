import type { PushSubscriptionInput } from '@ritrova/shared';

/** The service worker that shows hunt alerts (apps/web/public/sw-push.js). */
export const PUSH_WORKER_URL = '/sw.js';

/** Whether this browser can receive Web Push at all (Safari on iOS only once the site is added to the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The subscription's JSON as the API takes it, or null when the browser left out its keys. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

/** This browser's current push subscription, if any (registering the worker is harmless when already there). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome = { ok: true; subscription: PushSubscription } | { ok: false; reason: 'unsupported' | 'denied' };

/** Asks permission (a click must lead here) and subscribes this browser with the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  return { ok: true, subscription };
}
