import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'La mia Bianchi',
  brand: 'Bianchi',
  model: 'Via Nirone 7',
  type: 'road',
  color: 'Celeste',
  serialNumber: 'WBK-1234 5678',
  notes: 'Sella in pelle',
  purchaseValueCents: 129_900,
  ...overrides,
});

describe('POST /api/bikes', () => {
  it('registers a bike to the caller, keeping the serial number as typed', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body({ owner: 'someone-else' }) });
    expect(res.statusCode).toBe(201);
    const { bike, data, success } = res.json();
    expect(success).toBe(true);
    expect(data).toEqual(bike);
    expect(bike).toMatchObject({
      name: 'La mia Bianchi',
      brand: 'Bianchi',
      type: 'road',
      serialNumber: 'WBK-1234 5678',
      purchaseValueCents: 129_900,
      status: 'active',
      owner: owner.user.id,
      tags: [],
      tagId: null,
      reward: 0,
      pendingTransfer: null,
    });
    expect(bike.ownershipHistory).toEqual([{ startedAt: expect.any(String), endedAt: null, via: 'registration' }]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.headers });
    expect(me.json().user.biciclette).toEqual([bike.id]);
  });

  it('needs only name, brand and type; blank optional fields are stored as empty', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bikes',
      headers: owner.headers,
      payload: { name: 'Muletto', brand: 'Atala', type: 'other', model: '  ', notes: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().bike).toMatchObject({ model: null, notes: null, color: null, serialNumber: null, purchaseValueCents: null });
  });

  it.each([
    ['name', { name: undefined }, 'validation.required'],
    ['brand', { brand: '' }, 'validation.required'],
    ['type', { type: undefined }, 'validation.invalid_choice'],
    ['name', { name: 42 }, 'validation.required'],
    ['type', { type: 'tandem' }, 'validation.invalid_choice'],
    ['purchaseValueCents', { purchaseValueCents: -100 }, 'validation.min_value'],
    ['purchaseValueCents', { purchaseValueCents: 12.5 }, 'validation.number'],
    ['purchaseValueCents', { purchaseValueCents: '1000' }, 'validation.number'],
    ['notes', { notes: 'x'.repeat(1001) }, 'validation.max_length'],
  ])('rejects a bad %s (%j) with a 400 naming it', async (field, override, key) => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual(expect.objectContaining({ field, i18nKey: key }));
    const mine = await t.app.inject({ method: 'GET', url: '/api/bikes/my-bikes', headers: owner.headers });
    expect(mine.json().bikes).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/bikes', payload: body() })).statusCode).toBe(401);
  });
});

describe("another user's bike", () => {
  it('answers 404 on GET, PUT and DELETE, and stays untouched', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const stranger = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Non tua' });
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Mia ora' }], ['DELETE']] as const) {
      const res = await t.app.inject({ method, url: `/api/bikes/${bike.id}`, headers: stranger.headers, ...(payload && { payload }) });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'BIKE_NOT_FOUND', message: 'Bicicletta non trovata', i18nKey: 'errors.BIKE_NOT_FOUND' });
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: owner.headers });
    expect(still.json().bike.name).toBe('Non tua');
  });

  it('answers 404 for an unknown or malformed id alike', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '64f1c2e9a1b2c3d4e5f60718']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${id}`, headers: owner.headers })).statusCode).toBe(404);
    }
  });

  it('is visible to an admin, who still cannot change it', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const bike = await createBike(t.ctx, owner.user.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}`, headers: admin.headers, payload: { name: 'x' } })).statusCode).toBe(404);
  });
});

