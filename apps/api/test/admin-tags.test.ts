import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, createUser, newTagUid, signedInUser } from './helpers/factories.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Tag = {
  id: string;
  uid: string;
  status: string;
  batch: string | null;
  bikeId: string | null;
  owner: { email: string } | null;
  shop: { name: string } | null;
};
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) => t.app.inject({ method, url, headers, payload });
const list = async (query: string): Promise<Tag[]> => {
  const res = await send('GET', `/api/admin/tags?${query}`, admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json().tags;
};
const uidsOf = (tags: { uid: string }[]) => tags.map((tag) => tag.uid).sort();
const auditRows = (action: string, targetId: string) =>
  t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).orderBy('created_at').execute();
let batchCounter = 0;
const newBatch = () => `LOTTO-T${++batchCounter}-${Date.now()}`;

describe('admin tag routes are for admins only', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
    ['GET', '/api/admin/tags'],
    ['GET', '/api/admin/tags/batches'],
    ['GET', '/api/admin/tags/export.csv'],
    ['POST', '/api/admin/tags', { generate: 1, batch: 'X' }],
    ['POST', '/api/admin/tags/import', { csv: '04A1B2C3D4E5F6', batch: 'X' }],
    ['PUT', '/api/admin/tags/batches/X/shop', { shopId: null }],
    ['PUT', `/api/admin/tags/${someId}/status`, { status: 'lost' }],
    ['GET', `/api/admin/tags/${someId}/scans`],
  ];

  it('answers 401 without a token and 403 to a user or a shop, changing nothing', async () => {
    const user = await signedInUser(t.app, t.ctx);
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop' });
    const before = await t.ctx.db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [method, url, body] of routes) {
      expect((await send(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, user.headers, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, shop.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await t.ctx.db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('creating a batch', () => {
  it('generates 5 new unassigned 7-byte UIDs starting 04, and records the batch in the audit log', async () => {
    const batch = newBatch();
    const res = await send('POST', '/api/admin/tags', admin.headers, { generate: 5, batch });
    expect(res.statusCode).toBe(201);
    const { created } = res.json();
    expect(created).toHaveLength(5);
    for (const uid of created) expect(uid).toMatch(/^04[0-9A-F]{12}$/);
    expect(new Set(created).size).toBe(5);
    const tags = await list(`batch=${batch}`);
    expect(uidsOf(tags)).toEqual([...created].sort());
    expect(tags.every((tag) => tag.status === 'unassigned' && tag.owner === null)).toBe(true);
    const [audit] = await auditRows('tag.batch_created', batch);
    expect(audit).toMatchObject({ actor_id: admin.user.id, target_type: 'tag_batch', after: { batch, count: 5 } });
    expect([...((audit?.after as { uids: string[] } | undefined)?.uids ?? [])].sort()).toEqual([...created].sort());
  });

  it('adds the valid pasted UIDs and reports the duplicate and the invalid one by line', async () => {
    const batch = newBatch();
    const existing = await createTag(t.ctx);
    const fresh = [newTagUid(), newTagUid()];
    const res = await send('POST', '/api/admin/tags', admin.headers, { uids: [fresh[0], existing.uid, 'nonsense', fresh[1]], batch });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: fresh, duplicates: [existing.uid], invalid: ['nonsense'], invalidLines: [{ line: 3, value: 'nonsense' }] });
    expect(uidsOf(await list(`batch=${batch}`))).toEqual([...fresh].sort());
    // The tag that was already there keeps its own batch.
    expect((await list(`q=${existing.uid}`))[0]?.batch).toBeNull();
  });

  it('writes nothing when nothing is new, and refuses an empty or double request naming the field', async () => {
    const batch = newBatch();
    const existing = await createTag(t.ctx);
    const res = await send('POST', '/api/admin/tags', admin.headers, { uids: [existing.uid, 'zz'], batch });
    expect(res.json()).toMatchObject({ created: [], duplicates: [existing.uid], invalid: ['zz'] });
    expect(await auditRows('tag.batch_created', batch)).toEqual([]);
    for (const body of [{ batch }, { uids: [newTagUid()], generate: 2, batch }]) {
      const refused = await send('POST', '/api/admin/tags', admin.headers, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.map((f: { field: string }) => f.field)).toContain('uids');
    }
    const tooMany = await send('POST', '/api/admin/tags', admin.headers, { generate: 1001, batch });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].field).toBe('generate');
    const noName = await send('POST', '/api/admin/tags', admin.headers, { generate: 3 });
    expect(noName.json().fields[0].field).toBe('batch');
    expect(await list(`batch=${batch}`)).toEqual([]);
  });

  it('imports a CSV: header skipped, first column read, refused lines named', async () => {
    const batch = newBatch();
    const [a, b] = [newTagUid(), newTagUid()];
    const colons = b.toLowerCase().match(/../g)?.join(':');
    const csv = `uid;note\r\n${a};scatola 1\r\n\r\n"${colons}";scatola 2\r\nNOT-A-UID;x\r\n${a};ripetuto\r\n`;
    const res = await send('POST', '/api/admin/tags/import', admin.headers, { csv, batch });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ batch, created: [a, b], duplicates: [], invalidLines: [{ line: 5, value: 'NOT-A-UID' }] });
    expect(uidsOf(await list(`batch=${batch}`))).toEqual([a, b].sort());
    expect(await auditRows('tag.batch_created', batch)).toHaveLength(1);
    const empty = await send('POST', '/api/admin/tags/import', admin.headers, { csv: '', batch });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('csv');
  });
});

