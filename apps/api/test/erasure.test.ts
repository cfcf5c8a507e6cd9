import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/secrets.ts';
import { runRetention } from '../src/modules/privacy/account-retention.ts';
import { exportCoverage } from '../src/modules/privacy/export-coverage.ts';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, signedInUser, signIn } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { type PushServiceStandIn, startPushService } from './helpers/push-service.ts';

/**
 * Issue #26 item 5: deleting an account removes or pseudonymises every row of the retention table
 * that refers to the person, and the export holds every kind of data the table lists for them.
 *
 * One person with data of every kind: bikes with photos, tags, maintenance and a shop's consent; a
 * theft with its facts, published and funded, and a second one recovered, credited and disputed;
 * sightings they made (signed in, with a photo and their contact address, and one anonymous with
 * their address), a signed-in tap and the return it credits them with (a payout); a message; a transfer and a shop sale to their address; a contact message; a push
 * subscription, a Hunter area, a hunt, its alert mail; a payout method; audit entries about them; a
 * linked Google account and an unfinished Google sign-up with their address. Then the account is deleted, the clock moves past
 * the 30 days and the retention job runs: no text or JSON column of any table holds their e-mail,
 * name, surname or Hunter name any more.
 *
 * Kept by design, pseudonymised (the rows stay, tied to the account's id, which names nobody once the
 * account row is pseudonymised; the `payments` rule, ten years): reward_payments, payouts, receipts,
 * disputes (their reason as written, here without a name), the theft reports with money (reduced to
 * the municipality, dates and amounts) and their bikes (reduced to the type), the ledger.
 */
