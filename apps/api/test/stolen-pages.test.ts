import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { setupTestAppWithWeb } from './helpers/web-build.ts';

/**
 * The public stolen pages rendered on the server (issue #19): a published theft's page, the listing
 * and the poster carry their content in the first HTML, in the visitor's language; a theft no longer
 * published answers 404 with the not-found page; the sighting form works without JavaScript.
 * These need the web app's builds (browser and server renderer): built once for this file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestAppWithWeb();
}, 180_000);
afterAll(() => t?.close());
// Each test starts in a fresh hour: the per-client sighting limit starts again.
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
/** What a browser sends with a form posted from the site's own page (the form takes nothing else: owner-flood.test.ts). */
const fromOwnPage = (): Headers => ({ origin: t.ctx.config.publicUrl });
const DAY = 24 * 60 * 60 * 1000;

/** An owner (with a recognisable name) whose bike is stolen with every fact given, a funded reward of 130 €, and published. */
async function publishedTheft(name = 'Freccia blu') {
  const owner = await signedInUser(t.app, t.ctx, { nome: 'Ottavia', cognome: 'Zanzibar' });
  const bike = await createBike(t.ctx, owner.user.id, { name, brand: 'Bianchi', model: 'Spillo', color: 'blu', serial_number: 'WTU123X456' });
  const stolenAt = new Date(t.clock.now().getTime() - 2 * DAY);
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/bikes/${bike.id}/report-stolen`,
    payload: {
      reward: 0,
      stolenAt: stolenAt.toISOString(),
      place: { lat: 45.464711, lng: 9.190103 },
      address: 'Via Segreta 17, interno 4',
      circumstances: 'Legata davanti al bar, sparita in venti minuti.',
      lock: 'Catena Kryptonite al palo',
      policeReportNumber: 'DEN-2026-99887',
      policeStation: 'Questura Centrale',
    },
    headers: owner.headers,
  });
  expect(reported.statusCode).toBe(200);
  // A funded reward of 130 €: the finder's share (65%) is 84,50 €.
  await t.ctx.db.updateTable('theft_reports').set({ reward_cents: 13_000, reward_status: 'funded' }).where('bike_id', '=', bike.id).execute();
  const published = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}/publication`, payload: {}, headers: owner.headers });
  expect(published.statusCode).toBe(200);
  const publicId = published.json().publication.publicId as string;
  return { owner, bike, publicId };
}

/** What the owner must never see leave on a public page. */
const secretsOf = (owner: { user: { email: string; id: string } }, bikeId: string) => [
  'Ottavia',
  'Zanzibar',
  owner.user.email,
  owner.user.id,
  bikeId,
  'Via Segreta',
  'Kryptonite',
  'DEN-2026-99887',
  'Questura',
  '45.464711',
  '9.190103',
  'WTU123X456',
];

/** The server's data block of a page (what the browser hydrates from). */
function dataBlock(html: string) {
  const json = html.match(/<script type="application\/json" id="ritrova-ssr">([^<]*)<\/script>/)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? 'null');
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3322', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer();

