import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { runRetentionPolicy } from '../src/modules/privacy/retention.service.ts';
import type { UserRow } from '../src/modules/users/user-row.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, createUser, signedInUser, sunTap } from './helpers/factories.ts';
import { ledgerSum } from './helpers/ledger.ts';
import { type PushServiceStandIn, startPushService } from './helpers/push-service.ts';

// Issue #26 item 2, continued: the rules about sessions, contacts, mail, push, transfers, money and
// admin records, each just before and just after its period (the application's clock moves).

let t: TestApp;
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  t = await setupTestApp({ PUSH_DEV_SERVICE_ORIGINS: push.origin });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Headers = Record<string, string>;

const run = () => runRetentionPolicy(t.ctx);
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = {}) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const advanceTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
function addYears(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}
/** A token of now for an account (the clock may have moved past an earlier token's life). */
const headersOf = async (user: UserRow) => bearer((await startSession(t.ctx, user)).token);

describe('sessions', () => {
  it('deletes a refresh token and a one-time link a day after they expired, not before', async () => {
    const { user, password } = await createUser(t.ctx);
    expect((await send('POST', '/api/auth/login', { email: user.email, password })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    // The answer comes before the link is made (it says nothing about the address): its mail says it is made.
    await t.waitForMail(user.email);
    const refresh = () => t.ctx.db.selectFrom('refresh_tokens').select('expires_at').where('user_id', '=', user.id).execute();
    const links = () => t.ctx.db.selectFrom('one_time_tokens').select('expires_at').where('user_id', '=', user.id).execute();
    const [token] = await refresh();
    const [link] = await links();
    if (!token || !link) throw new Error('no session or link was made');

    advanceTo(later(link.expires_at, DAY - MINUTE));
    await run();
    expect(await links()).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await links()).toEqual([]);

    advanceTo(later(token.expires_at, DAY - MINUTE));
    await run();
    expect(await refresh()).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await refresh()).toEqual([]);
  });
});

describe('identity_tickets', () => {
  it('deletes an unfinished Google sign-up a day after it began', async () => {
    const now = t.clock.now();
    const subject = `google-${crypto.randomUUID()}`;
    await t.ctx.db
      .insertInto('identity_tickets')
      .values({
        token_hash: Buffer.alloc(32, 7),
        purpose: 'signup',
        provider: 'google',
        subject,
        email: 'nuova@example.com',
        given_name: 'Nuova',
        family_name: 'Persona',
        user_id: null,
        expires_at: later(now, 60 * MINUTE),
        created_at: now,
      })
      .execute();
    const tickets = () => t.ctx.db.selectFrom('identity_tickets').select('email').where('subject', '=', subject).execute();
    t.clock.advance(DAY - MINUTE);
    await run();
    expect(await tickets()).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await tickets()).toEqual([]);
  });
});

/** An owner's stolen bike with a tag (no reward). */
async function stolenBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id);
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  expect((await send('POST', `/api/bikes/${bike.id}/report-stolen`, { reward: 0 }, owner.headers)).statusCode).toBe(200);
  return { owner, bike, tag };
}

describe('sighting_client_keys', () => {
  it('clears the keyed client of an anonymous sighting and of a contact message two days after they were made', async () => {
    const { tag, bike } = await stolenBike();
    expect((await send('POST', '/api/tags/verify', { uid: tag.uid })).statusCode).toBe(200);
    const email = `scrive-${crypto.randomUUID()}@example.com`;
    const contact = { name: 'Chiara Neri', email, message: 'La mia bici ha un tag che non si legge più.' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '198.51.100.77' })).statusCode).toBe(201);
    const keys = async () => ({
      sighting: (await t.ctx.db.selectFrom('sightings').select('client_key').where('bike_id', '=', bike.id).executeTakeFirstOrThrow()).client_key,
      contact: (await t.ctx.db.selectFrom('contact_messages').select('ip_hash').where('email', '=', email).executeTakeFirstOrThrow()).ip_hash,
    });
    expect(await keys()).toEqual({ sighting: expect.anything(), contact: expect.anything() });

    t.clock.advance(2 * DAY - MINUTE);
    await run();
    expect(await keys()).toEqual({ sighting: expect.anything(), contact: expect.anything() });
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await keys()).toEqual({ sighting: null, contact: null });
  });
});