describe('the inventory list', () => {
  it('filters by status, batch, UID fragment (separators and case ignored), shop and owner e-mail', async () => {
    const batch = newBatch();
    const { created } = (await send('POST', '/api/admin/tags', admin.headers, { generate: 3, batch })).json() as { created: string[] };
    const [first, second, third] = created as [string, string, string];
    const owner = await signedInUser(t.app, t.ctx, { email: `proprietaria-${Date.now()}@example.com`, nome: 'Giulia', cognome: 'Neri' });
    expect((await send('POST', '/api/tags/associate', owner.headers, { tagUid: second })).statusCode).toBe(200);
    const tagOf = async (uid: string) => (await list(`q=${uid}`))[0] as Tag;
    await send('PUT', `/api/admin/tags/${(await tagOf(third)).id}/status`, admin.headers, { status: 'retired' });

    expect(uidsOf(await list(`batch=${batch}&status=unassigned`))).toEqual([first]);
    expect(uidsOf(await list(`batch=${batch}&status=retired`))).toEqual([third]);
    const fragment = first.slice(4, 10).toLowerCase().match(/../g)?.join(':');
    expect(uidsOf(await list(`q=${encodeURIComponent(fragment as string)}`))).toContain(first);
    const owned = await list(`owner=${encodeURIComponent(owner.user.email.slice(0, 18).toUpperCase())}`);
    expect(owned.map((tag) => [tag.uid, tag.status, tag.owner])).toEqual([[second, 'assigned', { email: owner.user.email, name: 'Giulia Neri' }]]);

    const shop = await createUser(t.ctx, { role: 'shop', nome: 'Ciclofficina', cognome: 'Sud' });
    await send('PUT', `/api/admin/tags/batches/${batch}/shop`, admin.headers, { shopId: shop.user.id });
    const ofShop = await list(`shopId=${shop.user.id}`);
    expect(uidsOf(ofShop)).toEqual([...created].sort());
    expect(ofShop[0]?.shop).toMatchObject({ id: shop.user.id, name: 'Ciclofficina Sud' });

    const page = (await send('GET', `/api/admin/tags?batch=${batch}&limit=2&page=2`, admin.headers)).json();
    expect(page.tags).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const bad = await send('GET', '/api/admin/tags?status=stolen', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('status');
  });

  it('answers without parameters (the API debugger preset) and never shows account secrets', async () => {
    const res = await send('GET', '/api/admin/tags', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 50 });
    expect(res.body).not.toMatch(/password|totp|hash/i);
  });

  it('lists the batches with their size and shop', async () => {
    const batch = newBatch();
    await send('POST', '/api/admin/tags', admin.headers, { generate: 2, batch });
    const res = await send('GET', '/api/admin/tags/batches', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().batches).toContainEqual({ name: batch, count: 2, shop: null, chip: 'ntag213', keyVersion: null });
  });
});

