import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../src/modules/privacy/account-retention.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

// The purge of a deleted account keeps only the bikes with money history (a reward payment on one of
// their theft reports) and deletes the others: the bikes, theft and rewards modules each answer for
// their own table (issue #29 item 1), and the result is the same as when one query joined them.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

describe('the purge of a deleted account', () => {
  it('deletes its bikes without a reward payment (none stolen, or stolen with no reward) and keeps the one with a paid reward', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const paid = await createBike(t.ctx, owner.user.id, { name: 'Con ricompensa' });
    await createTag(t.ctx, { ownerId: owner.user.id, bikeId: paid.id });
    const stolenNoReward = await createBike(t.ctx, owner.user.id, { name: 'Rubata senza ricompensa' });
    const plain = await createBike(t.ctx, owner.user.id, { name: 'In garage' });
    const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${paid.id}/report-stolen`, payload: { reward: 40 }, headers: owner.headers });
    expect(reported.statusCode, reported.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${(reported.json().paymentUrl as string).split('/checkout/')[1]}/confirm`,
      headers: owner.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const unpaid = await t.app.inject({ method: 'POST', url: `/api/bikes/${stolenNoReward.id}/report-stolen`, payload: {}, headers: owner.headers });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    // Someone else's bike, not the deleted account's: untouched.
    const other = await signedInUser(t.app, t.ctx);
    const othersBike = await createBike(t.ctx, other.user.id, { name: 'Altrui' });

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: owner.password }, headers: owner.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    t.clock.advance(MINUTE);
    expect(await runRetention(t.ctx)).toMatch(/1 deleted accounts purged/);

    const left = await t.ctx.db.selectFrom('bikes').select('id').where('id', 'in', [paid.id, stolenNoReward.id, plain.id, othersBike.id]).execute();
    expect(left.map((b) => b.id).sort()).toEqual([paid.id, othersBike.id].sort());
  });
});
