import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicTheftFacts } from '../src/modules/theft-records/theft.presenter.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'PUT', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const italianDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

async function ownerWithBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { serial_number: `SER-${Math.random().toString(36).slice(2, 10)}`, name: 'Rossa' });
  return { owner, bike };
}

/** Every fact, with a point in the centre of Milan (a few metres off the municipality's point). */
function allFacts() {
  const stolenAt = new Date(t.clock.now().getTime() - 2 * DAY);
  return {
    stolenAt: stolenAt.toISOString(),
    place: { lat: 45.464711, lng: 9.190103 },
    address: 'Piazza del Duomo 1, Milano',
    circumstances: 'Legata davanti al bar, sparita in venti minuti.',
    lock: 'Catena con lucchetto al palo della luce',
    policeReportNumber: 'MI-2026-00123',
    policeStation: 'Questura di Milano',
    policeReportDate: italianDay(new Date(stolenAt.getTime() + DAY)),
  };
}

describe('theft facts', () => {
  it('records every fact with the report and shows them to the owner exactly', async () => {
    const { owner, bike } = await ownerWithBike();
    const facts = allFacts();
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 100, ...facts }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, paymentUrl: expect.any(String), bike: { status: 'stolen', reward: 100 } });

    const shown = await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      success: true,
      editable: true,
      facts: {
        stolenAt: facts.stolenAt,
        place: facts.place,
        address: facts.address,
        placeName: 'Milano (MI)',
        circumstances: facts.circumstances,
        lock: facts.lock,
        policeReportNumber: facts.policeReportNumber,
        policeStation: facts.policeStation,
        policeReportDate: facts.policeReportDate,
      },
    });
  });

  it('names the place after the nearest municipality and stores its ISTAT code', async () => {
    const { owner, bike } = await ownerWithBike();
    // Closer to Sesto San Giovanni's point (45.533, 9.226) than to Milan's (45.464, 9.190).
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { place: { lat: 45.53, lng: 9.22 } }, owner.headers);
    expect(res.statusCode).toBe(200);
    const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ place_lat: 45.53, place_lng: 9.22, place_istat: '015209' });
    const shown = await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers);
    expect(shown.json().facts.placeName).toBe('Sesto San Giovanni (MI)');
  });

  it("names the place on the stolen bike's public tag page, never the point or the address", async () => {
    const { owner, bike } = await ownerWithBike();
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    expect((await post(`/api/bikes/${bike.id}/report-stolen`, allFacts(), owner.headers)).statusCode).toBe(200);
    const res = await post('/api/tags/verify', { uid: tag.uid });
    expect(res.json().bike).toMatchObject({ isStolen: true, stolenNear: 'Milano (MI)' });
    expect(res.body).not.toContain('45.4647');
    expect(res.body).not.toContain('Piazza del Duomo');
  });

  it('refuses a theft time in the future with a 400 naming stolenAt, and records no theft', async () => {
    const { owner, bike } = await ownerWithBike();
    const stolenAt = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { stolenAt }, owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'stolenAt', i18nKey: 'validation.date_in_future' })]);
    expect(await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).execute()).toEqual([]);
  });

  it('refuses a theft more than a year old, a point outside Italy and an overlong address, naming each field', async () => {
    const { owner, bike } = await ownerWithBike();
    const old = await post(`/api/bikes/${bike.id}/report-stolen`, { stolenAt: new Date(t.clock.now().getTime() - 400 * DAY).toISOString() }, owner.headers);
    expect(old.statusCode).toBe(400);
    expect(old.json().fields).toEqual([expect.objectContaining({ field: 'stolenAt', i18nKey: 'validation.date_too_old' })]);
    const paris = await post(`/api/bikes/${bike.id}/report-stolen`, { place: { lat: 48.8566, lng: 2.3522 } }, owner.headers);
    expect(paris.statusCode).toBe(400);
    expect(paris.json().fields[0]).toMatchObject({ field: 'place', i18nKey: 'validation.place_outside_italy' });
    const long = await post(`/api/bikes/${bike.id}/report-stolen`, { address: 'x'.repeat(201) }, owner.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ field: 'address' });
  });

  it('refuses a police report dated before the theft with a 400 naming policeReportDate', async () => {
    const { owner, bike } = await ownerWithBike();
    const now = t.clock.now().getTime();
    const res = await post(
      `/api/bikes/${bike.id}/report-stolen`,
      { stolenAt: new Date(now - 3 * DAY).toISOString(), policeReportDate: italianDay(new Date(now - 5 * DAY)) },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'policeReportDate', i18nKey: 'validation.police_date_before_theft' })]);
  });

  it('lets the owner edit the facts while the bike is stolen', async () => {
    const { owner, bike } = await ownerWithBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 0 }, owner.headers);
    const facts = allFacts();
    const res = await put(`/api/bikes/${bike.id}/theft-facts`, { ...facts, address: null }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().facts).toMatchObject({ stolenAt: facts.stolenAt, address: null, policeReportNumber: 'MI-2026-00123', placeName: 'Milano (MI)' });
    const shown = await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers);
    expect(shown.json().facts).toEqual(res.json().facts);
  });

  it('answers 404 to another user editing or reading the facts, and keeps them', async () => {
    const { owner, bike } = await ownerWithBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, { circumstances: 'Dal cortile' }, owner.headers);
    const stranger = await signedInUser(t.app, t.ctx);
    const edit = await put(`/api/bikes/${bike.id}/theft-facts`, { circumstances: 'Altro' }, stranger.headers);
    expect(edit.statusCode).toBe(404);
    expect((await get(`/api/bikes/${bike.id}/theft-facts`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers)).json().facts.circumstances).toBe('Dal cortile');
  });

  it('answers 409 BIKE_NOT_STOLEN to an edit after the recovery, and the facts stay readable', async () => {
    const { owner, bike } = await ownerWithBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, { circumstances: 'Dal cortile' }, owner.headers);
    expect((await post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers)).statusCode).toBe(200);
    const edit = await put(`/api/bikes/${bike.id}/theft-facts`, { circumstances: 'Altro' }, owner.headers);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ success: false, error: 'BIKE_NOT_STOLEN', message: expect.stringContaining('only while the bike is reported stolen') });
    const shown = (await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers)).json();
    expect(shown).toMatchObject({ editable: false, facts: { circumstances: 'Dal cortile' } });
  });

  it('still takes a report with only a reward (old clients): the time is now and no other fact is set', async () => {
    const { owner, bike } = await ownerWithBike();
    const before = t.clock.now().getTime();
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 20 }, owner.headers);
    expect(res.statusCode).toBe(200);
    const { facts } = (await get(`/api/bikes/${bike.id}/theft-facts`, owner.headers)).json();
    expect(Date.parse(facts.stolenAt)).toBeGreaterThanOrEqual(before);
    expect(facts).toMatchObject({
      place: null,
      address: null,
      placeName: null,
      circumstances: null,
      lock: null,
      policeReportNumber: null,
      policeStation: null,
      policeReportDate: null,
    });
  });
});

describe('publicTheftFacts', () => {
  it('gives the time, the area to 0.01°, the municipality and the circumstances; no address, lock, police data or exact point', () => {
    const row = {
      stolen_at: new Date('2026-11-20T18:30:00.000Z'),
      place_lat: 45.464711,
      place_lng: 9.190103,
      place_address: 'Piazza del Duomo 1, Milano',
      place_istat: '015146',
      circumstances: 'Legata davanti al bar',
      lock_description: 'Catena',
      police_report_number: 'MI-2026-00123',
      police_station: 'Questura di Milano',
      police_report_date: '2026-11-21',
    };
    const shown = publicTheftFacts(row);
    expect(shown).toEqual({
      stolenAt: '2026-11-20T18:30:00.000Z',
      area: { lat: 45.46, lng: 9.19 },
      placeName: 'Milano (MI)',
      circumstances: 'Legata davanti al bar',
    });
    const text = JSON.stringify(shown);
    for (const secret of ['Piazza', 'Catena', 'MI-2026-00123', 'Questura', '2026-11-21', '45.464711', '9.190103']) expect(text).not.toContain(secret);
  });
});
