import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';

// jsQR is CommonJS: its module object is the function, and carries it as `default` too (what its types declare).
const jsQR = jsQRModule.default;

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());
// Each test starts in a fresh hour: the per-client sighting limit starts again.
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, headers: Headers = {}) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

const DAY = 24 * 60 * 60 * 1000;
const italianDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Every fact of a theft, with its exact point given (the public must see it only rounded). */
function facts(place: { lat: number; lng: number }, daysAgo = 2) {
  const stolenAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
  return {
    stolenAt: stolenAt.toISOString(),
    place,
    address: 'Via Segreta 17, interno 4',
    circumstances: 'Legata davanti al bar, sparita in venti minuti.',
    lock: 'Catena Kryptonite al palo',
    policeReportNumber: 'DEN-2026-99887',
    policeStation: 'Questura Centrale',
    policeReportDate: italianDay(new Date(stolenAt.getTime() + DAY)),
  };
}

/** An owner (with a recognisable name and address) whose bike is reported stolen with the given facts. */
async function stolenBike(place = { lat: 45.464711, lng: 9.190103 }, daysAgo = 2) {
  const owner = await signedInUser(t.app, t.ctx, { nome: 'Ottavia', cognome: 'Zanzibar' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia blu', brand: 'Bianchi', model: 'Spillo', color: 'blu', serial_number: 'WTU123X456' });
  const stolen = await send('POST', `/api/bikes/${bike.id}/report-stolen`, { reward: 0, ...facts(place, daysAgo) }, owner.headers);
  expect(stolen.statusCode).toBe(200);
  return { owner, bike };
}

async function publish(bikeId: string, headers: Headers, body: object = {}) {
  const res = await send('PUT', `/api/bikes/${bikeId}/publication`, body, headers);
  expect(res.statusCode).toBe(200);
  return res.json().publication as { publicId: string; published: boolean; publishedAt: string | null; showSerial: boolean; publishable: boolean };
}

async function listedIds(query: string): Promise<string[]> {
  const res = await get(`/api/stolen?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((item: { publicId: string }) => item.publicId);
}

describe('publishing a theft', () => {
  it('lists a published theft and shows its public page without any personal data, exact place or police report', async () => {
    const { owner, bike } = await stolenBike();
    // A funded reward of 130 €: the finder's share is 65%.
    await t.ctx.db.updateTable('theft_reports').set({ reward_cents: 13_000, reward_status: 'funded' }).where('bike_id', '=', bike.id).execute();
    expect((await get(`/api/bikes/${bike.id}/publication`, owner.headers)).json().publication).toMatchObject({ publishable: true, published: false });

    const publication = await publish(bike.id, owner.headers);
    expect(publication).toMatchObject({ published: true, publishable: true, showSerial: false, publicId: expect.stringMatching(/^[a-z0-9]{10}$/) });

    const page = await get(`/api/stolen/${publication.publicId}`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.theft).toMatchObject({
      publicId: publication.publicId,
      bike: { name: 'Freccia blu', brand: 'Bianchi', model: 'Spillo', color: 'blu', serialNumber: null },
      theft: { placeName: 'Milano (MI)', area: { lat: 45.46, lng: 9.19 }, circumstances: 'Legata davanti al bar, sparita in venti minuti.' },
      rewardCents: 8450,
      rewardOfferedCents: 13_000,
      sightingUrl: `${t.ctx.config.publicUrl}/rubate/${publication.publicId}#segnala`,
    });
    const text = page.body;
    for (const secret of [
      'Ottavia',
      'Zanzibar',
      owner.user.email,
      owner.user.id,
      bike.id,
      'Via Segreta',
      'Kryptonite',
      'DEN-2026-99887',
      'Questura',
      '45.464711',
      '9.190103',
      'WTU123X456',
    ]) {
      expect(text).not.toContain(secret);
    }

    const listing = await get('/api/stolen');
    const card = listing.json().items.find((item: { publicId: string }) => item.publicId === publication.publicId);
    expect(card).toMatchObject({ name: 'Freccia blu', placeName: 'Milano (MI)', rewardCents: 8450 });
    for (const secret of ['Ottavia', 'Zanzibar', owner.user.email, 'Via Segreta', 'DEN-2026-99887', '45.464711']) expect(listing.body).not.toContain(secret);
  });

  it('shows the serial number only when the owner chooses to, and keeps the public id when publishing again', async () => {
    const { owner, bike } = await stolenBike();
    const first = await publish(bike.id, owner.headers);
    expect((await get(`/api/stolen/${first.publicId}`)).json().theft.bike.serialNumber).toBeNull();
    const again = await publish(bike.id, owner.headers, { showSerial: true });
    expect(again).toMatchObject({ publicId: first.publicId, showSerial: true });
    expect((await get(`/api/stolen/${first.publicId}`)).json().theft.bike.serialNumber).toBe('WTU123X456');
  });

  it('answers 404 to anyone but the owner who reads, publishes or withdraws, and publishes nothing', async () => {
    const { owner, bike } = await stolenBike();
    const other = await signedInUser(t.app, t.ctx);
    expect((await send('PUT', `/api/bikes/${bike.id}/publication`, {}, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/bikes/${bike.id}/publication`, other.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/bikes/${bike.id}/publication`, undefined, other.headers)).statusCode).toBe(404);
    expect((await send('PUT', `/api/bikes/${bike.id}/publication`, {})).statusCode).toBe(401);
    expect((await get(`/api/bikes/${bike.id}/publication`, owner.headers)).json().publication.published).toBe(false);
  });

  it('refuses to publish a bike that is not stolen (409)', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const res = await send('PUT', `/api/bikes/${bike.id}/publication`, {}, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('BIKE_NOT_STOLEN');
  });

  it('takes the page and the card down when the owner withdraws the publication', async () => {
    const { owner, bike } = await stolenBike();
    const { publicId } = await publish(bike.id, owner.headers);
    const withdrawn = await send('DELETE', `/api/bikes/${bike.id}/publication`, undefined, owner.headers);
    expect(withdrawn.json().publication).toMatchObject({ published: false, publishable: true });
    // Not the not-found page: a poster may still be on a lamp post (issue #27).
    expect((await get(`/api/stolen/${publicId}`)).json()).toMatchObject({ success: false, error: 'THEFT_WITHDRAWN' });
    expect((await get(`/api/stolen/${publicId}/qr.svg`)).statusCode).toBe(410);
    expect(await listedIds('')).not.toContain(publicId);
  });

  it('takes the page and the card down when the bike is recovered', async () => {
    const { owner, bike } = await stolenBike();
    const { publicId } = await publish(bike.id, owner.headers);
    expect((await send('POST', `/api/bikes/${bike.id}/report-recovered`, {}, owner.headers)).statusCode).toBe(200);
    expect((await get(`/api/stolen/${publicId}`)).json()).toMatchObject({ success: false, error: 'THEFT_RECOVERED' });
    expect(await listedIds('')).not.toContain(publicId);
    expect((await get(`/api/bikes/${bike.id}/publication`, owner.headers)).json().publication).toMatchObject({ published: false, publishable: false });
    // Withdrawn for good, not only hidden: the recovered report is no longer marked published.
    const report = await t.ctx.db.selectFrom('theft_reports').select('published_at').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    expect(report.published_at).toBeNull();
  });
});

