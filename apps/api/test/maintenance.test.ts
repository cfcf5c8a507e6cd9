import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeRepository } from '../src/modules/bikes/bike.repository.ts';
import { seedDemoMaintenance } from '../src/modules/demo/demo-maintenance.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (bikeId: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/bikes/${bikeId}/maintenance`, headers });
const create = (payload: object, headers: Headers) => t.app.inject({ method: 'POST', url: '/api/maintenance', payload, headers });
const update = (id: string, payload: object, headers: Headers) => t.app.inject({ method: 'PUT', url: `/api/maintenance/${id}`, payload, headers });
const remove = (id: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `/api/maintenance/${id}`, headers });

/** A valid body as the add form sends it (spec §7); override any field. */
const record = (bike: string, overrides: Record<string, unknown> = {}) => ({
  bike,
  serviceType: 'brake_service',
  serviceDate: '2026-03-14',
  description: 'Sostituzione pastiglie anteriori e spurgo dell’impianto',
  cost: { parts: 38.5, labor: 45, total: 83.5, currency: 'EUR' },
  technician: { name: 'Giuseppe' },
  odometer: { current: 3200, unit: 'km' },
  componentsReplaced: 'pastiglie Shimano J04C, olio minerale',
  issuesFound: 'Pastiglie consumate oltre il limite',
  recommendations: 'Controllare i dischi al prossimo tagliando',
  ...overrides,
});

async function ownerWithBike(overrides: Parameters<typeof signedInUser>[2] = {}) {
  const owner = await signedInUser(t.app, t.ctx, overrides);
  const bike = await createBike(t.ctx, owner.user.id);
  return { owner, bike };
}

