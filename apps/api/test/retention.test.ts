import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { runRetention } from '../src/modules/privacy/account-retention.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';
import { ledgerSum } from './helpers/ledger.ts';

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await setupTestApp({}, { clock });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const userRow = (id: string) => t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledgerTotal = () => ledgerSum(t.ctx);

describe('account deletion and retention', () => {
  it('deleting an account ends its sessions at once; the job then purges its personal data and keeps the ledger balanced', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Da dimenticare' });
    await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const hunter = await signedInUser(t.app, t.ctx);
    // The Hunter, who will delete their account, has a payout method, a scan with device data and a message.
    const paidBike = await createBike(t.ctx, owner.user.id, { name: 'Con ricompensa' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: paidBike.id });
    const url: string = (
      await t.app.inject({ method: 'POST', url: `/api/bikes/${paidBike.id}/report-stolen`, payload: { reward: 40 }, headers: owner.headers })
    ).json().paymentUrl;
    await t.app.inject({ method: 'POST', url: `/api/payments/${url.split('/checkout/')[1]}/confirm`, headers: owner.headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify',
      payload: { uid: tag.uid, location: { latitude: 45.1, longitude: 9.1 }, deviceInfo: { userAgent: 'Phone' } },
      headers: hunter.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/hunter/payout-method',
      payload: { kind: 'paypal', holderName: 'Hunter Vero', paypalEmail: 'vero@example.com' },
      headers: hunter.headers,
    });
    const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', paidBike.id).executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `/api/hunts/${report.id}/conversation`,
      payload: { body: 'Il mio numero è 333 1234567' },
      headers: hunter.headers,
    });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${paidBike.id}/report-recovered`, payload: { returnedBy: hunter.user.id }, headers: owner.headers });

    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: hunter.password }, headers: hunter.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: hunter.headers })).statusCode).toBe(401);
    expect(await userRow(hunter.user.id)).toMatchObject({ email: `deleted-${hunter.user.id}@deleted.invalid`, nome: '', password_hash: null, purged_at: null });

    expect(await runRetention(t.ctx)).toMatch(/1 deleted accounts purged/);
    expect((await userRow(hunter.user.id)).purged_at).not.toBeNull();
    expect(await t.ctx.db.selectFrom('payout_methods').select('user_id').where('user_id', '=', hunter.user.id).execute()).toEqual([]);
    const scans = await t.ctx.db.selectFrom('scans').select(['device_info', 'latitude']).where('scanner_id', '=', hunter.user.id).execute();
    expect(scans).toEqual([{ device_info: null, latitude: null }]);
    const messages = await t.ctx.db.selectFrom('messages').select('body').where('sender_id', '=', hunter.user.id).execute();
    expect(messages).toEqual([{ body: '[messaggio rimosso]' }]);
    // The payout owed to them and the ledger stay, pseudonymised; the ledger still sums to zero.
    expect(await t.ctx.db.selectFrom('payouts').select('amount_cents').where('hunter_id', '=', hunter.user.id).execute()).toEqual([{ amount_cents: 2600 }]);
    expect(await ledgerTotal()).toBe(0);
    // Running again purges nothing more.
    expect(await runRetention(t.ctx)).toMatch(/0 deleted accounts purged/);
  });

  it('warns an account inactive 24 months once, and deletes it after 3 years', async () => {
    const sleeper = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, sleeper.user.id, { name: 'Bici in cantina' });
    clock.advance(730 * DAY + DAY);
    await Promise.all([runRetention(t.ctx), runRetention(t.ctx)]);
    const warning = await t.waitForMail(sleeper.user.email);
    expect(warning.subject).toMatch(/Ritrova/);
    expect((await userRow(sleeper.user.id)).inactivity_warned_at).not.toBeNull();
    await runRetention(t.ctx);
    // Every queued job worked: a second warning would be in the outbox now.
    await t.drainJobs();
    expect((await t.mailsTo(sleeper.user.email)).length).toBe(1);

    clock.advance(366 * DAY);
    await runRetention(t.ctx);
    const gone = await userRow(sleeper.user.id);
    expect(gone.deleted_at).not.toBeNull();
    expect(gone.email).toBe(`deleted-${sleeper.user.id}@deleted.invalid`);
    expect(gone.purged_at).not.toBeNull();
    expect(await t.ctx.db.selectFrom('bikes').select('id').where('owner_id', '=', sleeper.user.id).execute()).toEqual([]);
    clock.advance(-(1097 * DAY));
  });

  it('deletes contact-form messages 24 months after they were sent, and not before', async () => {
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Piera', email: 'piera@example.com', message },
        remoteAddress: `10.9.${(Math.random() * 250) | 0}.1`,
      });
    expect((await send('Una domanda sui tag che resterà per un po’.')).statusCode).toBe(201);
    const count = async () => (await t.ctx.db.selectFrom('contact_messages').select('id').where('email', '=', 'piera@example.com').execute()).length;
    clock.advance(729 * DAY);
    await runRetention(t.ctx);
    expect(await count()).toBe(1);
    clock.advance(2 * DAY);
    await runRetention(t.ctx);
    expect(await count()).toBe(0);
    clock.advance(-(731 * DAY));
  });
});