describe('exporting CSV', () => {
  it('downloads the filtered tags with uid, status, batch, shop, owner e-mail and creation date', async () => {
    const batch = newBatch();
    const { created } = (await send('POST', '/api/admin/tags', admin.headers, { generate: 2, batch })).json() as { created: string[] };
    const owner = await signedInUser(t.app, t.ctx);
    await send('POST', '/api/tags/associate', owner.headers, { tagUid: created[0] });
    const res = await send('GET', `/api/admin/tags/export.csv?batch=${batch}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ritrova-tags-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('uid,status,batch,shop,owner_email,created_at');
    expect(lines).toHaveLength(3);
    const byUid = new Map(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')]));
    expect(byUid.get(created[0])?.slice(0, 5)).toEqual([created[0], 'assigned', batch, '', owner.user.email]);
    expect(byUid.get(created[1])?.slice(0, 5)).toEqual([created[1], 'unassigned', batch, '', '']);
    expect(Number.isNaN(Date.parse(byUid.get(created[1])?.[5] ?? ''))).toBe(false);
  });
});

describe('assigning a batch to a shop', () => {
  it('gives every tag of the batch to the shop, audited, and can take them back', async () => {
    const batch = newBatch();
    await send('POST', '/api/admin/tags', admin.headers, { generate: 3, batch });
    const shop = await createUser(t.ctx, { role: 'shop', nome: 'Bici', cognome: 'Centro' });
    const res = await send('PUT', `/api/admin/tags/batches/${encodeURIComponent(batch)}/shop`, admin.headers, { shopId: shop.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().batch).toEqual({ name: batch, count: 3, shop: { id: shop.user.id, name: 'Bici Centro' }, chip: 'ntag213', keyVersion: null });
    expect((await list(`batch=${batch}`)).every((tag) => tag.shop?.name === 'Bici Centro')).toBe(true);
    expect((await send('GET', '/api/admin/tags/batches', admin.headers)).json().batches).toContainEqual(res.json().batch);
    const [audit] = await auditRows('tag.batch_shop_assigned', batch);
    expect(audit).toMatchObject({ actor_id: admin.user.id, before: { shopIds: [null] }, after: { shopId: shop.user.id, count: 3 } });

    await send('PUT', `/api/admin/tags/batches/${encodeURIComponent(batch)}/shop`, admin.headers, { shopId: null });
    expect((await list(`batch=${batch}`)).every((tag) => tag.shop === null)).toBe(true);
  });

  it('refuses an account that is not a shop (400 naming shopId) and an unknown batch (404)', async () => {
    const batch = newBatch();
    await send('POST', '/api/admin/tags', admin.headers, { generate: 1, batch });
    const user = await createUser(t.ctx);
    for (const shopId of [user.user.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await send('PUT', `/api/admin/tags/batches/${batch}/shop`, admin.headers, { shopId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', fields: [{ field: 'shopId' }] });
    }
    expect((await list(`batch=${batch}`))[0]?.shop).toBeNull();
    const shop = await createUser(t.ctx, { role: 'shop' });
    expect((await send('PUT', '/api/admin/tags/batches/NO-SUCH-BATCH/shop', admin.headers, { shopId: shop.user.id })).statusCode).toBe(404);
  });
});

describe('changing a tag status', () => {
  it('marks a tag on a bike lost (it leaves the bike and verifies as lost), audited before and after', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const res = await send('PUT', `/api/admin/tags/${tag.id}/status`, admin.headers, { status: 'lost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toMatchObject({ uid: tag.uid, status: 'lost', bikeId: null, owner: { email: owner.user.email } });
    expect((await send('GET', `/api/bikes/${bike.id}`, owner.headers)).json().bike.tags).toEqual([]);
    expect((await send('POST', '/api/tags/verify', {}, { uid: tag.uid })).json().status).toBe('lost');
    const [audit] = await auditRows('tag.status_changed', tag.id);
    expect(audit).toMatchObject({
      actor_id: admin.user.id,
      target_type: 'tag',
      before: { uid: tag.uid, status: 'assigned', bikeId: bike.id },
      after: { uid: tag.uid, status: 'lost', bikeId: null },
    });
    // A tag someone holds cannot go back to the inventory.
    const back = await send('PUT', `/api/admin/tags/${tag.id}/status`, admin.headers, { status: 'unassigned' });
    expect(back.statusCode).toBe(409);
    expect((await list(`q=${tag.uid}`))[0]?.status).toBe('lost');
  });

  it('retires an inventory tag and puts it back; a retired tag cannot be claimed meanwhile', async () => {
    const tag = await createTag(t.ctx);
    expect((await send('PUT', `/api/admin/tags/${tag.id}/status`, admin.headers, { status: 'retired' })).json().tag.status).toBe('retired');
    const owner = await signedInUser(t.app, t.ctx);
    expect((await send('POST', '/api/tags/associate', owner.headers, { tagUid: tag.uid })).statusCode).toBe(409);
    expect((await send('PUT', `/api/admin/tags/${tag.id}/status`, admin.headers, { status: 'unassigned' })).json().tag.status).toBe('unassigned');
    expect((await auditRows('tag.status_changed', tag.id)).map((row) => (row.after as { status: string }).status)).toEqual(['retired', 'unassigned']);
    expect((await send('POST', '/api/tags/associate', owner.headers, { tagUid: tag.uid })).statusCode).toBe(200);
  });

  it('refuses an unknown tag (404) and another status (400 naming status)', async () => {
    const tag = await createTag(t.ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await send('PUT', `/api/admin/tags/${id}/status`, admin.headers, { status: 'lost' })).statusCode).toBe(404);
    }
    const bad = await send('PUT', `/api/admin/tags/${tag.id}/status`, admin.headers, { status: 'assigned' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('status');
  });
});

describe('a tag scan history', () => {
  it('lists scans newest first, with the scanner as name and initial or anonymous, the position rounded', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id });
    const scanner = await signedInUser(t.app, t.ctx, { nome: 'Marta', cognome: 'rossi' });
    expect(
      (await send('POST', '/api/tags/verify', {}, { uid: tag.uid, location: { latitude: 45.464211, longitude: 9.190123, accuracy: 10 } })).statusCode,
    ).toBe(200);
    expect((await send('POST', '/api/tags/verify', scanner.headers, { uid: tag.uid })).statusCode).toBe(200);
    const res = await send('GET', `/api/admin/tags/${tag.id}/scans`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().uid).toBe(tag.uid);
    expect(res.json().scans).toMatchObject([
      { scanner: 'Marta R.', result: 'assigned', position: null },
      { scanner: null, result: 'assigned', position: { latitude: 45.464, longitude: 9.19 } },
    ]);
    expect((await send('GET', '/api/admin/tags/00000000-0000-4000-8000-000000000000/scans', admin.headers)).statusCode).toBe(404);
  });
});

describe('a tag of an admin batch', () => {
  it('can be claimed by an owner and put on a bike through the normal owner flow', async () => {
    const batch = newBatch();
    const [uid] = (await send('POST', '/api/admin/tags', admin.headers, { generate: 1, batch })).json().created as string[];
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const res = await send('POST', '/api/tags/associate', owner.headers, { tagUid: uid, bikeId: bike.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toMatchObject({ uid, status: 'assigned', bikeId: bike.id });
    expect((await send('POST', '/api/tags/verify', {}, { uid })).json().status).toBe('verified');
    expect((await list(`batch=${batch}`))[0]).toMatchObject({ status: 'assigned', owner: { email: owner.user.email } });
  });
});