describe('the public listing', () => {
  it('filters by a municipality and a radius, by the visitor position, and by days', async () => {
    // Palermo's centre, a theft 12 km away in Monreale's direction, and one in Bari.
    const palermo = await stolenBike({ lat: 38.1157, lng: 13.3615 }, 3);
    const nearPalermo = await stolenBike({ lat: 38.0817, lng: 13.2927 }, 10);
    const bari = await stolenBike({ lat: 41.1171, lng: 16.8719 }, 3);
    const [p, n, b] = await Promise.all([palermo, nearPalermo, bari].map(({ owner, bike }) => publish(bike.id, owner.headers)));

    const inPalermo = await get('/api/stolen?place=palermo&radiusKm=5');
    expect(inPalermo.json().place).toBe('Palermo (PA)');
    const ids5 = inPalermo.json().items.map((i: { publicId: string }) => i.publicId);
    expect(ids5).toContain(p?.publicId);
    expect(ids5).not.toContain(n?.publicId);
    expect(ids5).not.toContain(b?.publicId);

    const ids20 = await listedIds(`place=${encodeURIComponent('Palermo (PA)')}&radiusKm=20`);
    expect(ids20).toEqual(expect.arrayContaining([p?.publicId, n?.publicId]));
    expect(ids20).not.toContain(b?.publicId);

    const nearMe = await listedIds('lat=41.12&lng=16.87&radiusKm=3');
    expect(nearMe).toContain(b?.publicId);
    expect(nearMe).not.toContain(p?.publicId);

    const now = t.clock.now();
    const from = italianDay(new Date(now.getTime() - 5 * DAY));
    const to = italianDay(new Date(now.getTime() - 1 * DAY));
    const recent = await listedIds(`place=palermo&radiusKm=20&from=${from}&to=${to}`);
    expect(recent).toContain(p?.publicId);
    expect(recent).not.toContain(n?.publicId);
    const older = await listedIds(`place=palermo&radiusKm=20&to=${italianDay(new Date(now.getTime() - 8 * DAY))}`);
    expect(older).toEqual([n?.publicId]);

    expect((await get('/api/stolen?place=Nowhereville')).statusCode).toBe(404);
    expect((await get('/api/stolen?lat=41.12')).statusCode).toBe(400);
    expect((await get('/api/stolen/places?q=paler')).json().places).toContain('Palermo (PA)');
  });
});

