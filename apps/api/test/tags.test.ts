import { pendingSessionMinutes } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, newTagUid, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const colonForm = (uid: string) => uid.toLowerCase().match(/../g)?.join(':') as string;

describe('POST /api/tags/associate', () => {
  it('links an inventory tag to the account (step 1), accepting the Web NFC form of the UID', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const tag = await createTag(t.ctx);
    const res = await post('/api/tags/associate', owner.headers, { tagUid: colonForm(tag.uid) });
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toMatchObject({ uid: tag.uid, status: 'assigned', bikeId: null, bike: null, type: 'nfc' });
    const mine = (await get('/api/tags/my-tags', owner.headers)).json();
    expect(mine.tags.map((x: { uid: string }) => x.uid)).toEqual([tag.uid]);
    expect(mine.unassignedToBike.map((x: { uid: string }) => x.uid)).toEqual([tag.uid]);
    // Associating again is harmless.
    expect((await post('/api/tags/associate', owner.headers, { tagUid: tag.uid })).statusCode).toBe(200);
  });

  it('with a bike, also puts the tag on the bike (step 2), which then shows it', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx);
    const res = await post('/api/tags/associate', owner.headers, { tagUid: tag.uid, bikeId: bike.id });
    expect(res.json().tag).toMatchObject({ uid: tag.uid, bikeId: bike.id, bike: { id: bike.id, name: bike.name } });
    const detail = (await get(`/api/bikes/${bike.id}`, owner.headers)).json().bike;
    expect(detail).toMatchObject({ tags: [{ uid: tag.uid }], tagId: tag.uid });
    expect((await get('/api/tags?status=unassigned', owner.headers)).json().tags).toEqual([]);
  });

  it('refuses a tag someone else holds with a clear 409, and a bike not yours with 404', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const other = await signedInUser(t.app, t.ctx);
    const taken = await createTag(t.ctx, { ownerId: other.user.id });
    const res = await post('/api/tags/associate', owner.headers, { tagUid: taken.uid });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'TAG_OWNED_BY_OTHER',
      i18nKey: 'errors.TAG_OWNED_BY_OTHER',
      message: 'This tag is already registered to another account',
    });
    const otherBike = await createBike(t.ctx, other.user.id);
    const free = await createTag(t.ctx);
    const notYours = await post('/api/tags/associate', owner.headers, { tagUid: free.uid, bikeId: otherBike.id });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().error).toBe('BIKE_NOT_FOUND');
    // Nothing was claimed by the refused request.
    expect((await get(`/api/tags/info/${free.uid}`)).json().tag.status).toBe('unassigned');
  });

  it('refuses an unknown tag (404), a lost one (409) and a malformed UID (400)', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    expect((await post('/api/tags/associate', owner.headers, { tagUid: newTagUid() })).json()).toMatchObject({
      error: 'TAG_NOT_FOUND',
      i18nKey: 'errors.TAG_NOT_FOUND',
    });
    const lost = await createTag(t.ctx, { ownerId: owner.user.id, status: 'lost' });
    expect((await post('/api/tags/associate', owner.headers, { tagUid: lost.uid })).json().error).toBe('TAG_UNAVAILABLE');
    for (const tagUid of ['', 'not-hex-at-all', '04AB']) {
      const res = await post('/api/tags/associate', owner.headers, { tagUid });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].field).toBe('tagUid');
    }
  });

  it('when two people claim the same tag at once, exactly one gets it', async () => {
    const a = await signedInUser(t.app, t.ctx);
    const b = await signedInUser(t.app, t.ctx);
    const tag = await createTag(t.ctx);
    const results = await Promise.all([
      post('/api/tags/associate', a.headers, { tagUid: tag.uid }),
      post('/api/tags/associate', b.headers, { tagUid: tag.uid }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await t.ctx.db.selectFrom('tags').select('owner_id').where('uid', '=', tag.uid).executeTakeFirstOrThrow();
    const winner = results[0]?.statusCode === 200 ? a : b;
    expect(row.owner_id).toBe(winner.user.id);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/tags/associate', payload: { tagUid: newTagUid() } })).statusCode).toBe(401);
  });
});

describe('assigning, unpairing, losing', () => {
  it('puts one of your tags on one of your bikes; one tag per bike', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const first = await createTag(t.ctx, { ownerId: owner.user.id });
    const second = await createTag(t.ctx, { ownerId: owner.user.id });
    const res = await post('/api/tags/assign-to-bike', owner.headers, { tagUid: first.uid, bikeId: bike.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Tag assegnato con successo alla bicicletta.', bike: { id: bike.id, tags: [{ uid: first.uid }] } });
    const again = await post('/api/tags/assign-to-bike', owner.headers, { tagUid: second.uid, bikeId: bike.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('BIKE_HAS_TAG');
  });

  it("answers 404 for another user's tag or bike, and 400 without a bike", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const other = await signedInUser(t.app, t.ctx);
    const myBike = await createBike(t.ctx, owner.user.id);
    const theirTag = await createTag(t.ctx, { ownerId: other.user.id });
    expect((await post('/api/tags/assign-to-bike', owner.headers, { tagUid: theirTag.uid, bikeId: myBike.id })).json().error).toBe('TAG_NOT_FOUND');
    const myTag = await createTag(t.ctx, { ownerId: owner.user.id });
    const theirBike = await createBike(t.ctx, other.user.id);
    expect((await post('/api/tags/assign-to-bike', owner.headers, { tagUid: myTag.uid, bikeId: theirBike.id })).statusCode).toBe(404);
    const noBike = await post('/api/tags/assign-to-bike', owner.headers, { tagUid: myTag.uid });
    expect(noBike.statusCode).toBe(400);
    expect(noBike.json().fields[0]).toMatchObject({ field: 'bikeId', i18nKey: 'validation.select_bike' });
    expect((await post('/api/tags/unpair', other.headers, { tagUid: myTag.uid })).statusCode).toBe(404);
  });

  it('unpairs a tag (it stays yours) and reports one lost (it verifies as lost)', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const unpaired = await post('/api/tags/unpair', owner.headers, { tagUid: tag.uid });
    expect(unpaired.json().tag).toMatchObject({ uid: tag.uid, bikeId: null, status: 'assigned' });
    expect((await get(`/api/bikes/${bike.id}`, owner.headers)).json().bike.tags).toEqual([]);
    const lost = await post('/api/tags/report-lost', owner.headers, { tagUid: tag.uid });
    expect(lost.json().tag.status).toBe('lost');
    expect((await get('/api/tags?status=lost', owner.headers)).json().tags.map((x: { uid: string }) => x.uid)).toEqual([tag.uid]);
    const verify = await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid } });
    expect(verify.json()).toMatchObject({ status: 'lost', bike: null });
  });

  it('keeps the tags on the account when their bike is deleted, and moves them with a transferred bike', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers });
    expect((await get('/api/tags/my-tags', owner.headers)).json().unassignedToBike.map((x: { uid: string }) => x.uid)).toEqual([tag.uid]);

    const buyer = await signedInUser(t.app, t.ctx);
    const sold = await createBike(t.ctx, owner.user.id);
    await post('/api/tags/assign-to-bike', owner.headers, { tagUid: tag.uid, bikeId: sold.id });
    const { transfer } = (await post(`/api/bikes/${sold.id}/transfers`, owner.headers, { email: buyer.user.email })).json();
    expect((await post(`/api/transfers/${transfer.id}/accept`, buyer.headers, {})).statusCode).toBe(200);
    expect((await get('/api/tags/my-tags', buyer.headers)).json().tags.map((x: { uid: string; bikeId: string }) => [x.uid, x.bikeId])).toEqual([
      [tag.uid, sold.id],
    ]);
    expect((await get('/api/tags/my-tags', owner.headers)).json().tags).toEqual([]);
  });
});