describe('alert_mail_days', () => {
  it("deletes a Hunter's mailed day and a bike's mail window a day after them", async () => {
    const { owner, bike, tag } = await stolenBike();
    // An anonymous sighting mails the owner at once and opens the bike's window.
    expect((await send('POST', '/api/tags/verify', { uid: tag.uid })).statusCode).toBe(200);
    const hunter = await createUser(t.ctx, { persona: 'hunter' });
    // The day the mail went, as hunt-alerts.ts records it (the Italian day).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(t.clock.now());
    await t.ctx.db.insertInto('hunt_alert_mails').values({ user_id: hunter.user.id, day, created_at: t.clock.now() }).execute();
    const window = await t.ctx.db.selectFrom('sighting_mail_windows').select('ends_at').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    if (!window.ends_at) throw new Error('the sighting opened no mail window');
    const remaining = async () => ({
      days: (await t.ctx.db.selectFrom('hunt_alert_mails').select('day').where('user_id', '=', hunter.user.id).execute()).length,
      windows: (await t.ctx.db.selectFrom('sighting_mail_windows').select('bike_id').where('owner_id', '=', owner.user.id).execute()).length,
    });

    // The mailed day: a day after it was recorded. The window (15 minutes): a day after it ended.
    t.clock.advance(DAY - MINUTE);
    await run();
    expect(await remaining()).toEqual({ days: 1, windows: 1 });
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await remaining()).toEqual({ days: 0, windows: 1 });
    advanceTo(later(window.ends_at, DAY - MINUTE));
    await run();
    expect(await remaining()).toEqual({ days: 0, windows: 1 });
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await remaining()).toEqual({ days: 0, windows: 0 });
  });
});

describe('push_subscriptions', () => {
  it('deletes a browser whose push service has refused everything for 30 days, and keeps a quiet one', async () => {
    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const failing = push.subscribe();
    const quiet = push.subscribe();
    for (const subscription of [failing, quiet]) {
      expect((await send('POST', '/api/hunter/push-subscriptions', subscription, hunter.headers)).statusCode).toBe(200);
    }
    // Its push service refused a message (not a 404/410: the subscription stays, failing).
    await t.ctx.db.updateTable('push_subscriptions').set({ failed_count: 1 }).where('endpoint', '=', failing.endpoint).execute();
    const endpoints = async () =>
      (await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', hunter.user.id).execute()).map((r) => r.endpoint).sort();

    t.clock.advance(30 * DAY - MINUTE);
    await run();
    expect(await endpoints()).toEqual([failing.endpoint, quiet.endpoint].sort());
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await endpoints()).toEqual([quiet.endpoint]);
  });
});

describe('transfer_addresses', () => {
  it('clears the address of a resolved transfer and of a claimed shop sale 30 days after, not before', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const offered = await send('POST', `/api/bikes/${bike.id}/transfers`, { email: 'nuovo.proprietario@example.com' }, owner.headers);
    expect(offered.statusCode).toBe(201);
    const transferId: string = offered.json().transfer.id;
    expect((await send('POST', `/api/transfers/${transferId}/cancel`, {}, owner.headers)).statusCode).toBe(200);

    const shop = await signedInUser(t.app, t.ctx, { role: 'shop' });
    const customer = await createUser(t.ctx);
    const shopTag = await t.ctx.db
      .insertInto('tags')
      .values({ uid: `04${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`, shop_id: shop.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sold = await send('POST', `/api/shop/tags/${shopTag.id}/activate`, { customerEmail: customer.user.email }, shop.headers);
    expect(sold.json()).toMatchObject({ outcome: 'claimed' });

    const addresses = async () => ({
      transfer: (await t.ctx.db.selectFrom('bike_transfers').select('to_email').where('id', '=', transferId).executeTakeFirstOrThrow()).to_email,
      sale: (await t.ctx.db.selectFrom('shop_sales').select('customer_email').where('tag_id', '=', shopTag.id).executeTakeFirstOrThrow()).customer_email,
    });
    t.clock.advance(30 * DAY - MINUTE);
    await run();
    expect(await addresses()).toEqual({ transfer: 'nuovo.proprietario@example.com', sale: customer.user.email.toLowerCase() });
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await addresses()).toEqual({ transfer: null, sale: null });
    // The shop still sees that the tag was sold and claimed, without whom to.
    const listed = (await send('GET', '/api/shop/tags', undefined, await headersOf(shop.user))).json().tags as { id: string; sale: unknown }[];
    expect(listed.find((tag) => tag.id === shopTag.id)?.sale).toMatchObject({ customerEmail: null, claimedAt: expect.any(String) });
  });
});

describe('contact_messages', () => {
  it('deletes a contact message 24 months after it was sent, not a day before', async () => {
    const email = `contatto-${crypto.randomUUID()}@example.com`;
    const payload = { name: 'Paolo Bianchi', email, message: 'Vorrei sapere come funziona la ricompensa.' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '198.51.100.91' })).statusCode).toBe(201);
    const row = await t.ctx.db.selectFrom('contact_messages').select('created_at').where('email', '=', email).executeTakeFirstOrThrow();
    const stored = () => t.ctx.db.selectFrom('contact_messages').select('id').where('email', '=', email).execute();
    advanceTo(later(addMonths(row.created_at, 24), -DAY));
    await run();
    expect(await stored()).toHaveLength(1);
    t.clock.advance(2 * DAY);
    await run();
    expect(await stored()).toEqual([]);
  });
});