describe("a published theft's public page", () => {
  it('is rendered on the server with the bike, the place, the reward and the sighting form, and nothing about the owner', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    const res = await get(`/rubate/${publicId}`, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Freccia blu');
    expect(html).toContain('Milano (MI)');
    expect(html).toMatch(/Ricompensa per chi la ritrova: 84,50\s€/);
    expect(html).toContain('Legata davanti al bar');
    expect(html).toContain('Hai visto questa bici?');
    const form = html.match(new RegExp(`<form[^>]*action="/rubate/${publicId}#segnala"[^>]*>`))?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="photo"/);
    expect(html).toMatch(/<textarea[^>]*name="note"/);
    // The browser hydrates from the same theft: it does not ask for it again.
    expect(dataBlock(html)).toMatchObject({ language: 'it', stolenPage: { publicId, bike: { name: 'Freccia blu' }, rewardCents: 8450 } });
    for (const secret of secretsOf(owner, bike.id)) expect(html).not.toContain(secret);
  });

  it("is in the visitor's language (Accept-Language)", async () => {
    const { publicId } = await publishedTheft();
    const res = await get(`/rubate/${publicId}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Have you seen this bike?');
    expect(res.body).toContain('Milano (MI)');
    expect(res.body).not.toContain('Hai visto questa bici?');
    expect(dataBlock(res.body).language).toBe('en');
  });

  it('answers 404 with the not-found page for an unknown theft', async () => {
    for (const id of ['zzzzzzzzzz', 'not-an-id']) {
      const res = await get(`/rubate/${id}`, { 'accept-language': 'it' });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toMatch(/^text\/html/);
      expect(res.body, id).toContain('Pagina non trovata');
      expect(dataBlock(res.body).notFound, id).toBe(true);
    }
  });

  it("answers a recovered theft's page and poster with 410 and the thanks, in the visitor's language, nothing about the owner or the place, not indexed", async () => {
    const recovered = await publishedTheft();
    const back = await t.app.inject({ method: 'POST', url: `/api/bikes/${recovered.bike.id}/report-recovered`, payload: {}, headers: recovered.owner.headers });
    expect(back.statusCode).toBe(200);
    const thanks = { it: 'Ritrovata — grazie a chi ha aiutato', en: 'Found — thank you to everyone who helped', zh: '已找回——感谢所有帮助过的人' };
    for (const path of [`/rubate/${recovered.publicId}`, `/rubate/${recovered.publicId}/poster`]) {
      for (const [language, text] of Object.entries(thanks)) {
        const res = await get(path, { 'accept-language': language });
        expect(res.statusCode, `${path} ${language}`).toBe(410);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain(`<html lang="${language}">`);
        expect(res.body).toContain(text);
        expect(res.body).toContain('<meta name="robots" content="noindex"/>');
        expect(res.body).not.toContain('Pagina non trovata');
        expect(res.body).not.toContain('Freccia blu');
        expect(res.body).not.toContain('Milano (MI)');
        expect(dataBlock(res.body)).toMatchObject({ theftEnded: { outcome: 'recovered' } });
        expect(dataBlock(res.body).notFound).toBeUndefined();
        for (const secret of secretsOf(recovered.owner, recovered.bike.id)) expect(res.body).not.toContain(secret);
      }
    }
    // The app's own request for it says the same, as an error the page reads.
    const api = await get(`/api/stolen/${recovered.publicId}`);
    expect(api.statusCode).toBe(410);
    expect(api.json()).toMatchObject({ success: false, error: 'THEFT_RECOVERED', i18nKey: 'errors.THEFT_RECOVERED' });
  });

  it('answers a withdrawn theft with 410 and "listing withdrawn", nothing about the bike', async () => {
    const withdrawn = await publishedTheft();
    const down = await t.app.inject({ method: 'DELETE', url: `/api/bikes/${withdrawn.bike.id}/publication`, headers: withdrawn.owner.headers });
    expect(down.statusCode).toBe(200);
    const res = await get(`/rubate/${withdrawn.publicId}`, { 'accept-language': 'it' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Annuncio ritirato');
    expect(res.body).not.toContain('Freccia blu');
    expect(dataBlock(res.body)).toMatchObject({ theftEnded: { outcome: 'withdrawn' } });
    expect((await get(`/api/stolen/${withdrawn.publicId}`)).json()).toMatchObject({ error: 'THEFT_WITHDRAWN' });
  });
});

describe('the sighting form without JavaScript', () => {
  it('takes a multipart report with its photo: 303 to the thanks, and the owner has the sighting with the photo', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    const form = multipart([
      { name: 'note', value: 'Legata in via Paolo Sarpi' },
      { name: 'shareExact', value: 'true' },
      { name: 'contactConsent', value: 'true' },
      { name: 'contactEmail', value: 'finder@example.com' },
      { name: 'photo', filename: 'bici.jpg', type: 'image/jpeg', bytes: await photo() },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/rubate/${publicId}`, payload: form.payload, headers: { ...form.headers, ...fromOwnPage() } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/rubate/${publicId}?segnalazione=inviata&contatto=1#segnala`);

    const sightings = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings;
    expect(sightings).toEqual([
      expect.objectContaining({ source: 'report', note: 'Legata in via Paolo Sarpi', photo: expect.objectContaining({ width: 800, height: 600 }) }),
    ]);
    await t.drainJobs();

    const thanks = await get(`/rubate/${publicId}?segnalazione=inviata&contatto=1`, { 'accept-language': 'it' });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Grazie, segnalazione inviata');
    expect(thanks.body).toContain('potrà scriverti tramite Ritrova');
  });

  it('takes a urlencoded report (a form without a file) too', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    const res = await t.app.inject({
      method: 'POST',
      url: `/rubate/${publicId}`,
      payload: 'note=Vista+in+stazione&latitude=45.48&longitude=9.17',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromOwnPage() },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/rubate/${publicId}?segnalazione=inviata#segnala`);
    expect((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings).toEqual([
      expect.objectContaining({ note: 'Vista in stazione', location: expect.objectContaining({ exact: false }) }),
    ]);
    await t.drainJobs();
  });

  it('answers a refused report with 400 and the page again, the form as it was sent and what was wrong, recording nothing', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    const form = multipart([
      { name: 'note', value: 'Sotto il portico <b>rosso</b>' },
      { name: 'contactConsent', value: 'true' },
      { name: 'contactEmail', value: 'non-una-mail' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/rubate/${publicId}`,
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'it', ...fromOwnPage() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Freccia blu');
    expect(res.body).toMatch(/<textarea[^>]*name="note"[^>]*>Sotto il portico &lt;b&gt;rosso&lt;\/b&gt;<\/textarea>/);
    expect(res.body).toMatch(/<input[^>]*name="contactEmail"[^>]*value="non-una-mail"/);
    expect(res.body).toMatch(/<input[^>]*name="contactConsent"[^>]*checked=""/);
    expect(res.body).toContain('Email non valida');
    expect(dataBlock(res.body).sightingForm).toEqual({
      values: { note: 'Sotto il portico <b>rosso</b>', shareExact: false, contactConsent: true, contactEmail: 'non-una-mail' },
      errors: { contactEmail: 'validation.email_invalid' },
    });
    expect((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings).toEqual([]);
  });

  it('answers a refused photo with the page again and the refusal in words under the photo field, not its key', async () => {
    const { publicId } = await publishedTheft();
    const form = multipart([
      { name: 'note', value: 'Legata in via Paolo Sarpi' },
      { name: 'photo', filename: 'bici.jpg', type: 'image/jpeg', bytes: Buffer.from('non è una foto') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/rubate/${publicId}`,
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'it', ...fromOwnPage() },
    });
    expect(res.statusCode).toBe(400);
    const refused = dataBlock(res.body).sightingForm.errors.photo as string;
    expect(refused).toMatch(/^photos\./);
    const name = refused.replace(/^photos\./, '');
    const italian = (await import('../../web/src/locales/it/photos.json', { with: { type: 'json' } })).default.errors as Record<string, string>;
    expect(italian[name], refused).toBeDefined();
    // The Italian text as React writes it into HTML (an apostrophe escaped), each `{{value}}` filled in.
    const shown = (italian[name] ?? '')
      .replaceAll("'", '&#x27;')
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^<]+');
    expect(res.body).toMatch(new RegExp(`>${shown}<`));
    expect(res.body).not.toContain(`>${name}<`);
  });

  it('answers 410 with the "listing withdrawn" page for a report on a theft no longer published', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}/publication`, headers: owner.headers });
    const res = await t.app.inject({
      method: 'POST',
      url: `/rubate/${publicId}`,
      payload: 'note=Tardi',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'it', ...fromOwnPage() },
    });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Annuncio ritirato');
  });
});

describe('the stolen listing', () => {
  it('has the newest published thefts in its first HTML, linking to their pages, with no owner data', async () => {
    const { owner, bike, publicId } = await publishedTheft('Saetta gialla');
    const res = await get('/rubate', { 'accept-language': 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bici rubate');
    expect(res.body).toContain('Saetta gialla');
    expect(res.body).toContain(`href="/rubate/${publicId}"`);
    expect(dataBlock(res.body).stolenList.items).toEqual(expect.arrayContaining([expect.objectContaining({ publicId })]));
    for (const secret of secretsOf(owner, bike.id)) expect(res.body).not.toContain(secret);
  });
});

describe('the poster', () => {
  it('is rendered on the server with the bike, the reward and the QR code, and answers 404 for a theft not published', async () => {
    const { owner, bike, publicId } = await publishedTheft();
    const res = await get(`/rubate/${publicId}/poster`, { 'accept-language': 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Freccia blu');
    expect(res.body).toMatch(/84,50\s€/);
    expect(res.body).toContain(`src="/api/stolen/${publicId}/qr.svg"`);
    for (const secret of secretsOf(owner, bike.id)) expect(res.body).not.toContain(secret);

    const unknown = await get('/rubate/zzzzzzzzzz/poster', { 'accept-language': 'it' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Pagina non trovata');
  });
});
