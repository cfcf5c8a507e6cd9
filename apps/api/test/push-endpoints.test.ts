import { limits } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { type ConnectionTrap, type HoldingPushService, startConnectionTrap, startHoldingPushService, until } from './helpers/push-listeners.ts';
import { type PushServiceStandIn, startPushService } from './helpers/push-service.ts';

/**
 * Issue #24: Web Push goes only to the browsers' push services, checked again at
 * every delivery, and one account's slow or hostile endpoints delay nobody else.
 * The local stand-ins are reached through the explicit PUSH_DEV_SERVICE_ORIGINS
 * entry; every other loopback address is a trap that must see no connection.
 */
let t: TestApp;
let push: PushServiceStandIn;
let slow: HoldingPushService;
let trap4: ConnectionTrap;
let trap6: ConnectionTrap;
beforeAll(async () => {
  push = await startPushService();
  slow = await startHoldingPushService();
  trap4 = await startConnectionTrap('127.0.0.1');
  trap6 = await startConnectionTrap('::1');
  // NOTE: retries at once (no backoff wait) so that a failing endpoint's bound is reached within the test.
  t = await setupTestApp({ PUSH_DEV_SERVICE_ORIGINS: `${push.origin},${slow.origin}`, PUSH_RETRY_DELAY_SECONDS: '0' });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([push?.close(), slow?.close(), trap4?.close(), trap6?.close()]);
});

type Headers = Record<string, string>;
const request = (app: TestApp, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Centres of towns far enough apart that a 5 km area around one never holds a theft at another: one per test. */
const towns = [
  { lat: 45.0703, lng: 7.6869 }, // Torino
  { lat: 44.4949, lng: 11.3426 }, // Bologna
  { lat: 43.7696, lng: 11.2558 }, // Firenze
  { lat: 41.9028, lng: 12.4964 }, // Roma
  { lat: 40.8518, lng: 14.2681 }, // Napoli
  { lat: 41.1171, lng: 16.8719 }, // Bari
  { lat: 38.1157, lng: 13.3615 }, // Palermo
  { lat: 45.4384, lng: 10.9916 }, // Verona
  { lat: 45.4408, lng: 12.3155 }, // Venezia
];
let nextTown = 0;
const freshTown = () => towns[nextTown++] as { lat: number; lng: number };

async function hunterIn(app: TestApp, town: { lat: number; lng: number }) {
  const hunter = await signedInUser(app.app, app.ctx, { persona: 'hunter' });
  expect((await request(app, 'PUT', '/api/hunter/area', hunter.headers, { latitude: town.lat, longitude: town.lng, radiusKm: 5 })).statusCode).toBe(200);
  return hunter;
}

/** An owner reports a bike stolen at `town` and pays its reward in the local checkout: the moment it becomes a funded hunt. */
async function fundTheftIn(app: TestApp, town: { lat: number; lng: number }) {
  const owner = await signedInUser(app.app, app.ctx, { email: `owner-${crypto.randomUUID()}@example.com` });
  const bike = await createBike(app.ctx, owner.user.id, { name: 'Bici' });
  const reported = await request(app, 'POST', `/api/bikes/${bike.id}/report-stolen`, owner.headers, { reward: 100, place: town });
  expect(reported.statusCode).toBe(200);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  expect((await request(app, 'POST', `/api/payments/${paymentId}/confirm`, owner.headers)).statusCode).toBe(200);
}

const subscriptionRows = (app: TestApp, userId: string) =>
  app.ctx.db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'failed_count']).where('user_id', '=', userId).execute();
const endpointsListed = async (app: TestApp, headers: Headers) => (await request(app, 'GET', '/api/hunter/push', headers)).json().push.endpoints as string[];
const pushesTo = (endpoint: string) => push.received.filter((r) => r.endpoint === endpoint);

