import { retentionPolicy } from '@ritrova/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { retentionSteps, runRetentionPolicy } from '../src/modules/privacy/retention.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, createUser, signedInUser } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';

// Issue #26 item 2: each rule of the retention table that the worker applies, just before and just
// after its period (the application's clock moves; the job reads time from it).

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Headers = Record<string, string>;

const run = () => runRetentionPolicy(t.ctx);
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
/** Moves the application's clock to `at`. */
const advanceTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
/** `at` plus `months` calendar months (UTC), as a period in months counts them. */
function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Somewhere in Milan, exactly (what only the finder's phone knew). */
const EXACT = { latitude: 45.4642123, longitude: 9.1912345, accuracy: 12 };
/** The same point on the ~1 km grid. */
const CELL = { latitude: 45.46, longitude: 9.19 };

/** An owner's bike with a tag, reported stolen with its facts. */
async function stolenBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id);
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const res = await post(
    `/api/bikes/${bike.id}/report-stolen`,
    {
      reward: 0,
      place: { lat: 45.4781234, lng: 9.2271234 },
      address: 'Via Tortona 12, Milano',
      circumstances: 'Legata davanti al portone',
      lock: 'Catena Kryptonite',
      policeReportNumber: 'D-2026-1234',
      policeStation: 'Questura di Milano',
    },
    owner.headers,
  );
  expect(res.statusCode).toBe(200);
  const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
  return { owner, bike, tag, report };
}

/** The owner marks the bike recovered; returns when its theft closed. */
async function recover(theft: Awaited<ReturnType<typeof stolenBike>>): Promise<Date> {
  // A session of now: the clock may have moved past the first one's access token.
  const headers = bearer((await startSession(t.ctx, theft.owner.user)).token);
  expect((await post(`/api/bikes/${theft.bike.id}/report-recovered`, {}, headers)).statusCode).toBe(200);
  const row = await t.ctx.db.selectFrom('theft_reports').select('recovered_at').where('id', '=', theft.report.id).executeTakeFirstOrThrow();
  if (!row.recovered_at) throw new Error('the theft did not close');
  return row.recovered_at;
}

const scansOfTag = (tagId: string) =>
  t.ctx.db.selectFrom('scans').select(['latitude', 'longitude', 'accuracy', 'device_info', 'view_token']).where('tag_id', '=', tagId).orderBy('id').execute();
const sightingsOf = (bikeId: string) => t.ctx.db.selectFrom('sightings').selectAll().where('bike_id', '=', bikeId).orderBy('created_at').execute();