describe('PUT /api/bikes/{id}', () => {
  it('changes the fields given and clears a blanked one', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { model: 'Old', color: 'Rosso' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bikes/${bike.id}`,
      headers: owner.headers,
      payload: { name: 'Nuovo nome', type: 'gravel', model: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bike).toMatchObject({ name: 'Nuovo nome', type: 'gravel', model: null, color: 'Rosso' });
  });

  it('refuses an empty change and bad values', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const empty = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}`, headers: owner.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().i18nKey).toBe('validation.nothing_to_update');
    const bad = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}`, headers: owner.headers, payload: { type: 'unicycle', name: '' } });
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['name', 'type']);
  });
});

describe('year, frame size and second colour (issue #19)', () => {
  const thisYear = () => t.clock.now().getUTCFullYear();

  it('are stored at creation and shown by get, my-bikes and the list', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bikes',
      headers: owner.headers,
      payload: body({ year: 2019, frameSize: ' 54 cm ', secondColor: 'Nero' }),
    });
    expect(res.statusCode).toBe(201);
    const fields = { year: 2019, frameSize: '54 cm', secondColor: 'Nero' };
    expect(res.json().bike).toMatchObject(fields);
    const id = res.json().bike.id;
    const one = await t.app.inject({ method: 'GET', url: `/api/bikes/${id}`, headers: owner.headers });
    expect(one.json().bike).toMatchObject(fields);
    const mine = await t.app.inject({ method: 'GET', url: '/api/bikes/my-bikes', headers: owner.headers });
    expect(mine.json().bikes[0]).toMatchObject(fields);
    const page = await t.app.inject({ method: 'GET', url: '/api/bikes?search=nero', headers: owner.headers });
    expect(page.json().bikes.map((b: { id: string }) => b.id)).toEqual([id]);
  });

  it('are empty when not given', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body({ frameSize: '' }) });
    expect(res.json().bike).toMatchObject({ year: null, frameSize: null, secondColor: null });
  });

  it('are changed and cleared by PUT, leaving the others as they were', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { year: 2015, frame_size: 'L', second_color: 'Bianco' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}`, headers: owner.headers, payload: { year: 2021, frameSize: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().bike).toMatchObject({ year: 2021, frameSize: null, secondColor: 'Bianco' });
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}`, headers: owner.headers, payload: { year: null, secondColor: ' ' } });
    expect(cleared.json().bike).toMatchObject({ year: null, frameSize: null, secondColor: null });
  });

  it.each([
    ['year', { year: 1899 }, 'validation.min_value'],
    ['year', { year: 2020.5 }, 'validation.number'],
    ['year', { year: '2020' }, 'validation.number'],
    ['frameSize', { frameSize: 'x'.repeat(21) }, 'validation.max_length'],
    ['secondColor', { secondColor: 'x'.repeat(41) }, 'validation.max_length'],
  ])('a bad %s (%j) is refused with a 400 naming it', async (field, override, key) => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual(expect.objectContaining({ field, i18nKey: key }));
  });

  it('a year after next year is refused with a 400 naming the year, on create and on update; next year is taken', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const tooLate = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body({ year: thisYear() + 2 }) });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', i18nKey: 'validation.max_value' });
    expect(tooLate.json().fields).toEqual([expect.objectContaining({ field: 'year', i18nKey: 'validation.max_value' })]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/bikes/my-bikes', headers: owner.headers });
    expect(mine.json().bikes).toEqual([]);

    const next = await t.app.inject({ method: 'POST', url: '/api/bikes', headers: owner.headers, payload: body({ year: thisYear() + 1 }) });
    expect(next.statusCode).toBe(201);
    const id = next.json().bike.id;
    const update = await t.app.inject({ method: 'PUT', url: `/api/bikes/${id}`, headers: owner.headers, payload: { year: 40_000 } });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toEqual([expect.objectContaining({ field: 'year', i18nKey: 'validation.max_value' })]);
    const still = await t.app.inject({ method: 'GET', url: `/api/bikes/${id}`, headers: owner.headers });
    expect(still.json().bike.year).toBe(thisYear() + 1);
  });
});

describe('DELETE /api/bikes/{id}', () => {
  it('deletes the bike', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers })).json()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses with a clear 409 while the bike is reported stolen', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { status: 'stolen' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'BIKE_STOLEN', i18nKey: 'errors.BIKE_STOLEN' });
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: owner.headers })).statusCode).toBe(200);
  });
});

describe('listing bikes', () => {
  it('my-bikes lists only the caller’s bikes, newest first', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const other = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, other.user.id);
    const first = await createBike(t.ctx, owner.user.id, { name: 'Prima' });
    const second = await createBike(t.ctx, owner.user.id, { name: 'Seconda' });
    const res = await t.app.inject({ method: 'GET', url: '/api/bikes/my-bikes', headers: owner.headers });
    expect(res.json().bikes.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
  });

  it('pages through the caller’s bikes', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    for (let i = 1; i <= 25; i++) await createBike(t.ctx, owner.user.id, { name: `Bici ${String(i).padStart(2, '0')}` });
    const res = await t.app.inject({ method: 'GET', url: '/api/bikes/all?page=3&limit=10&sortBy=name&sortOrder=asc', headers: owner.headers });
    expect(res.json().pagination).toEqual({ page: 3, limit: 10, total: 25, pages: 3 });
    expect(res.json().bikes.map((b: { name: string }) => b.name)).toEqual(['Bici 21', 'Bici 22', 'Bici 23', 'Bici 24', 'Bici 25']);
    const desc = await t.app.inject({ method: 'GET', url: '/api/bikes?limit=2&sortBy=name&sortOrder=desc', headers: owner.headers });
    expect(desc.json().bikes.map((b: { name: string }) => b.name)).toEqual(['Bici 25', 'Bici 24']);
  });

  it.each(['wbk12345678', 'WBK 1234 5678', 'wbk-1234-5678', '1234-56', 'wBk.1234/5678'])('finds a bike by its serial number written as %j', async (search) => {
    const owner = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, owner.user.id, { name: 'Cercata', serial_number: 'WBK-1234 5678' });
    await createBike(t.ctx, owner.user.id, { name: 'Altra', serial_number: 'XYZ-999' });
    const res = await t.app.inject({ method: 'GET', url: `/api/bikes/all?search=${encodeURIComponent(search)}`, headers: owner.headers });
    expect(res.json().bikes.map((b: { name: string; serialNumber: string }) => [b.name, b.serialNumber])).toEqual([['Cercata', 'WBK-1234 5678']]);
  });

  it('searches names and brands regardless of case, and filters by type and status', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, owner.user.id, { name: 'Strada', brand: 'Colnago', type: 'road' });
    await createBike(t.ctx, owner.user.id, { name: 'Monte', brand: 'Scott', type: 'mountain', status: 'stolen' });
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/bikes/all?${q}`, headers: owner.headers })).json().bikes.map((b: { name: string }) => b.name);
    expect(await list('search=COLN')).toEqual(['Strada']);
    expect(await list('type=mountain')).toEqual(['Monte']);
    expect(await list('status=stolen')).toEqual(['Monte']);
    expect(await list('search=50%25')).toEqual([]);
  });

  it('shows a user only their own bikes even when they ask for another owner', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const other = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, other.user.id, { name: 'Altrui' });
    const res = await t.app.inject({ method: 'GET', url: `/api/bikes/all?owner=${other.user.id}`, headers: owner.headers });
    expect(res.json().bikes).toEqual([]);
  });

  it('shows an admin every bike, filtered by owner when asked', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const a = await signedInUser(t.app, t.ctx);
    const b = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, a.user.id, { name: 'Di A' });
    await createBike(t.ctx, b.user.id, { name: 'Di B' });
    const all = await t.app.inject({ method: 'GET', url: '/api/bikes/all?limit=100', headers: admin.headers });
    expect(all.json().bikes.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Di A', 'Di B']));
    const onlyA = await t.app.inject({ method: 'GET', url: `/api/bikes/all?owner=${a.user.id}`, headers: admin.headers });
    expect(onlyA.json().bikes.map((x: { name: string }) => x.name)).toEqual(['Di A']);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=500', 'limit'],
    ['sortBy=price', 'sortBy'],
    ['type=tandem', 'type'],
    ['owner=nope', 'owner'],
  ])('rejects %s with a 400 naming %s', async (q, field) => {
    const owner = await signedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'GET', url: `/api/bikes/all?${q}`, headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });
});

describe('POST /api/users/sync-bikes', () => {
  it('answers the authoritative list of the caller’s bike ids', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const other = await signedInUser(t.app, t.ctx);
    const mine = await createBike(t.ctx, owner.user.id);
    const theirs = await createBike(t.ctx, other.user.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/sync-bikes', headers: owner.headers, payload: { bikeIds: [theirs.id] } });
    expect(res.json()).toEqual({ success: true, biciclette: [mine.id], message: 'Bikes synced' });
  });
});

describe('whether a bike can be deleted, said before any confirmation (issue #27)', () => {
  it('is in the bike: deletable, or not while stolen, or never after a reward was paid for it — as DELETE then answers', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: owner.headers })).json().bike.deleteBlockedBy;
    expect(await read()).toBeNull();
    const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: { reward: 100 } });
    expect(await read()).toBe('stolen');
    const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
    await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: owner.headers });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-recovered`, headers: owner.headers, payload: {} });
    expect(await read()).toBe('reward_history');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers });
    expect(refused.json()).toMatchObject({ success: false, error: 'BIKE_HAS_REWARD' });
  });
});