describe('a push endpoint on this machine', () => {
  it('is refused at subscription in every spelling (400 naming endpoint), and no listener sees a connection', async () => {
    const town = freshTown();
    const hunter = await hunterIn(t, town);
    const keys = push.subscribe().keys;
    const databasePort = new URL(t.databaseUrl).port;
    const forms = [
      `http://127.1:${trap4.port}/push/a`,
      `http://2130706433:${trap4.port}/push/a`,
      `http://0x7f000001:${trap4.port}/push/a`,
      `http://[::1]:${trap6.port}/push/a`,
      `http://[::ffff:127.0.0.1]:${trap4.port}/push/a`,
      `https://127.0.0.1:${trap4.port}/push/a`,
      `https://localhost:${trap4.port}/push/a`,
      `http://localhost:${trap4.port}/push/a`,
      `https://localhost/push/a`,
      `http://127.0.0.1:${databasePort}/`,
      `https://127.0.0.1:${databasePort}/`,
      `${push.origin.replace('http:', 'https:')}/push/a`,
      'https://push.example.com/push/a',
      `https://user:secret@fcm.googleapis.com/fcm/send/x`,
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ];
    for (const endpoint of forms) {
      const res = await request(t, 'POST', '/api/hunter/push-subscriptions', hunter.headers, { endpoint, keys });
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 400 });
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', fields: [{ field: 'endpoint' }] });
    }
    expect(await subscriptionRows(t, hunter.user.id)).toEqual([]);

    await fundTheftIn(t, town);
    await t.drainJobs();
    expect({ ipv4: trap4.connections, ipv6: trap6.connections }).toEqual({ ipv4: 0, ipv6: 0 });
  });

  it('is accepted for the push services of the browsers (https, their hosts)', async () => {
    const hunter = await hunterIn(t, freshTown());
    const keys = push.subscribe().keys;
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMgQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ];
    for (const endpoint of endpoints) {
      expect((await request(t, 'POST', '/api/hunter/push-subscriptions', hunter.headers, { endpoint, keys })).statusCode).toBe(200);
    }
    expect((await endpointsListed(t, hunter.headers)).sort()).toEqual([...endpoints].sort());
  });

  it('saved before this check (a row already in the database) is never contacted at delivery, and is dropped', async () => {
    const town = freshTown();
    const hunter = await hunterIn(t, town);
    const keys = push.subscribe().keys;
    const planted = [`http://127.0.0.1:${trap4.port}/push/planted`, `http://127.1:${trap4.port}/push/planted`, `https://[::1]:${trap6.port}/push/planted`];
    await t.ctx.db
      .insertInto('push_subscriptions')
      .values(planted.map((endpoint) => ({ user_id: hunter.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })))
      .execute();

    await fundTheftIn(t, town);
    await t.drainJobs();
    expect({ ipv4: trap4.connections, ipv6: trap6.connections }).toEqual({ ipv4: 0, ipv6: 0 });
    expect(await subscriptionRows(t, hunter.user.id)).toEqual([]);
  });
});

describe('a push service host that resolves to an address that is not public', () => {
  it('is not contacted (checked when connecting), and the subscription is dropped', async () => {
    // An operator's allow-list naming a host whose DNS answer is this machine: the address check, not the list, refuses it.
    let trap443: ConnectionTrap;
    try {
      trap443 = await startConnectionTrap('127.0.0.1', 443);
    } catch (err) {
      throw new Error(`this test listens on 127.0.0.1:443 (https://localhost/): ${(err as Error).message}`);
    }
    const other = await setupTestApp({ PUSH_SERVICE_HOSTS: 'localhost,fcm.googleapis.com' });
    try {
      const town = freshTown();
      const hunter = await hunterIn(other, town);
      const endpoint = 'https://localhost/push/resolves-to-loopback';
      expect((await request(other, 'POST', '/api/hunter/push-subscriptions', hunter.headers, { endpoint, keys: push.subscribe().keys })).statusCode).toBe(200);
      await fundTheftIn(other, town);
      await other.drainJobs();
      expect(trap443.connections).toBe(0);
      expect(await subscriptionRows(other, hunter.user.id)).toEqual([]);
    } finally {
      await other.close();
      await trap443.close();
    }
  });
});