describe('POST /api/maintenance', () => {
  it('records a service on the owner’s bike and answers it as spec §7 shows, in euros', async () => {
    const { owner, bike } = await ownerWithBike();
    const res = await create(record(bike.id), owner.headers);
    expect(res.statusCode).toBe(201);
    const { success, message, data } = res.json();
    expect(success).toBe(true);
    expect(message).toEqual(expect.any(String));
    expect(data).toEqual({
      id: expect.any(String),
      _id: data.id,
      bike: bike.id,
      serviceType: 'brake_service',
      serviceDate: '2026-03-14',
      description: 'Sostituzione pastiglie anteriori e spurgo dell’impianto',
      componentsReplaced: 'pastiglie Shimano J04C, olio minerale',
      issuesFound: 'Pastiglie consumate oltre il limite',
      recommendations: 'Controllare i dischi al prossimo tagliando',
      cost: { parts: 38.5, labor: 45, total: 83.5, currency: 'EUR' },
      technician: { name: 'Giuseppe' },
      odometer: { current: 3200, unit: 'km' },
      createdByType: 'user',
      createdBy: { name: 'Luca Verdi' },
      editable: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await t.ctx.db.selectFrom('maintenance_records').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parts_cents: 3850, labor_cents: 4500, odometer_km: 3200, created_by: owner.user.id, created_by_type: 'user' });
  });

  it('computes the total itself, ignoring a total that disagrees', async () => {
    const { owner, bike } = await ownerWithBike();
    const res = await create(record(bike.id, { cost: { parts: 0.1, labor: 0.2, total: 1000 } }), owner.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cost).toEqual({ parts: 0.1, labor: 0.2, total: 0.3, currency: 'EUR' });
  });

  it('needs only the bike, the date and a description: the rest takes the defaults of spec §5', async () => {
    const { owner, bike } = await ownerWithBike();
    const res = await create({ bike: bike.id, serviceDate: '2026-01-10T09:30:00.000Z', description: 'Tagliando' }, owner.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      serviceType: 'general_maintenance',
      serviceDate: '2026-01-10',
      cost: { parts: 0, labor: 0, total: 0, currency: 'EUR' },
      odometer: { current: 0, unit: 'km' },
      technician: { name: null },
      componentsReplaced: null,
      issuesFound: null,
      recommendations: null,
    });
  });

  it('turns numbers that are not numbers into 0 (spec §5) and reads a decimal comma', async () => {
    const { owner, bike } = await ownerWithBike();
    const res = await create(record(bike.id, { cost: { parts: 'dieci', labor: '12,50' }, odometer: { current: 'tanti' } }), owner.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ cost: { parts: 0, labor: 12.5, total: 12.5 }, odometer: { current: 0 } });
  });

  it.each([
    ['description', { description: undefined }, 'validation.required'],
    ['description', { description: '   ' }, 'validation.required'],
    ['description', { description: 'x'.repeat(1001) }, 'validation.max_length'],
    ['serviceDate', { serviceDate: undefined }, 'validation.required'],
    ['serviceDate', { serviceDate: '31/02/2026' }, 'validation.invalid'],
    ['serviceDate', { serviceDate: '2999-12-31' }, 'validation.max_value'],
    ['serviceType', { serviceType: 'cleaning' }, 'validation.invalid_choice'],
    ['cost.parts', { cost: { parts: -1, labor: 0 } }, 'validation.min_value'],
    ['cost.labor', { cost: { parts: 0, labor: -0.01 } }, 'validation.min_value'],
    ['cost.parts', { cost: { parts: 100_000.01 } }, 'validation.max_value'],
    ['cost.currency', { cost: { parts: 1, currency: 'USD' } }, 'validation.invalid_choice'],
    ['odometer.current', { odometer: { current: -10 } }, 'validation.min_value'],
    ['odometer.unit', { odometer: { current: 10, unit: 'mi' } }, 'validation.invalid_choice'],
    ['technician.name', { technician: { name: 'x'.repeat(81) } }, 'validation.max_length'],
    ['componentsReplaced', { componentsReplaced: 'x'.repeat(501) }, 'validation.max_length'],
    ['issuesFound', { issuesFound: 'x'.repeat(1001) }, 'validation.max_length'],
    ['recommendations', { recommendations: 'x'.repeat(1001) }, 'validation.max_length'],
    ['bike', { bike: undefined }, 'validation.required'],
  ])('rejects a bad %s (%j) with a 400 naming it, and records nothing', async (field, override, key) => {
    const { owner, bike } = await ownerWithBike();
    const res = await create(record(bike.id, override), owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().fields).toContainEqual(expect.objectContaining({ field, i18nKey: key }));
    expect((await list(bike.id, owner.headers)).json().data).toEqual([]);
  });

  it('accepts a description of exactly 1000 characters', async () => {
    const { owner, bike } = await ownerWithBike();
    expect((await create(record(bike.id, { description: 'x'.repeat(1000) }), owner.headers)).statusCode).toBe(201);
  });

  it('answers 404 BIKE_NOT_FOUND for another user’s bike, an unknown or a malformed id', async () => {
    const { bike } = await ownerWithBike();
    const stranger = await signedInUser(t.app, t.ctx);
    for (const id of [bike.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await create(record(id), stranger.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe('BIKE_NOT_FOUND');
    }
    const count = await t.ctx.db.selectFrom('maintenance_records').select('id').where('bike_id', '=', bike.id).execute();
    expect(count).toEqual([]);
  });

  it('marks the records of a shop account with the shop badge, named', async () => {
    const { owner, bike } = await ownerWithBike({ role: 'shop', nome: 'Ciclofficina', cognome: 'Navigli' });
    const res = await create(record(bike.id), owner.headers);
    expect(res.json().data).toMatchObject({ createdByType: 'shop', createdBy: { name: 'Ciclofficina Navigli' } });
  });

  it('needs a signed-in user', async () => {
    const { bike } = await ownerWithBike();
    expect((await create(record(bike.id), {})).statusCode).toBe(401);
  });
});

