import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_VAPID_KEYS, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';
import { type PushServiceStandIn, startPushService } from './helpers/push-service.ts';

/**
 * Issue #28 item 3: the owner is woken by a sighting. An owner (no Hunter) subscribes a browser through
 * the one push module; a sighting of their stolen bike reaches it at once through the local push-service
 * stand-in (real HTTP on 127.0.0.1: VAPID verified, payload decrypted), grouped per bike and window, and
 * the mail goes only when no push was delivered.
 */
let t: TestApp;
let push: PushServiceStandIn;
/** Every log line, as the operator would find it (trace level: the most the server ever writes). */
const logged: string[] = [];
beforeAll(async () => {
  push = await startPushService();
  t = await setupTestApp(
    { PUSH_DEV_SERVICE_ORIGINS: push.origin, PUSH_RETRY_DELAY_SECONDS: '0' },
    { logger: pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) }) as FastifyBaseLogger },
  );
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});
// Each test starts two hours later: the bike's budget and every window start again.
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

const MINUTE = 60 * 1000;
type Headers = Record<string, string>;
const request = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An owner (no Hunter role) whose bike carries a tag and is reported stolen. */
async function stolenBike(language: 'it' | 'en' = 'it') {
  const owner = await signedInUser(t.app, t.ctx, { email: `owner-${crypto.randomUUID()}@example.com`, language, nome: 'Ottavia' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia', brand: 'Bianchi' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const reported = await request('POST', `/api/bikes/${bike.id}/report-stolen`, owner.headers, {});
  expect(reported.statusCode).toBe(200);
  await t.drainJobs();
  return { owner, bike, tag };
}

/** An anonymous finder's report (`POST /api/sightings`) from a network of its own, at Milan's Piazza del Duomo. */
let address = 0;
async function anonymousSighting(uid: string) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sightings',
    payload: { uid, note: 'Legata davanti al bar', location: { latitude: 45.4642, longitude: 9.19 } },
    remoteAddress: `198.51.100.${address % 250}`,
  });
  expect(res.statusCode).toBe(201);
}

const pushesTo = (endpoint: string) => push.received.filter((r) => r.endpoint === endpoint).map((r) => JSON.parse(r.payload));
async function sightingMails(email: string) {
  await t.drainJobs();
  return (await t.mailsTo(email)).filter((m) => /avvistament|sighting/i.test(m.subject ?? ''));
}

describe('an owner turns Web Push on and off through the one push module', () => {
  it('subscribes a browser of theirs and lists it, and forgets it when told', async () => {
    const { owner } = await stolenBike();
    const browser = push.subscribe();
    expect((await request('POST', '/api/push/subscriptions', owner.headers, browser)).statusCode).toBe(200);
    const settings = await request('GET', '/api/push', owner.headers);
    expect(settings.json()).toEqual({ success: true, push: { publicKey: TEST_VAPID_KEYS.publicKey, endpoints: [browser.endpoint] } });
    expect((await request('DELETE', '/api/push/subscriptions', owner.headers, { endpoint: browser.endpoint })).statusCode).toBe(200);
    expect((await request('GET', '/api/push', owner.headers)).json().push.endpoints).toEqual([]);
  });

  it('refuses an endpoint that is not a browser push service’s with a clear 400', async () => {
    const { owner } = await stolenBike();
    const res = await request('POST', '/api/push/subscriptions', owner.headers, {
      endpoint: 'https://evil.example/push/1',
      keys: push.subscribe().keys,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      i18nKey: expect.any(String),
      fields: [expect.objectContaining({ field: 'endpoint', i18nKey: 'validation.push_service_unsupported' })],
    });
    expect((await request('GET', '/api/push', owner.headers)).json().push.endpoints).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await request('GET', '/api/push', {})).statusCode).toBe(401);
    expect((await request('POST', '/api/push/subscriptions', {}, push.subscribe())).statusCode).toBe(401);
  });
});