describe('the retention table and the job', () => {
  it('has a step for every rule the worker applies, and none without a rule', () => {
    const jobRules = retentionPolicy.filter((rule) => rule.enforcement === 'job').map((rule) => rule.id);
    expect(Object.keys(retentionSteps).sort()).toEqual([...jobRules].sort());
  });

  it('is one schedule: the account retention runs inside it, not on a schedule of its own', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pgboss.schedule`.execute(t.ctx.db);
    const names = rows.map((r) => r.name);
    expect(names).toContain('privacy-retention');
    expect(names).not.toContain('account-retention');
  });
});

describe('anonymous_scans', () => {
  it("keeps a stranger's exact point and device 30 days, then only the time, the tag and a ~1 km cell", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const res = await post(
      '/api/tags/verify',
      { uid: tag.uid, location: EXACT, deviceInfo: { language: 'it-IT' } },
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    );
    expect(res.statusCode).toBe(200);
    // A server-rendered view's scan carries its view's token.
    await t.ctx.db
      .insertInto('scans')
      .values({ uid: tag.uid, tag_id: tag.id, bike_id: bike.id, result: 'verified', ...EXACT, view_token: crypto.randomUUID(), scanned_at: t.clock.now() })
      .execute();
    const [scan] = await scansOfTag(tag.id);
    expect(scan).toMatchObject({ ...EXACT, device_info: expect.anything() });

    t.clock.advance(30 * DAY - MINUTE);
    await run();
    for (const row of await scansOfTag(tag.id)) expect(row).toMatchObject({ latitude: EXACT.latitude, longitude: EXACT.longitude, accuracy: EXACT.accuracy });

    t.clock.advance(2 * MINUTE);
    await run();
    expect(await scansOfTag(tag.id)).toEqual([
      { ...CELL, accuracy: null, device_info: null, view_token: null },
      { ...CELL, accuracy: null, device_info: null, view_token: null },
    ]);
  });
});

describe('signed_in_scans', () => {
  it("keeps a Hunter's scan of a bike that is not stolen exact 30 days after the scan", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const hunter = await signedInUser(t.app, t.ctx);
    expect((await post('/api/tags/verify', { uid: tag.uid, location: EXACT }, hunter.headers)).statusCode).toBe(200);

    t.clock.advance(30 * DAY - MINUTE);
    await run();
    expect(await scansOfTag(tag.id)).toMatchObject([{ latitude: EXACT.latitude, accuracy: EXACT.accuracy }]);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await scansOfTag(tag.id)).toMatchObject([{ ...CELL, accuracy: null, device_info: null }]);
  });

  it("keeps a Hunter's scan of a stolen bike exact while the theft is open and 30 days after it closed", async () => {
    const theft = await stolenBike();
    const hunter = await signedInUser(t.app, t.ctx);
    expect((await post('/api/tags/verify', { uid: theft.tag.uid, location: EXACT }, hunter.headers)).statusCode).toBe(200);
    // Long after the scan, the theft still open: the proof that may credit the Hunter stays exact.
    t.clock.advance(45 * DAY);
    await run();
    expect(await scansOfTag(theft.tag.id)).toMatchObject([{ latitude: EXACT.latitude, accuracy: EXACT.accuracy }]);

    const closed = await recover(theft);
    advanceTo(new Date(closed.getTime() + 30 * DAY - MINUTE));
    await run();
    expect(await scansOfTag(theft.tag.id)).toMatchObject([{ latitude: EXACT.latitude, accuracy: EXACT.accuracy }]);
    t.clock.advance(2 * MINUTE);
    await run();
    expect(await scansOfTag(theft.tag.id)).toMatchObject([{ ...CELL, accuracy: null, device_info: null }]);
  });
});

describe('sighting_contact', () => {
  it("keeps a finder's contact address while the theft is open and clears it when the theft closes", async () => {
    const theft = await stolenBike();
    const report = { uid: theft.tag.uid, location: EXACT, note: 'Legata al palo', contactConsent: true, contactEmail: 'finder@example.com' };
    expect((await post('/api/sightings', report)).statusCode).toBe(201);
    t.clock.advance(90 * DAY);
    await run();
    expect(await sightingsOf(theft.bike.id)).toMatchObject([{ contact_email: 'finder@example.com', note: 'Legata al palo' }]);

    await recover(theft);
    await run();
    expect(await sightingsOf(theft.bike.id)).toMatchObject([{ contact_email: null, note: 'Legata al palo', latitude: EXACT.latitude }]);
  });
});

/** A photo as a phone would send it (within the photo limits: at least 300 px, 1 KB). */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .toBuffer();

describe('sightings', () => {
  it('keeps what a finder reported, photo included, six months after the theft closed, then only the time and a ~1 km cell', async () => {
    const theft = await stolenBike();
    const body = multipart([
      { name: 'uid', value: theft.tag.uid },
      { name: 'latitude', value: String(EXACT.latitude) },
      { name: 'longitude', value: String(EXACT.longitude) },
      { name: 'accuracy', value: '12' },
      { name: 'note', value: 'Vista davanti al bar, catena tagliata' },
      { name: 'photo', filename: 'bici.jpg', type: 'image/jpeg', bytes: await photo() },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/sightings', ...body })).statusCode).toBe(201);
    const [sighting] = await sightingsOf(theft.bike.id);
    const stored = await t.ctx.db
      .selectFrom('sighting_photos')
      .select('id')
      .where('sighting_id', '=', sighting?.id ?? '')
      .executeTakeFirstOrThrow();
    const thumbnail = `${theft.bike.id}/sightings/${stored.id}/thumbnail.jpg`;
    expect(await t.ctx.storage.get(thumbnail)).not.toBeNull();

    const closed = await recover(theft);
    advanceTo(new Date(addMonths(closed, 6).getTime() - DAY));
    await run();
    expect(await sightingsOf(theft.bike.id)).toMatchObject([{ note: 'Vista davanti al bar, catena tagliata', latitude: EXACT.latitude, accuracy: 12 }]);
    expect(await t.ctx.storage.get(thumbnail)).not.toBeNull();

    t.clock.advance(2 * DAY);
    await run();
    expect(await sightingsOf(theft.bike.id)).toMatchObject([{ note: null, ...CELL, accuracy: null, source: 'report' }]);
    expect(await t.ctx.db.selectFrom('sighting_photos').select('id').where('id', '=', stored.id).execute()).toEqual([]);
    expect(await t.ctx.storage.get(thumbnail)).toBeNull();
    expect(await t.ctx.storage.get(`${theft.bike.id}/sightings/${stored.id}/large.jpg`)).toBeNull();
  });
});

describe('theft_facts', () => {
  it("keeps the theft's facts six months after it closed, then only the municipality and the dates: no point", async () => {
    const theft = await stolenBike();
    const closed = await recover(theft);
    const facts = () => t.ctx.db.selectFrom('theft_reports').selectAll().where('id', '=', theft.report.id).executeTakeFirstOrThrow();
    const before = await facts();

    advanceTo(new Date(addMonths(closed, 6).getTime() - DAY));
    await run();
    expect(await facts()).toEqual(before);

    t.clock.advance(2 * DAY);
    await run();
    expect(await facts()).toEqual({
      ...before,
      place_lat: null,
      place_lng: null,
      place_address: null,
      circumstances: null,
      lock_description: null,
      police_report_number: null,
      police_station: null,
      public_serial: false,
    });
  });
});

describe('messages', () => {
  it('keeps a finder–owner conversation six months after the theft closed, then deletes it', async () => {
    const theft = await stolenBike();
    const hunter = await signedInUser(t.app, t.ctx);
    expect((await post('/api/sightings', { uid: theft.tag.uid }, hunter.headers)).statusCode).toBe(201);
    const opened = await post(`/api/hunts/${theft.report.id}/conversation`, { body: 'Ho visto la bici in via Solari' }, hunter.headers);
    expect(opened.statusCode).toBe(200);
    const conversationId: string = opened.json().conversation.id;
    const conversation = () => t.ctx.db.selectFrom('conversations').select('id').where('id', '=', conversationId).execute();
    const messages = () => t.ctx.db.selectFrom('messages').select('body').where('conversation_id', '=', conversationId).execute();

    const closed = await recover(theft);
    advanceTo(new Date(addMonths(closed, 6).getTime() - DAY));
    await run();
    expect(await messages()).toEqual([{ body: 'Ho visto la bici in via Solari' }]);

    t.clock.advance(2 * DAY);
    await run();
    expect(await conversation()).toEqual([]);
    expect(await messages()).toEqual([]);
  });
});

describe('notifications', () => {
  it('keeps an alert six months after it was made, then deletes it', async () => {
    const theft = await stolenBike();
    expect((await post('/api/sightings', { uid: theft.tag.uid })).statusCode).toBe(201);
    const alerts = () => t.ctx.db.selectFrom('notifications').select(['type', 'created_at']).where('user_id', '=', theft.owner.user.id).execute();
    const [alert] = await alerts();
    if (!alert) throw new Error('the owner was not alerted');

    advanceTo(new Date(addMonths(alert.created_at, 6).getTime() - DAY));
    await run();
    expect(await alerts()).toMatchObject([{ type: 'sighting' }]);
    t.clock.advance(2 * DAY);
    await run();
    expect(await alerts()).toEqual([]);
  });
});

describe('account and account_purge', () => {
  it('deletes an account unused for 36 months, not a day before', async () => {
    const { user } = await createUser(t.ctx);
    const account = () => t.ctx.db.selectFrom('users').select(['deleted_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    advanceTo(new Date(addMonths(user.created_at, 36).getTime() - DAY));
    await run();
    expect((await account()).deleted_at).toBeNull();
    t.clock.advance(2 * DAY);
    await run();
    expect((await account()).deleted_at).not.toBeNull();
  });

  it("purges what a deleted account left at the job's first run, well within its 30 days", async () => {
    const person = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, person.user.id);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: person.password }, headers: person.headers });
    expect(res.statusCode).toBe(200);
    t.clock.advance(MINUTE);
    await run();
    const row = await t.ctx.db.selectFrom('users').select('purged_at').where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(row.purged_at).not.toBeNull();
    expect(await t.ctx.db.selectFrom('bikes').select('id').where('owner_id', '=', person.user.id).execute()).toEqual([]);
  });
});