describe('GET /api/bikes/{bikeId}/maintenance', () => {
  it('lists the bike’s records, newest service date first', async () => {
    const { owner, bike } = await ownerWithBike();
    const other = await createBike(t.ctx, owner.user.id, { name: 'Altra' });
    for (const [serviceDate, description] of [
      ['2025-06-01', 'Primo'],
      ['2026-02-20', 'Terzo'],
      ['2025-11-05', 'Secondo'],
    ]) {
      await create(record(bike.id, { serviceDate, description }), owner.headers);
    }
    await create(record(other.id, { description: 'Di un’altra bici' }), owner.headers);
    const res = await list(bike.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().data.map((r: { description: string; serviceDate: string }) => [r.serviceDate, r.description])).toEqual([
      ['2026-02-20', 'Terzo'],
      ['2025-11-05', 'Secondo'],
      ['2025-06-01', 'Primo'],
    ]);
  });

  it('answers an empty list for a bike without records', async () => {
    const { owner, bike } = await ownerWithBike();
    expect((await list(bike.id, owner.headers)).json()).toEqual({ success: true, data: [] });
  });

  it('answers 404 BIKE_NOT_FOUND to anyone but the owner, admins included', async () => {
    const { owner, bike } = await ownerWithBike();
    await create(record(bike.id), owner.headers);
    const stranger = await signedInUser(t.app, t.ctx);
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    for (const caller of [stranger, admin]) {
      const res = await list(bike.id, caller.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'BIKE_NOT_FOUND', i18nKey: 'errors.BIKE_NOT_FOUND' });
    }
    expect((await list('not-a-uuid', owner.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}/maintenance` })).statusCode).toBe(401);
  });

  it('keeps the log with the bike after a transfer, without naming the previous owner', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const buyer = await signedInUser(t.app, t.ctx);
    await bikeRepository.update(t.ctx.db, bike.id, { owner_id: buyer.user.id }, t.clock.now());

    const [inherited] = (await list(bike.id, buyer.headers)).json().data;
    expect(inherited).toMatchObject({ id, createdByType: 'user', createdBy: { name: null }, editable: false });
    expect(JSON.stringify(inherited)).not.toContain(owner.user.email);
    // The buyer sees it but cannot rewrite it; the seller no longer sees it at all.
    expect((await update(id, record(bike.id), buyer.headers)).statusCode).toBe(403);
    expect((await remove(id, buyer.headers)).json().error).toBe('FORBIDDEN');
    expect((await list(bike.id, owner.headers)).statusCode).toBe(404);
    expect((await remove(id, owner.headers)).json().error).toBe('NOT_FOUND');
  });
});

describe('PUT /api/maintenance/{id}', () => {
  it('replaces the record the owner wrote and recomputes the total', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const res = await update(
      id,
      { serviceType: 'tune_up', serviceDate: '2026-03-15', description: 'Messa a punto', cost: { parts: 10, labor: 25.25, total: 1 }, bike: 'ignored' },
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      bike: bike.id,
      serviceType: 'tune_up',
      serviceDate: '2026-03-15',
      description: 'Messa a punto',
      cost: { parts: 10, labor: 25.25, total: 35.25 },
      // A full replacement: what was not sent goes back to its default.
      technician: { name: null },
      odometer: { current: 0 },
      componentsReplaced: null,
      editable: true,
    });
    expect((await list(bike.id, owner.headers)).json().data).toHaveLength(1);
  });

  it('validates like the creation', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const res = await update(id, record(bike.id, { description: 'x'.repeat(1001), cost: { parts: -5 } }), owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['description', 'cost.parts']));
  });

  it('answers 404 NOT_FOUND for another user’s record, an unknown or a malformed id', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const stranger = await signedInUser(t.app, t.ctx);
    for (const [target, headers] of [
      [id, stranger.headers],
      ['00000000-0000-4000-8000-000000000000', owner.headers],
      ['nope', owner.headers],
    ] as const) {
      const res = await update(target, record(bike.id, { description: 'Mia ora' }), headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect((await list(bike.id, owner.headers)).json().data[0].description).not.toBe('Mia ora');
  });
});

describe('DELETE /api/maintenance/{id}', () => {
  it('deletes the owner’s record', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const res = await remove(id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await list(bike.id, owner.headers)).json().data).toEqual([]);
    expect((await remove(id, owner.headers)).statusCode).toBe(404);
  });

  it('answers 404 NOT_FOUND to another user and leaves the record', async () => {
    const { owner, bike } = await ownerWithBike();
    const { id } = (await create(record(bike.id), owner.headers)).json().data;
    const stranger = await signedInUser(t.app, t.ctx);
    const res = await remove(id, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
    expect((await list(bike.id, owner.headers)).json().data).toHaveLength(1);
  });

  it('goes with the bike when the bike is deleted', async () => {
    const { owner, bike } = await ownerWithBike();
    await create(record(bike.id), owner.headers);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers })).statusCode).toBe(200);
    const rows = await t.ctx.db.selectFrom('maintenance_records').select('id').where('bike_id', '=', bike.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('seedDemoMaintenance', () => {
  it('gives the demo owner’s bikes a few services, once', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const city = await createBike(t.ctx, owner.user.id, { name: 'La bici di città' });
    await createBike(t.ctx, owner.user.id, { name: 'Corsa della domenica', type: 'road' });
    await seedDemoMaintenance(t.ctx.db, owner.user.id, t.clock.now());
    await seedDemoMaintenance(t.ctx.db, owner.user.id, t.clock.now());
    const records = (await list(city.id, owner.headers)).json().data;
    expect(records.map((r: { serviceType: string }) => r.serviceType)).toEqual(['tire_replacement', 'general_maintenance']);
    expect(records[0]).toMatchObject({ cost: { parts: 42.9, labor: 10, total: 52.9 }, createdByType: 'user', editable: true });
  });
});
