import type { PushSubscriptionInput } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { SERVICE_WORKER_URL } from '@/lib/offline/service-worker';
import { queryKeys } from '@/lib/query-keys';

/*
 * This browser's Web Push subscription, for everyone signed in (issue #28, decision 063): owners are
 * woken by a sighting of their stolen bike, Hunters by a hunt near them; the subscription belongs to the
 * user, not to a role, and the API's routes are the same for both (`/api/push`).
 */

/**
 * Registers the app's one service worker (apps/web/sw/sw.ts, decision 064: the offline app shell and
 * the pushes) and resolves once it is active.
 */
export async function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  return registration;
}

/** The registration of that worker, if this browser has it. */
function pushWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
}

/** Whether this browser can receive Web Push at all (Safari on iOS only once the site is added to the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether the person blocked notifications for this site in the browser (only they can lift it, in its settings). */
export function pushBlocked(): boolean {
  return pushSupported() && Notification.permission === 'denied';
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

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await pushWorkerRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome = { ok: true; subscription: PushSubscription } | { ok: false; reason: 'unsupported' | 'denied' };

/** Asks permission (a click must lead here) and subscribes this browser with the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const registration = await registerPushWorker();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  return { ok: true, subscription };
}

/** `GET /api/push`: the server's VAPID public key and the caller's subscribed endpoints. */
export function usePushSettingsQuery(userId: string) {
  return useQuery({
    queryKey: queryKeys.pushSettings(userId),
    queryFn: async () => (await apiClient.call('GET /api/push')).push,
  });
}

/** `POST /api/push/subscriptions`: this browser's subscription joins the caller's. */
export function savePushSubscription(input: PushSubscriptionInput) {
  return apiClient.call('POST /api/push/subscriptions', { body: input });
}

/** `DELETE /api/push/subscriptions`. */
export function deletePushSubscription(endpoint: string) {
  return apiClient.call('DELETE /api/push/subscriptions', { body: { endpoint } });
}

/** Subscribes this browser and tells the server; the outcome when the browser refused. */
export async function turnPushOn(publicKey: string): Promise<SubscribeOutcome> {
  const outcome = await subscribeBrowser(publicKey);
  if (!outcome.ok) return outcome;
  const input = subscriptionInput(outcome.subscription);
  if (!input) throw new Error('subscription without keys');
  await savePushSubscription(input);
  return outcome;
}

/** Tells the server to forget this browser, then unsubscribes it. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** What the switch knows of this browser: still asking, on, off, blocked in the browser's settings, or no Web Push at all. */
export type PushSwitchState = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported';

/** This browser's state, for a switch or a button: on when its subscription is among the user's on the server. */
export function usePushState(userId: string) {
  const settings = usePushSettingsQuery(userId);
  const [state, setState] = useState<PushSwitchState>('checking');
  const endpoints = settings.data?.endpoints;

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    if (pushBlocked()) {
      setState('blocked');
      return;
    }
    if (!endpoints) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setState(subscription && endpoints.includes(subscription.endpoint) ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [endpoints]);

  return { settings, state, setState };
}