describe('the poster', () => {
  it('has a QR code that decodes to the absolute address of the public page sighting form', async () => {
    const { owner, bike } = await stolenBike();
    const { publicId } = await publish(bike.id, owner.headers);
    const res = await get(`/api/stolen/${publicId}/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const { data, info } = await sharp(Buffer.from(res.body), { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(code?.data).toBe(`${t.ctx.config.publicUrl}/rubate/${publicId}#segnala`);
  });
});

describe('a sighting from the public page', () => {
  it("reaches the owner's sightings, one per client every 10 minutes", async () => {
    const { owner, bike } = await stolenBike();
    const { publicId } = await publish(bike.id, owner.headers);
    const reported = await send('POST', `/api/stolen/${publicId}/sightings`, {
      note: 'Vista legata in via Paolo Sarpi',
      location: { latitude: 45.4801, longitude: 9.1756 },
    });
    expect(reported.statusCode).toBe(201);

    const sightings = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings;
    expect(sightings).toEqual([expect.objectContaining({ source: 'report', note: 'Vista legata in via Paolo Sarpi' })]);
    await t.drainJobs();

    const again = await send('POST', `/api/stolen/${publicId}/sightings`, { note: 'Ancora lì' });
    expect(again.statusCode).toBe(429);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await send('POST', `/api/stolen/${publicId}/sightings`, { note: 'Ancora lì' })).statusCode).toBe(201);
    expect((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings).toHaveLength(2);
  });

  it('takes a multipart form with the tag form rules, and refuses a withdrawn theft with 410', async () => {
    const { owner, bike } = await stolenBike();
    const { publicId } = await publish(bike.id, owner.headers);
    const boundary = '----stolen-test';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = (fields: [string, string][]) => ({
      payload: Buffer.from(`${fields.map(([n, v]) => part(n, v)).join('')}--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const refused = await t.app.inject({ method: 'POST', url: `/api/stolen/${publicId}/sightings`, ...multipart([['contactConsent', 'on']]) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'contactEmail' })]);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/stolen/${publicId}/sightings`,
      ...multipart([
        ['note', 'Dal ciclista sotto casa'],
        ['latitude', '45.47'],
        ['longitude', '9.18'],
      ]),
    });
    expect(ok.statusCode).toBe(201);
    expect((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings).toEqual([
      expect.objectContaining({ note: 'Dal ciclista sotto casa', location: expect.objectContaining({ exact: false }) }),
    ]);

    await send('DELETE', `/api/bikes/${bike.id}/publication`, undefined, owner.headers);
    t.clock.advance(11 * 60 * 1000);
    const late = await send('POST', `/api/stolen/${publicId}/sightings`, { note: 'Tardi' });
    expect({ status: late.statusCode, error: late.json().error }).toEqual({ status: 410, error: 'THEFT_WITHDRAWN' });
  });
});
