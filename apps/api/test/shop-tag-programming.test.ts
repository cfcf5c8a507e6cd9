import { plainTagUrl, tagProgrammingHoldMinutes } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, newTagUid, signedInUser } from './helpers/factories.ts';

/**
 * Issue #28 item 2 (decision 062): a shop programs plain tags from its phone. The phone reads a blank
 * tag's UID, the API prepares it (held for the shop, nothing in the inventory), the phone writes the
 * URL and reads it back, the confirm with the matching read-back puts the tag in the shop's inventory;
 * then lock (read-only) or undo.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const prepare = (uid: string, headers: Headers) => post('/api/shop/tags/program/prepare', { uid }, headers);
const confirm = (uid: string, readBackUrl: string, headers: Headers) => post('/api/shop/tags/program/confirm', { uid, readBackUrl }, headers);
const lock = (uid: string, headers: Headers) => post('/api/shop/tags/program/lock', { uid }, headers);
const undo = (uid: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `/api/shop/tags/program/${uid}`, headers });

const shopAccount = () => signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Cicli', cognome: 'Rossi' });
const urlOf = (uid: string) => plainTagUrl(t.ctx.config.publicUrl, uid);
/** What anyone tapping the tag is told of it. */
const tagStatus = async (uid: string) => (await t.app.inject({ method: 'GET', url: `/api/tags/info/${uid}` })).json().tag.status as string;
/** The UIDs in the shop's inventory, as its dashboard lists them. */
const inventory = async (headers: Headers) =>
  ((await t.app.inject({ method: 'GET', url: '/api/shop/tags', headers })).json().tags as { uid: string; batch: string }[]).map((tag) => tag.uid);

/** Programs a tag through to the confirmation, as the phone does when the read-back matched. */
async function program(uid: string, headers: Headers) {
  expect((await prepare(uid, headers)).statusCode).toBe(200);
  const res = await confirm(uid, urlOf(uid), headers);
  expect(res.statusCode).toBe(200);
  return res;
}