describe('pending tag sessions', () => {
  it('are created without an account and completed once, within 5 minutes', async () => {
    const uid = newTagUid();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tags/create-pending-session',
      payload: { tagUid: colonForm(uid), tagData: { source: 'nfc' } },
    });
    expect(created.statusCode).toBe(201);
    const { sessionId } = created.json();
    const owner = await signedInUser(t.app, t.ctx);
    const done = await post('/api/tags/complete-pending-session', owner.headers, { sessionId });
    expect(done.json()).toMatchObject({ success: true, tagUid: uid, tagData: { source: 'nfc' } });
    const minutes = (Date.parse(done.json().metadata.expiresAt) - Date.parse(done.json().metadata.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(5, 1);
    const reuse = await post('/api/tags/complete-pending-session', owner.headers, { sessionId });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json()).toMatchObject({ error: 'PENDING_SESSION_NOT_FOUND', message: 'Session expired or not found' });
  });

  it('keeps a session 5 minutes, then refuses it as it refuses an unknown one', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const create = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/tags/create-pending-session', payload: { tagUid: newTagUid() } })).json().sessionId as string;
    const inTime = await create();
    const sessionId = await create();
    const lifetimeMs = pendingSessionMinutes * 60_000;
    t.clock.advance(lifetimeMs - 10_000);
    try {
      expect((await post('/api/tags/complete-pending-session', owner.headers, { sessionId: inTime })).statusCode).toBe(200);
      t.clock.advance(20_000);
      const expired = await post('/api/tags/complete-pending-session', owner.headers, { sessionId });
      expect(expired.statusCode).toBe(404);
      for (const id of [sessionId, '00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await post('/api/tags/complete-pending-session', owner.headers, { sessionId: id })).json().message).toBe('Session expired or not found');
      }
    } finally {
      t.clock.advance(-(lifetimeMs + 10_000));
    }
  });

  it('housekeeping deletes the sessions that expired over a day ago and keeps one that expired since', async () => {
    const create = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/tags/create-pending-session', payload: { tagUid: newTagUid() } })).json().sessionId as string;
    const stored = async (id: string) => (await t.ctx.db.selectFrom('pending_tag_sessions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    const dayMs = 24 * 60 * 60_000;
    const lifetimeMs = pendingSessionMinutes * 60_000;
    const old = await create();
    t.clock.advance(dayMs + 60_000);
    try {
      const recent = await create();
      t.clock.advance(lifetimeMs + 60_000);
      await runHousekeeping(t.ctx.db, t.ctx.clock);
      expect({ old: await stored(old), recent: await stored(recent) }).toEqual({ old: false, recent: true });
    } finally {
      t.clock.advance(-(dayMs + lifetimeMs + 120_000));
    }
  });
});

describe('admin inventory', () => {
  it('adds UIDs in bulk (normalised, duplicates and invalid reported) and lists them with filters', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const a = newTagUid();
    const b = newTagUid();
    const res = await post('/api/admin/tags', admin.headers, { uids: [colonForm(a), b, b.toLowerCase(), 'xyz'], batch: 'LOTTO-7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: [a, b], duplicates: [], invalid: ['xyz'] });
    expect((await post('/api/admin/tags', admin.headers, { uids: [a] })).json().duplicates).toEqual([a]);
    const list = (await get('/api/admin/tags?batch=LOTTO-7&status=unassigned', admin.headers)).json();
    expect(list.tags.map((x: { uid: string }) => x.uid).sort()).toEqual([a, b].sort());
    expect(list.pagination.total).toBe(2);
  });

  it('is for admins only', async () => {
    const user = await signedInUser(t.app, t.ctx);
    expect((await post('/api/admin/tags', user.headers, { uids: [newTagUid()] })).statusCode).toBe(403);
    expect((await get('/api/admin/tags', user.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/tags')).statusCode).toBe(401);
  });
});
