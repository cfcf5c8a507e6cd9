import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/me/export', () => {
  it("contains the user's bikes, tags, scans and messages, and nobody else's", async () => {
    const owner = await signedInUser(t.app, t.ctx, { nome: 'Elena', cognome: 'Ferri' });
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Olanda nera' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const stranger = await signedInUser(t.app, t.ctx, { nome: 'Piero', cognome: 'Sala' });
    const strangersBike = await createBike(t.ctx, stranger.user.id, { name: 'Bici di Piero' });
    await createTag(t.ctx, { ownerId: stranger.user.id, bikeId: strangersBike.id });

    // The owner reports the bike stolen (with a paid reward); the stranger scans it and writes.
    const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: { reward: 50 }, headers: owner.headers });
    const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1];
    await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: owner.headers });
    const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, headers: stranger.headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/hunts/${report.id}/conversation`,
      payload: { body: 'Ho visto la tua bici in via Roma.' },
      headers: stranger.headers,
    });
    // The owner scans someone else's tag once too.
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, headers: owner.headers });

    await t.ctx.db
      .insertInto('user_identities')
      .values({ user_id: owner.user.id, provider: 'google', subject: `sub-${owner.user.id}`, email: 'elena@gmail.example' })
      .execute();

    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ritrova-dati-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.account).toMatchObject({ email: owner.user.email, nome: 'Elena', cognome: 'Ferri', twoFactorEnabledAt: null });
    expect(data.signInIdentities).toEqual([{ provider: 'google', email: 'elena@gmail.example', created_at: expect.any(String) }]);
    expect(data.bikes.map((b: { name: string }) => b.name)).toEqual(['Olanda nera']);
    expect(data.tags.map((x: { uid: string }) => x.uid)).toEqual([tag.uid]);
    expect(data.scans).toHaveLength(1);
    expect(data.theftReports).toEqual([expect.objectContaining({ reward_cents: 5000, reward_status: 'funded' })]);
    expect(data.rewardPayments).toEqual([expect.objectContaining({ amount_cents: 5000, status: 'paid' })]);
    expect(data.receipts).toEqual([expect.objectContaining({ kind: 'reward_funded', amount_cents: 5000 })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({ role: 'owner', messages: [expect.objectContaining({ from: 'finder', body: 'Ho visto la tua bici in via Roma.' })] }),
    ]);

    const text = res.body;
    for (const secret of [stranger.user.email, 'Piero', 'Bici di Piero', stranger.user.id, 'password_hash', owner.user.password_hash]) {
      expect(text).not.toContain(secret);
    }

    // The stranger's export has their scan and their message, not the owner's bike.
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: stranger.headers })).json().data;
    expect(theirs.scans).toHaveLength(1);
    expect(theirs.sightings).toHaveLength(1);
    expect(theirs.conversations[0]).toMatchObject({ role: 'finder', messages: [{ from: 'me' }] });
    expect(JSON.stringify(theirs)).not.toContain('Olanda nera');
    expect(JSON.stringify(theirs)).not.toContain(owner.user.email);

    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});