let t: TestApp;
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  t = await setupTestApp({ PUSH_DEV_SERVICE_ORIGINS: push.origin });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const DAY = 24 * 60 * 60 * 1000;
type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object, remoteAddress?: string) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object, remoteAddress?: string) {
  const res = await send(method, url, headers, payload, remoteAddress);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer();
const reportIdOf = async (bikeId: string) =>
  (await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bikeId).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;

async function fundTheft(bikeId: string, headers: Headers, body: object) {
  const reported = await ok('POST', `/api/bikes/${bikeId}/report-stolen`, headers, body);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  await ok('POST', `/api/payments/${paymentId}/confirm`, headers);
  return reportIdOf(bikeId);
}

const MILANO = { lat: 45.4642, lng: 9.19 };
const suffix = randomUUID().slice(0, 8);
const person = {
  nome: 'Ottavia',
  cognome: 'Brambillasca',
  email: `ottavia.brambillasca.${suffix}@example.com`,
  hunterName: `VolpeArgento${suffix.slice(0, 4)}`,
};

/** Everything a person can leave in Ritrova, made through the routes a person uses. */
async function personWithDataOfEveryKind() {
  const me = await signedInUser(t.app, t.ctx, {
    email: person.email,
    nome: person.nome,
    cognome: person.cognome,
    persona: 'hunter',
    hunter_name: person.hunterName,
    username: `ottavia${suffix}`,
    email_verified_at: null,
  });
  const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
  // Audit entries about them: a verification mail sent again (it names the address), a suspension lifted.
  await ok('POST', `/api/admin/users/${me.user.id}/resend-verification`, admin.headers);
  const verification = linkFrom(await t.waitForMail(person.email), '/verify-email');
  await ok('POST', '/api/auth/verify-email', {}, { token: verification.token });
  await ok('POST', `/api/admin/users/${me.user.id}/suspend`, admin.headers);
  await ok('POST', `/api/admin/users/${me.user.id}/reactivate`, admin.headers);
  // The suspension ended every session: they sign in again.
  me.headers = bearer((await signIn(t.app, person.email, me.password)).token);

  // A bike with a photo, notes naming them, maintenance, a shop's consent; stolen, with facts, funded and published.
  const shop = await signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Cicli', cognome: 'Corsari' });
  const bike = await createBike(t.ctx, me.user.id, {
    name: `La bici di ${person.nome}`,
    notes: `Comprata da ${person.nome} ${person.cognome}`,
    serial_number: 'OTT-123',
  });
  const tag = await createTag(t.ctx, { ownerId: me.user.id, bikeId: bike.id });
  const photo = multipart([{ name: 'bikePhoto', filename: 'bici.jpg', type: 'image/jpeg', bytes: await image(900, 600) }]);
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/photos/${bike.id}/photo`, payload: photo.payload, headers: { ...me.headers, ...photo.headers } }))
      .statusCode,
  ).toBe(201);
  await ok('POST', '/api/maintenance', me.headers, {
    bike: bike.id,
    serviceType: 'brake_service',
    serviceDate: '2026-03-14',
    description: `Freni registrati per ${person.nome}`,
    recommendations: `Da ricontrollare per ${person.cognome}`,
    issuesFound: 'Pastiglie consumate',
    technician: { name: `${person.nome} ${person.cognome}` },
    cost: { parts: 20, labor: 15 },
  });
  await ok('POST', `/api/bikes/${bike.id}/shop-consents`, me.headers, { shopEmail: shop.user.email });
  // A Hunter area (set before the theft below is funded near it: an alert mail day), a push subscription, a payout method.
  await ok('PUT', '/api/hunter/area', me.headers, { latitude: MILANO.lat, longitude: MILANO.lng, radiusKm: 20 });
  await ok('POST', '/api/hunter/push-subscriptions', me.headers, push.subscribe());
  await ok('PUT', '/api/hunter/payout-method', me.headers, { kind: 'paypal', holderName: `${person.nome} ${person.cognome}`, paypalEmail: person.email });

  const theftId = await fundTheft(bike.id, me.headers, {
    reward: 60,
    stolenAt: new Date(t.clock.now().getTime() - DAY).toISOString(),
    place: MILANO,
    address: `Via ${person.cognome} 3, Milano`,
    circumstances: `${person.nome} l'aveva legata davanti a casa`,
    lock: 'Catena',
    policeReportNumber: 'MI-2026-777',
    policeStation: 'Questura di Milano',
  });
  const publication = (await ok('PUT', `/api/bikes/${bike.id}/publication`, me.headers, { showSerial: true })).json().publication;
  // A stranger taps the stolen bike's tag: a sighting, the owner's mail window.
  await ok('POST', '/api/tags/verify', {}, { uid: tag.uid, location: { latitude: 45.47, longitude: 9.2 } }, '10.26.0.1');

  // A second bike, stolen, funded, returned by a Hunter and credited, then disputed by them.
  const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
  const second = await createBike(t.ctx, me.user.id, { name: 'Seconda' });
  const secondTag = await createTag(t.ctx, { ownerId: me.user.id, bikeId: second.id });
  const secondTheftId = await fundTheft(second.id, me.headers, { reward: 40, place: MILANO });
  await ok('POST', '/api/tags/verify', hunter.headers, { uid: secondTag.uid, location: { latitude: 45.46, longitude: 9.18 } });
  await ok('POST', `/api/bikes/${second.id}/report-recovered`, me.headers, { returnedBy: hunter.user.id });
  await ok('POST', `/api/thefts/${secondTheftId}/disputes`, me.headers, { reason: 'La bici mi è stata riportata dalla polizia municipale' });

  // As a finder of someone else's stolen bike: a hunt accepted, a signed-in sighting with a photo and
  // their address, an anonymous one with their address, a message.
  const other = await signedInUser(t.app, t.ctx);
  const othersBike = await createBike(t.ctx, other.user.id, { name: 'Altrui' });
  const othersTag = await createTag(t.ctx, { ownerId: other.user.id, bikeId: othersBike.id });
  const othersTheftId = await fundTheft(othersBike.id, other.headers, { reward: 30, place: { lat: 45.47, lng: 9.2 } });
  await t.drainJobs();
  await ok('POST', `/api/hunts/${othersTheftId}/accept`, me.headers);
  const sighting = multipart([
    { name: 'uid', value: othersTag.uid },
    { name: 'latitude', value: '45.4701' },
    { name: 'longitude', value: '9.2001' },
    { name: 'contactConsent', value: 'true' },
    { name: 'contactEmail', value: person.email },
    { name: 'note', value: `Sono ${person.nome}, l'ho vista qui` },
    { name: 'photo', filename: 'vista.jpg', type: 'image/jpeg', bytes: await image(800, 600) },
  ]);
  const sent = await t.app.inject({ method: 'POST', url: '/api/sightings', payload: sighting.payload, headers: { ...me.headers, ...sighting.headers } });
  expect(sent.statusCode, sent.body).toBe(201);
  await ok('POST', '/api/sightings', {}, { uid: othersTag.uid, contactConsent: true, contactEmail: person.email, note: 'Di nuovo qui' }, '10.26.0.2');
  await ok('POST', `/api/hunts/${othersTheftId}/conversation`, me.headers, { body: `Sono ${person.nome} ${person.cognome}, scrivimi a ${person.email}` });
  // Signed in, they tap the bike's tag, and its owner credits them with the return: a payout is due to them.
  await ok('POST', '/api/tags/verify', me.headers, { uid: othersTag.uid, location: { latitude: 45.4702, longitude: 9.2002 } });
  await ok('POST', `/api/bikes/${othersBike.id}/report-recovered`, other.headers, { returnedBy: me.user.id });

  // Addressed to them by others: a transfer (waiting) and a shop sale (claimed at once: the address is proven).
  const seller = await signedInUser(t.app, t.ctx);
  const sold = await createBike(t.ctx, seller.user.id, { name: 'In vendita' });
  await ok('POST', `/api/bikes/${sold.id}/transfers`, seller.headers, { email: person.email });
  const shopTag = await createTag(t.ctx);
  await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id, batch: 'NEGOZIO-26' }).where('id', '=', shopTag.id).execute();
  await ok('POST', `/api/shop/tags/${shopTag.id}/activate`, shop.headers, { customerEmail: person.email });

  // A message to the support, and a Google sign-up started with their address and never finished
  // (the row Sign in with Google writes; the OpenID stand-in flow is tested in google.test.ts).
  await ok(
    'POST',
    '/api/contact',
    {},
    { name: `${person.nome} ${person.cognome}`, email: person.email, message: 'Come funziona il tag sul telaio?' },
    '10.26.0.3',
  );
  // Their Google account linked (the row the linking writes; the flow is tested in google.test.ts).
  await t.ctx.db
    .insertInto('user_identities')
    .values({ user_id: me.user.id, provider: 'google', subject: `google-linked-${suffix}`, email: person.email, created_at: t.clock.now() })
    .execute();
  await t.ctx.db
    .insertInto('identity_tickets')
    .values({
      purpose: 'signup',
      provider: 'google',
      subject: `google-${suffix}`,
      email: person.email,
      given_name: person.nome,
      family_name: person.cognome,
      user_id: null,
      token_hash: hashToken(`ticket-${suffix}`),
      expires_at: new Date(t.clock.now().getTime() + 60 * 60 * 1000),
      created_at: t.clock.now(),
    })
    .execute();
  await t.drainJobs();
  return { me, bike, second, publicId: publication.publicId as string, theftIds: [theftId, secondTheftId] };
}

