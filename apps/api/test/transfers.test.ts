import { transferLifetimeDays } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping.service.ts';
import type { UserRow } from '../src/modules/users/user.repository.ts';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
const start = (bikeId: string, headers: Headers, email: string) => inject('POST', `/api/bikes/${bikeId}/transfers`, headers, { email });
const myBikeIds = async (headers: Headers) => (await inject('GET', '/api/bikes/my-bikes', headers)).json().bikes.map((b: { id: string }) => b.id);
const MINUTE = 60_000;
const TRANSFER_LIFETIME_MS = transferLifetimeDays * 24 * 60 * MINUTE;
/** A session started at the clock's current time (access tokens from before a jump of days have run out). */
const headersNow = async (user: UserRow) => bearer((await startSession(t.ctx, user)).token);

/** An owner with a bike, and a (verified) buyer. */
async function sellerAndBuyer(buyerOverrides = {}) {
  const seller = await signedInUser(t.app, t.ctx, { language: 'it' });
  const buyer = await signedInUser(t.app, t.ctx, buyerOverrides);
  const bike = await createBike(t.ctx, seller.user.id, { name: 'Da vendere', brand: 'Cinelli', model: 'Gazzetta' });
  return { seller, buyer, bike };
}

describe('starting a transfer', () => {
  it('mails the recipient a link and shows the transfer waiting on the bike', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const res = await start(bike.id, seller.headers, buyer.user.email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const { transfer } = res.json();
    expect(transfer).toMatchObject({ toEmail: buyer.user.email, id: expect.any(String) });
    const days = (Date.parse(transfer.expiresAt) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const mail = await t.waitForMail(buyer.user.email);
    expect(mail.subject).toContain('Ti è stata trasferita una bicicletta');
    expect(mail.text).toContain('Cinelli Gazzetta “Da vendere”');
    expect(mail.text).toContain(`/transfers/${transfer.id}?token=`);
    expect(mail.text).not.toContain(seller.user.email);

    const detail = await inject('GET', `/api/bikes/${bike.id}`, seller.headers);
    expect(detail.json().bike.pendingTransfer).toMatchObject({ id: transfer.id, toEmail: buyer.user.email });
  });

  it('refuses a second transfer while one waits, a transfer to oneself, and a bad address', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    expect((await start(bike.id, seller.headers, buyer.user.email)).statusCode).toBe(201);
    const again = await start(bike.id, seller.headers, 'someone@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'TRANSFER_PENDING', i18nKey: 'errors.TRANSFER_PENDING' });

    const other = await createBike(t.ctx, seller.user.id);
    const self = await start(other.id, seller.headers, seller.user.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'TRANSFER_TO_SELF' });
    const bad = await start(other.id, seller.headers, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'email', i18nKey: 'validation.email_invalid' });
  });

  it('is not possible while the bike is reported stolen', async () => {
    const { seller, buyer } = await sellerAndBuyer();
    const stolen = await createBike(t.ctx, seller.user.id, { status: 'stolen' });
    const res = await start(stolen.id, seller.headers, buyer.user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'BIKE_STOLEN', i18nKey: 'errors.BIKE_STOLEN' });
  });

  it("answers 404 for another user's bike", async () => {
    const { buyer, bike } = await sellerAndBuyer();
    const res = await start(bike.id, buyer.headers, 'friend@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('BIKE_NOT_FOUND');
  });
});

describe('accepting', () => {
  it('moves the bike to the recipient in one step; the seller loses access; history shows dates only', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();

    const incoming = await inject('GET', '/api/transfers/incoming', buyer.headers);
    expect(incoming.json().transfers).toEqual([
      {
        id: transfer.id,
        status: 'pending',
        createdAt: expect.any(String),
        expiresAt: transfer.expiresAt,
        bike: { name: 'Da vendere', brand: 'Cinelli', model: 'Gazzetta', type: 'city', color: null },
      },
    ]);

    const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().bike).toMatchObject({ id: bike.id, owner: buyer.user.id, pendingTransfer: null });
    const history = res.json().bike.ownershipHistory;
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({ startedAt: expect.any(String), endedAt: expect.any(String), via: 'registration' });
    expect(history[1]).toEqual({ startedAt: expect.any(String), endedAt: null, via: 'transfer' });
    expect(JSON.stringify(res.json())).not.toContain(seller.user.id);

    expect(await myBikeIds(buyer.headers)).toEqual([bike.id]);
    expect(await myBikeIds(seller.headers)).toEqual([]);
    expect((await inject('GET', `/api/bikes/${bike.id}`, seller.headers)).statusCode).toBe(404);
    expect((await inject('GET', '/api/transfers/incoming', buyer.headers)).json().transfers).toEqual([]);
  });

  it('from the mailed link works for an account whose address is not verified yet', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer({ email_verified_at: null });
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    const { token } = linkFrom(await t.waitForMail(buyer.user.email), `/transfers/${transfer.id}`);

    const withoutLink = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {});
    expect(withoutLink.statusCode).toBe(403);
    expect(withoutLink.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED', i18nKey: 'errors.EMAIL_NOT_VERIFIED' });

    const view = await inject('GET', `/api/transfers/${transfer.id}?token=${encodeURIComponent(token)}`, buyer.headers);
    expect(view.json().transfer).toMatchObject({ id: transfer.id, status: 'pending' });
    const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, { token });
    expect(res.statusCode).toBe(200);
    expect(await myBikeIds(buyer.headers)).toEqual([bike.id]);
  });

  it('reaches a recipient who signs up after the transfer was started', async () => {
    const seller = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, seller.user.id);
    const email = `later-${Date.now()}@example.com`;
    const { transfer } = (await start(bike.id, seller.headers, email)).json();
    const newcomer = await signedInUser(t.app, t.ctx, { email });
    expect((await inject('GET', '/api/transfers/incoming', newcomer.headers)).json().transfers.map((x: { id: string }) => x.id)).toEqual([transfer.id]);
    expect((await inject('POST', `/api/transfers/${transfer.id}/accept`, newcomer.headers, {})).statusCode).toBe(200);
  });

  it('is hidden from anyone else: 404 without the addressee’s account or the link', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const stranger = await signedInUser(t.app, t.ctx);
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    expect((await inject('GET', `/api/transfers/${transfer.id}`, stranger.headers)).statusCode).toBe(404);
    const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, stranger.headers, { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('TRANSFER_NOT_FOUND');
    expect(await myBikeIds(seller.headers)).toEqual([bike.id]);
  });

  it('twice at once: one wins, the other is refused, nothing moves twice', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    const results = await Promise.all([
      inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {}),
      inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe('TRANSFER_NOT_PENDING');
    const periods = await t.ctx.db.selectFrom('bike_ownerships').selectAll().where('bike_id', '=', bike.id).execute();
    expect(periods).toHaveLength(2);
    expect(periods.filter((p) => p.ended_at === null)).toHaveLength(1);
  });

  it('is refused when the bike was reported stolen meanwhile, and nothing moves', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    await t.ctx.db.updateTable('bikes').set({ status: 'stolen' }).where('id', '=', bike.id).execute();
    const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('BIKE_STOLEN');
    expect(await myBikeIds(seller.headers)).toEqual([bike.id]);
  });
});