describe('mail_outbox', () => {
  it('deletes the mails written as files seven days after they were written', async () => {
    const email = `outbox-${crypto.randomUUID()}@example.com`;
    const payload = { name: 'Paolo Bianchi', email, message: 'Un messaggio che genera due mail.' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '198.51.100.92' })).statusCode).toBe(201);
    await t.waitForMail(email);
    t.clock.advance(7 * DAY - MINUTE);
    await run();
    expect(await t.mailsTo(email)).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await t.mailsTo(email)).toEqual([]);
    expect((await fs.readdir(t.ctx.config.mail.outboxDir)).filter((f) => f.endsWith('.eml'))).toEqual([]);
  });
});

describe('travel_alerts', () => {
  it("deletes an improbable journey's alert 12 months after it was raised", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id, keyVersion: 1 });
    const milan = { latitude: 45.4642, longitude: 9.19, accuracy: 10 };
    const rome = { latitude: 41.9028, longitude: 12.4964, accuracy: 10 };
    expect((await send('POST', '/api/tags/verify', { sun: sunTap(t.ctx, tag.uid, 1, 1), location: milan })).statusCode).toBe(200);
    expect((await send('POST', '/api/tags/verify', { sun: sunTap(t.ctx, tag.uid, 2, 1), location: rome })).statusCode).toBe(200);
    const alerts = () => t.ctx.db.selectFrom('travel_alerts').select('created_at').where('tag_id', '=', tag.id).execute();
    const [alert] = await alerts();
    if (!alert) throw new Error('no travel alert was raised');
    advanceTo(later(addMonths(alert.created_at, 12), -DAY));
    await run();
    expect(await alerts()).toHaveLength(1);
    t.clock.advance(2 * DAY);
    await run();
    expect(await alerts()).toEqual([]);
  });
});

describe('audit_log', () => {
  it('deletes an admin change five years after it was made, not before', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const target = await createUser(t.ctx);
    expect((await send('PUT', `/api/admin/users/${target.user.id}/role`, { role: 'shop' }, admin.headers)).statusCode).toBe(200);
    const entries = () => t.ctx.db.selectFrom('audit_log').select(['action', 'created_at']).where('target_id', '=', target.user.id).execute();
    const [entry] = await entries();
    if (!entry) throw new Error('the change was not audited');
    advanceTo(later(addYears(entry.created_at, 5), -DAY));
    await run();
    expect(await entries()).toMatchObject([{ action: 'user.role_changed' }]);
    t.clock.advance(2 * DAY);
    await run();
    expect(await entries()).toEqual([]);
  });
});

describe('payments', () => {
  it("deletes a reward's payment, payout and receipts ten years after they were issued; the ledger stays balanced", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const reported = await send('POST', `/api/bikes/${bike.id}/report-stolen`, { reward: 100 }, owner.headers);
    const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
    expect((await send('POST', `/api/payments/${paymentId}/confirm`, undefined, owner.headers)).statusCode).toBe(200);
    const hunter = await signedInUser(t.app, t.ctx);
    expect((await send('POST', '/api/tags/verify', { uid: tag.uid }, hunter.headers)).statusCode).toBe(200);
    expect((await send('POST', `/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers)).statusCode).toBe(200);
    const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    // Paid after the dispute window (the payout is due then).
    t.clock.advance(31 * DAY);
    await send(
      'PUT',
      '/api/hunter/payout-method',
      { kind: 'paypal', holderName: 'Marco Neri', paypalEmail: 'marco@example.com' },
      await headersOf(hunter.user),
    );
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const payout = await t.ctx.db.selectFrom('payouts').select('id').where('theft_report_id', '=', report.id).executeTakeFirstOrThrow();
    expect((await send('POST', `/api/admin/payouts/${payout.id}/paid`, { reference: 'PAYPAL-7731' }, admin.headers)).statusCode).toBe(200);

    const documents = async () => ({
      payments: (await t.ctx.db.selectFrom('reward_payments').select('id').where('theft_report_id', '=', report.id).execute()).length,
      payouts: (await t.ctx.db.selectFrom('payouts').select('id').where('theft_report_id', '=', report.id).execute()).length,
      receipts: (await t.ctx.db.selectFrom('receipts').select('id').where('theft_report_id', '=', report.id).execute()).length,
      ledger: (await t.ctx.db.selectFrom('ledger_transactions').select('id').where('theft_report_id', '=', report.id).execute()).length,
    });
    const issued = await t.ctx.db.selectFrom('receipts').select('issued_at').where('theft_report_id', '=', report.id).orderBy('issued_at', 'desc').execute();
    const lastIssued = issued[0]?.issued_at;
    if (!lastIssued || issued.length !== 2) throw new Error('the reward did not get its two receipts');
    const before = await documents();
    expect(before).toMatchObject({ payments: 1, payouts: 1, receipts: 2 });

    advanceTo(later(addYears(lastIssued, 10), -DAY));
    await run();
    expect(await documents()).toEqual(before);
    t.clock.advance(2 * DAY);
    await run();
    expect(await documents()).toEqual({ payments: 0, payouts: 0, receipts: 0, ledger: before.ledger });
    expect(await ledgerSum(t.ctx)).toBe(0);
  });
});