describe('who may program tags', () => {
  it('answers 401 without a token and 403 to an owner and to an admin', async () => {
    const user = await signedInUser(t.app, t.ctx);
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const uid = newTagUid();
    const calls = [
      { method: 'GET' as const, url: '/api/shop/tags/program/template' },
      { method: 'POST' as const, url: '/api/shop/tags/program/prepare', payload: { uid } },
      { method: 'POST' as const, url: '/api/shop/tags/program/confirm', payload: { uid, readBackUrl: urlOf(uid) } },
      { method: 'POST' as const, url: '/api/shop/tags/program/lock', payload: { uid } },
      { method: 'DELETE' as const, url: `/api/shop/tags/program/${uid}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const who of [user, admin]) {
        const res = await t.app.inject({ ...call, headers: who.headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().error).toBe('FORBIDDEN');
      }
    }
  });
});

describe('prepare, confirm: a tag counts only after its read-back matched', () => {
  it('answers the URL to write, from the server’s PUBLIC_URL and the UID as the phone read it', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    const serial = uid.match(/../g)?.join(':').toLowerCase() as string;
    const res = await prepare(serial, shop.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().programming).toMatchObject({ uid, url: `${t.ctx.config.publicUrl}/nfc/verifica?uid=${uid}`, state: 'prepared', programmedAt: null });
  });

  it('leaves a prepared tag out of the inventory: it verifies as unregistered and the shop does not list it', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    expect((await prepare(uid, shop.headers)).statusCode).toBe(200);
    expect(await tagStatus(uid)).toBe('unregistered');
    expect(await inventory(shop.headers)).not.toContain(uid);
  });

  it('refuses a read-back that is not the tag’s own URL, and the tag stays out of the inventory', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    await prepare(uid, shop.headers);
    for (const readBack of [
      urlOf(newTagUid()),
      `${urlOf(uid)}&x=1`,
      `https://example.com/nfc/verifica?uid=${uid}`,
      urlOf(uid).replace('/nfc/verifica', '/NFC/verifica'),
    ]) {
      const res = await confirm(uid, readBack, shop.headers);
      expect(res.statusCode, readBack).toBe(409);
      expect(res.json()).toMatchObject({ success: false, error: 'TAG_READBACK_MISMATCH', i18nKey: 'errors.TAG_READBACK_MISMATCH' });
    }
    expect(await tagStatus(uid)).toBe('unregistered');
    expect(await inventory(shop.headers)).not.toContain(uid);
  });

  it('puts a confirmed tag in the shop’s inventory, in the shop’s batch of the day, where a tap finds it', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    const res = await program(uid, shop.headers);
    expect(res.json().programming).toMatchObject({ uid, state: 'programmed', programmedAt: expect.any(String), lockedAt: null });
    expect(await tagStatus(uid)).toBe('unassigned');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/shop/tags', headers: shop.headers })).json().tags;
    expect(listed).toEqual([
      { id: expect.any(String), uid, status: 'unassigned', batch: `phone-${shop.user.id.slice(0, 8)}-${t.clock.now().toISOString().slice(0, 10)}`, sale: null },
    ]);
  });

  it('answers a confirm again, and a prepare of a programmed tag, with its state instead of registering it twice', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    await program(uid, shop.headers);
    expect((await confirm(uid, urlOf(uid), shop.headers)).json().programming.state).toBe('programmed');
    expect((await prepare(uid, shop.headers)).json().programming.state).toBe('programmed');
    expect((await inventory(shop.headers)).filter((u) => u === uid)).toHaveLength(1);
  });

  it('prepares and confirms a blank tag an admin’s batch already gave the shop, without a second row', async () => {
    const shop = await shopAccount();
    const tag = await createTag(t.ctx);
    await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id, batch: 'NEGOZIO-1' }).where('id', '=', tag.id).execute();
    expect((await prepare(tag.uid, shop.headers)).json().programming.state).toBe('prepared');
    expect((await prepare(tag.uid, shop.headers)).json().programming.state).toBe('prepared');
    await program(tag.uid, shop.headers);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/shop/tags', headers: shop.headers })).json().tags;
    expect(listed).toEqual([expect.objectContaining({ id: tag.id, uid: tag.uid, batch: 'NEGOZIO-1' })]);
  });

  it('answers 404 to a confirm of a UID the shop never prepared', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    const res = await confirm(uid, urlOf(uid), shop.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('TAG_NOT_FOUND');
    expect(await tagStatus(uid)).toBe('unregistered');
  });
});