describe('an endpoint another account already holds', () => {
  it('answers exactly as a new one, is listed for the caller, but stays with the first account and keeps its keys', async () => {
    const town = freshTown();
    const first = await hunterIn(t, town);
    const second = await hunterIn(t, town);
    const browser = push.subscribe();
    const otherKeys = push.subscribe().keys;

    const fresh = await request(t, 'POST', '/api/hunter/push-subscriptions', first.headers, browser);
    const taken = await request(t, 'POST', '/api/hunter/push-subscriptions', second.headers, { endpoint: browser.endpoint, keys: otherKeys });
    const brandNew = await request(t, 'POST', '/api/hunter/push-subscriptions', second.headers, push.subscribe());
    expect({ status: taken.statusCode, body: taken.body }).toEqual({ status: fresh.statusCode, body: fresh.body });
    expect({ status: taken.statusCode, body: taken.body }).toEqual({ status: brandNew.statusCode, body: brandNew.body });
    expect(await endpointsListed(t, second.headers)).toContain(browser.endpoint);

    // The first account's row is untouched (its keys), and it alone is delivered to: a push encrypted
    // to the second account's keys would fail to decrypt in the stand-in and be recorded as rejected.
    expect(await subscriptionRows(t, first.user.id)).toEqual([{ endpoint: browser.endpoint, p256dh: browser.keys.p256dh, failed_count: 0 }]);
    await fundTheftIn(t, town);
    await t.drainJobs();
    expect(push.rejected.filter((r) => r.endpoint === browser.endpoint)).toEqual([]);
    expect(pushesTo(browser.endpoint)).toHaveLength(1);
  });
});

describe("an account's subscriptions", () => {
  it(`are at most ${limits.pushSubscriptionsPerAccount}: a new one beyond drops the oldest, which is no longer pushed to`, async () => {
    const town = freshTown();
    const hunter = await hunterIn(t, town);
    const browsers = Array.from({ length: limits.pushSubscriptionsPerAccount + 1 }, () => push.subscribe());
    for (const browser of browsers) {
      expect((await request(t, 'POST', '/api/hunter/push-subscriptions', hunter.headers, browser)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const [oldest, ...kept] = browsers as [(typeof browsers)[0], ...typeof browsers];
    expect((await endpointsListed(t, hunter.headers)).sort()).toEqual(kept.map((b) => b.endpoint).sort());

    await fundTheftIn(t, town);
    await t.drainJobs();
    expect(pushesTo(oldest.endpoint)).toEqual([]);
    for (const browser of kept) expect(pushesTo(browser.endpoint)).toHaveLength(1);
  });
});

describe("one account's slow endpoints", () => {
  it("do not hold back another Hunter's push: it arrives while every slow request is still open", async () => {
    const town = freshTown();
    const slowHunter = await hunterIn(t, town);
    for (let i = 0; i < limits.pushSubscriptionsPerAccount; i++) {
      const res = await request(t, 'POST', '/api/hunter/push-subscriptions', slowHunter.headers, {
        endpoint: slow.endpoint(`slow-${i}`),
        keys: push.subscribe().keys,
      });
      expect(res.statusCode).toBe(200);
    }
    const hunter = await hunterIn(t, town);
    const browser = push.subscribe();
    expect((await request(t, 'POST', '/api/hunter/push-subscriptions', hunter.headers, browser)).statusCode).toBe(200);

    const openBefore = slow.received;
    await fundTheftIn(t, town);
    await until(() => slow.received - openBefore === limits.pushSubscriptionsPerAccount, 'every slow endpoint was posted to');
    await until(() => pushesTo(browser.endpoint).length === 1, "the other Hunter's push arrived");
    // Both happened before any slow request was answered or given up on.
    expect({ open: slow.open, ended: slow.ended }).toEqual({ open: limits.pushSubscriptionsPerAccount, ended: 0 });

    slow.release(201);
    await t.drainJobs();
  });
});

describe('a subscription that keeps failing', () => {
  it('is dropped after a bounded number of failed attempts, and not tried again', async () => {
    const town = freshTown();
    const hunter = await hunterIn(t, town);
    const failing = push.subscribe({ status: 500 });
    expect((await request(t, 'POST', '/api/hunter/push-subscriptions', hunter.headers, failing)).statusCode).toBe(200);
    const attempts = () => push.answered.filter((a) => a.endpoint === failing.endpoint).length;

    await fundTheftIn(t, town);
    await t.drainJobs();
    const afterFirst = attempts();
    // Retried, but a bounded number of times.
    expect(afterFirst).toBeGreaterThan(1);
    expect(afterFirst).toBeLessThanOrEqual(5);

    for (let i = 0; i < 5 && (await subscriptionRows(t, hunter.user.id)).length > 0; i++) {
      await fundTheftIn(t, town);
      await t.drainJobs();
    }
    expect(await subscriptionRows(t, hunter.user.id)).toEqual([]);
    const total = attempts();
    expect(total).toBeLessThanOrEqual(10);

    await fundTheftIn(t, town);
    await t.drainJobs();
    expect(attempts()).toBe(total);
  });
});