describe('declining, cancelling, expiring', () => {
  it('declining leaves the bike with its owner, who may start a new transfer', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    expect((await inject('POST', `/api/transfers/${transfer.id}/decline`, buyer.headers, {})).statusCode).toBe(200);
    expect(await myBikeIds(seller.headers)).toEqual([bike.id]);
    expect((await inject('GET', `/api/bikes/${bike.id}`, seller.headers)).json().bike.pendingTransfer).toBeNull();
    expect((await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {})).json().error).toBe('TRANSFER_NOT_PENDING');
    expect((await start(bike.id, seller.headers, buyer.user.email)).statusCode).toBe(201);
  });

  it('the sender can cancel; the link then stops working; nobody else can cancel', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    expect((await inject('POST', `/api/transfers/${transfer.id}/cancel`, buyer.headers)).statusCode).toBe(404);
    expect((await inject('POST', `/api/transfers/${transfer.id}/cancel`, seller.headers)).statusCode).toBe(200);
    const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyer.headers, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'TRANSFER_NOT_PENDING', i18nKey: 'errors.TRANSFER_NOT_PENDING' });
    expect(await myBikeIds(seller.headers)).toEqual([bike.id]);
  });

  it('expires after 14 days: it can no longer be accepted, and housekeeping closes it', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    const { transfer } = (await start(bike.id, seller.headers, buyer.user.email)).json();
    const incomingIds = async (headers: Headers) => (await inject('GET', '/api/transfers/incoming', headers)).json().transfers.map((x: { id: string }) => x.id);

    t.clock.advance(TRANSFER_LIFETIME_MS - MINUTE);
    try {
      const buyerHeaders = await headersNow(buyer.user);
      const sellerHeaders = await headersNow(seller.user);
      expect(await incomingIds(buyerHeaders)).toEqual([transfer.id]);
      expect((await inject('GET', `/api/bikes/${bike.id}`, sellerHeaders)).json().bike.pendingTransfer).toMatchObject({ id: transfer.id });

      t.clock.advance(2 * MINUTE);
      expect(await incomingIds(buyerHeaders)).toEqual([]);
      const res = await inject('POST', `/api/transfers/${transfer.id}/accept`, buyerHeaders, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'TRANSFER_EXPIRED', i18nKey: 'errors.TRANSFER_EXPIRED' });
      expect((await inject('GET', `/api/bikes/${bike.id}`, sellerHeaders)).json().bike.pendingTransfer).toBeNull();

      // Every transfer still pending was started by this file's tests, more than 14 days ago by now.
      const pending = await t.ctx.db
        .selectFrom('bike_transfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect(await runHousekeeping(t.ctx.db, t.ctx.clock)).toContain(`${Number(pending.n)} transfers expired`);
      const row = await t.ctx.db.selectFrom('bike_transfers').select('status').where('id', '=', transfer.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      expect((await start(bike.id, sellerHeaders, buyer.user.email)).statusCode).toBe(201);
    } finally {
      t.clock.advance(-(TRANSFER_LIFETIME_MS + MINUTE));
    }
  });

  it('an expired transfer does not block a new one even before housekeeping runs', async () => {
    const { seller, buyer, bike } = await sellerAndBuyer();
    await start(bike.id, seller.headers, buyer.user.email);
    t.clock.advance(TRANSFER_LIFETIME_MS + MINUTE);
    try {
      expect((await start(bike.id, await headersNow(seller.user), 'another@example.com')).statusCode).toBe(201);
    } finally {
      t.clock.advance(-(TRANSFER_LIFETIME_MS + MINUTE));
    }
  });
});