describe('a UID owned elsewhere is refused', () => {
  it('refuses a tag of another shop, of Ritrova’s inventory, of a customer and on a bike, with a message', async () => {
    const shop = await shopAccount();
    const other = await shopAccount();
    const customer = await signedInUser(t.app, t.ctx);
    const othersTag = newTagUid();
    await program(othersTag, other.headers);
    const inventoryTag = (await createTag(t.ctx)).uid;
    const customersTag = (await createTag(t.ctx, { ownerId: customer.user.id })).uid;
    const bike = await createBike(t.ctx, customer.user.id);
    const bikeTag = (await createTag(t.ctx, { ownerId: customer.user.id, bikeId: bike.id })).uid;
    for (const uid of [othersTag, inventoryTag, customersTag, bikeTag]) {
      const res = await prepare(uid, shop.headers);
      expect(res.statusCode, uid).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: 'TAG_UID_TAKEN',
        message: expect.stringContaining('registered elsewhere'),
        i18nKey: 'errors.TAG_UID_TAKEN',
      });
    }
    expect(await inventory(shop.headers)).toEqual([]);
  });

  it('refuses a tag of the shop already sold to a customer', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    const { programming } = (await program(uid, shop.headers)).json();
    const [tag] = (await t.app.inject({ method: 'GET', url: '/api/shop/tags', headers: shop.headers })).json().tags;
    expect(tag.uid).toBe(programming.uid);
    expect((await post(`/api/shop/tags/${tag.id}/activate`, { customerEmail: 'cliente@example.com' }, shop.headers)).statusCode).toBe(201);
    expect((await prepare(uid, shop.headers)).json().error).toBe('TAG_UID_TAKEN');
  });

  it('refuses a secure tag (NTAG 424 DNA) of the shop’s own inventory: it is programmed at the factory', async () => {
    const shop = await shopAccount();
    const tag = await createTag(t.ctx, { keyVersion: 1 });
    await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id }).where('id', '=', tag.id).execute();
    const res = await prepare(tag.uid, shop.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('TAG_NOT_PLAIN');
  });

  it('answers 404 when a shop confirms, locks or undoes another shop’s tag', async () => {
    const shop = await shopAccount();
    const other = await shopAccount();
    const prepared = newTagUid();
    await prepare(prepared, other.headers);
    const programmed = newTagUid();
    await program(programmed, other.headers);
    expect((await confirm(prepared, urlOf(prepared), shop.headers)).statusCode).toBe(404);
    expect((await lock(programmed, shop.headers)).statusCode).toBe(404);
    expect((await undo(programmed, shop.headers)).statusCode).toBe(404);
    expect(await inventory(other.headers)).toEqual([programmed]);
    expect(await tagStatus(programmed)).toBe('unassigned');
  });
});

describe('two shops preparing the same tag', () => {
  it('holds it for the first; the second is refused while the hold lasts, and may take it after', async () => {
    const first = await shopAccount();
    const second = await shopAccount();
    const uid = newTagUid();
    await prepare(uid, first.headers);
    expect((await prepare(uid, second.headers)).json().error).toBe('TAG_UID_TAKEN');
    t.clock.advance((tagProgrammingHoldMinutes * 60 + 1) * 1000);
    expect((await prepare(uid, second.headers)).json().programming.state).toBe('prepared');
    // The first shop's late confirmation no longer counts: the tag is the second shop's to program.
    expect((await confirm(uid, urlOf(uid), first.headers)).statusCode).toBe(404);
    await program(uid, second.headers);
    expect(await inventory(second.headers)).toEqual([uid]);
    expect(await inventory(first.headers)).toEqual([]);
  });

  it('at the same moment: one wins, the other is refused, and the tag ends in one inventory', async () => {
    const shops = await Promise.all([shopAccount(), shopAccount(), shopAccount(), shopAccount()]);
    for (let round = 0; round < 5; round += 1) {
      const uid = newTagUid();
      const answers = await Promise.all(shops.map((shop) => prepare(uid, shop.headers)));
      const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [shops[i]] : []));
      expect(winners).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().error)).toEqual(['TAG_UID_TAKEN', 'TAG_UID_TAKEN', 'TAG_UID_TAKEN']);
      const confirms = await Promise.all(shops.map((shop) => confirm(uid, urlOf(uid), shop.headers)));
      expect(confirms.map((res) => res.statusCode).sort()).toEqual([200, 404, 404, 404]);
      const owners = await Promise.all(shops.map(async (shop) => (await inventory(shop.headers)).includes(uid)));
      expect(owners.filter(Boolean)).toHaveLength(1);
      expect(owners[shops.indexOf(winners[0] as (typeof shops)[number])]).toBe(true);
    }
  });
});