describe('a sighting of a stolen bike wakes its owner', () => {
  it('reaches the owner’s browser at once with where and when, opening the bike’s sightings, and no mail goes', async () => {
    const { owner, bike, tag } = await stolenBike();
    const browser = push.subscribe();
    await request('POST', '/api/push/subscriptions', owner.headers, browser);
    const stranger = await signedInUser(t.app, t.ctx, { email: `stranger-${crypto.randomUUID()}@example.com` });
    const theirs = push.subscribe();
    await request('POST', '/api/push/subscriptions', stranger.headers, theirs);

    await anonymousSighting(tag.uid);
    await t.drainJobs();
    expect(push.rejected).toEqual([]);
    expect(pushesTo(browser.endpoint)).toEqual([
      {
        title: 'La tua bici “Freccia” è stata avvistata',
        body: 'Avvistata adesso vicino a Milano (MI). Apri per vedere dove e quando.',
        url: `/bikes/${bike.id}#sightings-heading`,
        tag: `sighting-${bike.id}`,
      },
    ]);
    expect(push.received.find((r) => r.endpoint === browser.endpoint)?.vapidPublicKey).toBe(TEST_VAPID_KEYS.publicKey);
    // Another user's browser hears nothing of it.
    expect(pushesTo(theirs.endpoint)).toEqual([]);
    // Delivered (the push service answered 201): no mail.
    expect(await sightingMails(owner.user.email)).toEqual([]);
    // The in-app alert is there as always.
    const alerts = (await request('GET', '/api/notifications', owner.headers)).json().notifications as Array<{ type: string; bikeId: string }>;
    expect(alerts.filter((n) => n.type === 'sighting').map((n) => n.bikeId)).toEqual([bike.id]);
    // Nothing beyond what the owner's page shows: no note, no coordinates.
    const sent = JSON.stringify(pushesTo(browser.endpoint));
    for (const secret of ['Legata', '45.46', '9.19', '198.51.100']) expect(sent).not.toContain(secret);
  });

  it('is in the owner’s language', async () => {
    const { owner, bike, tag } = await stolenBike('en');
    const browser = push.subscribe();
    await request('POST', '/api/push/subscriptions', owner.headers, browser);
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    expect(pushesTo(browser.endpoint)).toEqual([
      {
        title: 'Your bike “Freccia” was sighted',
        body: 'Sighted just now near Milano (MI). Open to see where and when.',
        url: `/bikes/${bike.id}#sightings-heading`,
        tag: `sighting-${bike.id}`,
      },
    ]);
  });

  it('groups a burst: three sightings in a minute are one push, and one after the 5-minute window is another', async () => {
    const { owner, tag } = await stolenBike();
    const browser = push.subscribe();
    await request('POST', '/api/push/subscriptions', owner.headers, browser);
    await anonymousSighting(tag.uid);
    t.clock.advance(20 * 1000);
    await anonymousSighting(tag.uid);
    t.clock.advance(20 * 1000);
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    expect(pushesTo(browser.endpoint)).toHaveLength(1);

    t.clock.advance(3 * MINUTE); // 3 min 40 s after the first: still its window
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    expect(pushesTo(browser.endpoint)).toHaveLength(1);

    t.clock.advance(2 * MINUTE); // 5 min 40 s after the first: a new window
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    expect(pushesTo(browser.endpoint)).toHaveLength(2);
    expect(await sightingMails(owner.user.email)).toEqual([]);
  });

  it('reaches the owner when a signed-in Hunter’s scan finds the bike', async () => {
    const { owner, bike, tag } = await stolenBike();
    const browser = push.subscribe();
    await request('POST', '/api/push/subscriptions', owner.headers, browser);
    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter', email: `hunter-${crypto.randomUUID()}@example.com` });
    const scan = await request('POST', '/api/tags/verify', hunter.headers, { uid: tag.uid, location: { latitude: 45.4642, longitude: 9.19 } });
    expect(scan.statusCode).toBe(200);
    await t.drainJobs();
    expect(pushesTo(browser.endpoint)).toEqual([expect.objectContaining({ url: `/bikes/${bike.id}#sightings-heading`, tag: `sighting-${bike.id}` })]);
    expect(await sightingMails(owner.user.email)).toEqual([]);
  });

  it('sends the mail when the push service answers 410 or 500 for every subscription, and drops the gone one', async () => {
    const { owner, tag } = await stolenBike();
    const gone = push.subscribe({ status: 410 });
    const failing = push.subscribe({ status: 500 });
    await request('POST', '/api/push/subscriptions', owner.headers, gone);
    await request('POST', '/api/push/subscriptions', owner.headers, failing);
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    const mails = await sightingMails(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/avvistament/i);
    expect(push.answered.filter((a) => a.endpoint === gone.endpoint)).toHaveLength(1);
    // The failing one was tried once and retried (PUSH_RETRIES = 3) before the mail went.
    expect(push.answered.filter((a) => a.endpoint === failing.endpoint)).toHaveLength(4);
    const left = await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', owner.user.id).execute();
    expect(left.map((r) => r.endpoint)).toEqual([failing.endpoint]);
    // No log line names the endpoints or what the push said.
    const log = logged.join('');
    for (const secret of [new URL(gone.endpoint).pathname, new URL(failing.endpoint).pathname, 'Avvistata', 'Freccia']) expect(log).not.toContain(secret);
  });

  it('after a push nobody took, the window’s later sightings follow the mail rules: one mail, the rest at its end', async () => {
    const { owner, tag } = await stolenBike();
    const failing = push.subscribe({ status: 500 });
    expect((await request('POST', '/api/push/subscriptions', owner.headers, failing)).statusCode).toBe(200);
    await anonymousSighting(tag.uid);
    await t.drainJobs();
    // Pushed first (tried 4 times), then mailed.
    expect(push.answered.filter((a) => a.endpoint === failing.endpoint)).toHaveLength(4);
    expect(await sightingMails(owner.user.email)).toHaveLength(1);
    t.clock.advance(MINUTE);
    await anonymousSighting(tag.uid);
    await anonymousSighting(tag.uid);
    // Within the mail window opened by the fallback: they wait for its end.
    expect(await sightingMails(owner.user.email)).toHaveLength(1);
    t.clock.advance(15 * MINUTE);
    await t.ctx.jobs.send('sighting-digests', {});
    const mails = await sightingMails(owner.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('altre 2 volte');
  });

  it('mails as before an owner with no browser subscribed', async () => {
    const { owner, tag } = await stolenBike();
    await anonymousSighting(tag.uid);
    expect(await sightingMails(owner.user.email)).toHaveLength(1);
  });
});