/** Every text or JSON column of every table of the schema, with how many rows hold `needle` (case-insensitive). */
async function rowsHolding(needle: string): Promise<string[]> {
  const { rows: columns } = await t.ctx.pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await t.ctx.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`,
      [needle],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** The values at a path of the export (`a.b`, `list[].c`): each `[]` steps into every element of a list. */
function valuesAt(document: unknown, pathText: string): unknown[] {
  let current: unknown[] = [document];
  for (const step of pathText.split('.')) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    current = current.flatMap((value) => {
      if (value === null || typeof value !== 'object' || !(key in value)) return [];
      const next = (value as Record<string, unknown>)[key];
      return list ? (Array.isArray(next) ? next : []) : [next];
    });
  }
  return current;
}

describe('a person with data of every kind', () => {
  let made: Awaited<ReturnType<typeof personWithDataOfEveryKind>>;
  beforeAll(async () => {
    made = await personWithDataOfEveryKind();
  }, 120_000);

  it('finds every kind of their data in their export, where privacy/export-coverage.ts says it is', async () => {
    const res = await ok('GET', '/api/users/me/export', made.me.headers);
    const { data } = res.json();
    const missing = Object.entries(exportCoverage)
      .filter(([, how]) => 'exportedAs' in how)
      .map(([column, how]) => [column, (how as { exportedAs: string }).exportedAs] as const)
      .filter(([, at]) => valuesAt(data, at).filter((v) => v !== undefined).length === 0)
      .map(([column, at]) => `${column} → ${at}`);
    expect(missing, 'columns whose place in the export is empty or absent').toEqual([]);
    // Push subscriptions leave as the push service's origin, never the keys or the whole endpoint.
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ service: push.origin })]);
    expect(res.body).not.toContain(`${push.origin}/`);
  });

  it('leaves none of their e-mail, name, surname or Hunter name in any table after the deletion and the retention job', async () => {
    const { me } = made;
    const deleted = await send('DELETE', '/api/users/me', me.headers, { password: me.password });
    expect(deleted.statusCode).toBe(200);
    // At once: the published theft is withdrawn, the mails addressed to them leave the outbox.
    // Its public page says only that the listing was withdrawn (issue #27: no dead end for a poster).
    const withdrawn = await send('GET', `/api/stolen/${made.publicId}`);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json()).toMatchObject({ success: false, error: 'THEFT_WITHDRAWN' });
    expect((await send('GET', '/api/stolen')).json().items.map((i: { publicId: string }) => i.publicId)).not.toContain(made.publicId);
    expect(await t.mailsTo(person.email)).toEqual([]);

    t.clock.advance(31 * DAY);
    await runRetention(t.ctx);
    await t.drainJobs();

    const left: Record<string, string[]> = {};
    for (const needle of [person.email, person.nome, person.cognome, person.hunterName]) {
      const found = await rowsHolding(needle);
      if (found.length > 0) left[needle] = found;
    }
    expect(left, 'columns still holding the person').toEqual({});
    expect(await t.mailsTo(person.email)).toEqual([]);

    // What stays is pseudonymised or reduced: the money, tied to the account's id; the thefts with money keep municipality, dates and amounts.
    const reports = await t.ctx.db
      .selectFrom('theft_reports')
      .select(['place_istat', 'reward_cents', 'place_lat', 'place_address', 'circumstances', 'police_report_number', 'published_at'])
      .where('owner_id', '=', me.user.id)
      .orderBy('reward_cents', 'desc')
      .execute();
    expect(reports).toEqual([
      { place_istat: '015146', reward_cents: 6000, place_lat: null, place_address: null, circumstances: null, police_report_number: null, published_at: null },
      { place_istat: '015146', reward_cents: 4000, place_lat: null, place_address: null, circumstances: null, police_report_number: null, published_at: null },
    ]);
    expect(await t.ctx.db.selectFrom('bike_photos').select('id').where('bike_id', 'in', [made.bike.id, made.second.id]).execute()).toEqual([]);
    const uploads = await fs.readdir(path.join(t.dataDir, 'uploads', made.bike.id)).catch(() => [] as string[]);
    expect(uploads.filter((f) => f !== 'sightings')).toEqual([]);
    expect(await t.ctx.db.selectFrom('hunts').select('theft_report_id').where('hunter_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('tags').select('uid').where('owner_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('sighting_mail_windows').select('bike_id').where('owner_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('hunt_alert_mails').select('day').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('user_identities').select('subject').where('user_id', '=', me.user.id).execute()).toEqual([]);
    // The audit entries about them stay, with their action.
    expect((await t.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', me.user.id).execute()).length).toBeGreaterThanOrEqual(3);
  });
});