describe('lock and undo', () => {
  it('records a lock, answers it again, and refuses to lock a tag not yet confirmed', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    await prepare(uid, shop.headers);
    expect((await lock(uid, shop.headers)).statusCode).toBe(404);
    await confirm(uid, urlOf(uid), shop.headers);
    const locked = await lock(uid, shop.headers);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().programming).toMatchObject({ uid, state: 'locked', lockedAt: expect.any(String) });
    expect((await lock(uid, shop.headers)).json().programming.lockedAt).toBe(locked.json().programming.lockedAt);
    expect((await prepare(uid, shop.headers)).json().programming.state).toBe('locked');
  });

  it('undoes a programmed tag: out of the inventory, unregistered again, and the UID can be programmed anew', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    await program(uid, shop.headers);
    const res = await undo(uid, shop.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await inventory(shop.headers)).toEqual([]);
    expect(await tagStatus(uid)).toBe('unregistered');
    expect((await undo(uid, shop.headers)).statusCode).toBe(404);
    await program(uid, shop.headers);
    expect(await inventory(shop.headers)).toEqual([uid]);
  });

  it('refuses to undo a locked tag', async () => {
    const shop = await shopAccount();
    const uid = newTagUid();
    await program(uid, shop.headers);
    await lock(uid, shop.headers);
    const res = await undo(uid, shop.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'TAG_LOCKED', i18nKey: 'errors.TAG_LOCKED' });
    expect(await inventory(shop.headers)).toEqual([uid]);
  });

  it('refuses to undo a tag sold or claimed meanwhile', async () => {
    const shop = await shopAccount();
    const customer = await signedInUser(t.app, t.ctx);
    const uid = newTagUid();
    await program(uid, shop.headers);
    const [tag] = (await t.app.inject({ method: 'GET', url: '/api/shop/tags', headers: shop.headers })).json().tags;
    expect((await post(`/api/shop/tags/${tag.id}/activate`, { customerEmail: customer.user.email }, shop.headers)).statusCode).toBe(201);
    const res = await undo(uid, shop.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('TAG_UNAVAILABLE');
    expect(await tagStatus(uid)).toBe('assigned');
  });

  it('undoing a tag an admin’s batch had given the shop leaves it in the shop’s inventory, as before', async () => {
    const shop = await shopAccount();
    const tag = await createTag(t.ctx);
    await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id, batch: 'NEGOZIO-1' }).where('id', '=', tag.id).execute();
    await program(tag.uid, shop.headers);
    expect((await undo(tag.uid, shop.headers)).statusCode).toBe(200);
    expect(await inventory(shop.headers)).toEqual([tag.uid]);
    expect((await prepare(tag.uid, shop.headers)).json().programming.state).toBe('prepared');
  });
});

describe('bad input and the template', () => {
  it('answers 400 naming the field for a missing or malformed UID or read-back', async () => {
    const shop = await shopAccount();
    const cases: [string, object, string][] = [
      ['/api/shop/tags/program/prepare', {}, 'uid'],
      ['/api/shop/tags/program/prepare', { uid: 'not-hex' }, 'uid'],
      ['/api/shop/tags/program/prepare', { uid: '04A1' }, 'uid'],
      ['/api/shop/tags/program/prepare', { uid: 42 }, 'uid'],
      ['/api/shop/tags/program/confirm', { uid: newTagUid() }, 'readBackUrl'],
      ['/api/shop/tags/program/confirm', { uid: newTagUid(), readBackUrl: 'x'.repeat(3000) }, 'readBackUrl'],
      ['/api/shop/tags/program/lock', { uid: '' }, 'uid'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload, shop.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', i18nKey: expect.any(String) });
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const badUndo = await undo('zz', shop.headers);
    expect(badUndo.statusCode).toBe(400);
  });

  it('answers the URL template for NXP TagWriter’s UID mirror: the prefix and 14 placeholder characters', async () => {
    const shop = await shopAccount();
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/tags/program/template', headers: shop.headers });
    expect(res.statusCode).toBe(200);
    const prefix = `${t.ctx.config.publicUrl}/nfc/verifica?uid=`;
    expect(res.json()).toEqual({ success: true, urlPrefix: prefix, urlTemplate: `${prefix}00000000000000` });
  });
});
