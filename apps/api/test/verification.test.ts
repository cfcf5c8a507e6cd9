import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { phoneDevice } from './helpers/device.ts';
import { createBike, createTag, newTagUid, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const device = {
  ...phoneDevice,
  connection: { effectiveType: '4g', downlink: 10, networkRtt: 50, saveData: false },
};
const milan = { latitude: 45.464211, longitude: 9.191383, accuracy: 12 };
const verify = (payload: object, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/tags/verify', payload, headers });
const scansOf = (uid: string) => t.ctx.db.selectFrom('scans').selectAll().where('uid', '=', uid).execute();

/** An owner whose bike carries a tag; optionally reported stolen with a reward (cents). */
async function taggedBike(options: { stolenRewardCents?: number } = {}) {
  const owner = await signedInUser(t.app, t.ctx, {
    nome: 'Ottavia',
    cognome: 'Segreta',
    email: `ottavia-${Date.now()}-${Math.random()}@example.com`,
    language: 'en',
  });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Blu', brand: 'Bottecchia', serial_number: 'BTC-778899', purchase_value_cents: 90_000 });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  if (options.stolenRewardCents !== undefined) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bikes/${bike.id}/report-stolen`,
      headers: owner.headers,
      payload: { reward: options.stolenRewardCents / 100 },
    });
    expect(res.statusCode).toBe(200);
  }
  return { owner, bike, tag };
}

describe('POST /api/tags/verify', () => {
  it('answers unregistered for an unknown UID and still records the scan with location and the kind of device and its language', async () => {
    const uid = newTagUid();
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
    const res = await verify({ uid: uid.toLowerCase(), deviceInfo: device, location: milan }, { 'user-agent': android });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'unregistered', tag: null, bike: null, isStolen: false });
    const [scan] = await scansOf(uid);
    expect(scan).toMatchObject({ result: 'unregistered', latitude: milan.latitude, longitude: milan.longitude, scanner_id: null, tag_id: null });
    // Issue #26 item 3: the kind of device (from the User-Agent) and the page's language; nothing else the page sent.
    expect(scan?.device_info).toEqual({ deviceType: 'phone', language: 'it' });
  });

  it('refuses an empty UID with the spec message', async () => {
    const res = await verify({ uid: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', i18nKey: 'validation.tag_uid_required' });
    expect(res.json().message).toContain('Invalid tag UID provided');
  });

  it('rejects a bad location with a 400 naming the field', async () => {
    const res = await verify({ uid: newTagUid(), location: { latitude: 123, longitude: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('location.latitude');
  });

  it('answers unassigned for an inventory tag', async () => {
    const tag = await createTag(t.ctx);
    expect((await verify({ uid: tag.uid })).json()).toMatchObject({
      status: 'unassigned',
      tag: { uid: tag.uid, status: 'unassigned', type: 'nfc' },
      bike: null,
    });
  });

  it('answers verified with the public bike facts and never the owner', async () => {
    const { owner, tag } = await taggedBike();
    const res = await verify({ uid: tag.uid, deviceInfo: device });
    const json = res.json();
    expect(json).toMatchObject({
      status: 'verified',
      isStolen: false,
      bike: { name: 'Blu', brand: 'Bottecchia', status: 'active', isStolen: false, reward: 0 },
    });
    expect(Object.keys(json.bike).sort()).toEqual([
      'brand',
      'color',
      'finderRewardCents',
      'isStolen',
      'mainPhoto',
      'model',
      'name',
      'reward',
      'rewardCents',
      'rewardFunded',
      'status',
      'stolenAt',
      'stolenNear',
      'type',
    ]);
    for (const secret of [owner.user.id, owner.user.email, 'Ottavia', 'Segreta', 'BTC-778899', 'owner']) expect(res.body).not.toContain(secret);
    // The purchase value as a JSON number (the UID, made of hex digits, may contain the same digits).
    expect(res.body).not.toMatch(/[:,[]90000[,}\]]/);
  });

  it('records who scanned when the scanner is signed in', async () => {
    const { tag } = await taggedBike();
    const hunter = await signedInUser(t.app, t.ctx);
    await verify({ uid: tag.uid }, hunter.headers);
    expect((await scansOf(tag.uid)).map((s) => s.scanner_id)).toEqual([hunter.user.id]);
  });

  it('answers stolen for a stolen bike’s tag, records a sighting and alerts the owner at once', async () => {
    const { owner, bike, tag } = await taggedBike({ stolenRewardCents: 25_000 });
    const res = await verify({ uid: tag.uid, location: milan, deviceInfo: device });
    expect(res.json()).toMatchObject({
      status: 'stolen',
      isStolen: true,
      tag: { status: 'stolen' },
      bike: { isStolen: true, status: 'stolen', reward: 250, rewardFunded: false, stolenAt: expect.any(String) },
    });
    expect(res.json().scanId).toMatch(/^\d+$/);
    for (const secret of [owner.user.email, 'Ottavia']) expect(res.body).not.toContain(secret);

    const sightings = await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}/sightings`, headers: owner.headers });
    expect(sightings.json().sightings).toEqual([
      {
        id: expect.any(String),
        source: 'scan',
        createdAt: expect.any(String),
        location: { latitude: 45.464, longitude: 9.191, exact: false },
        note: null,
        contactConsent: false,
        // An anonymous scanner: nobody to thank or write to.
        reporter: null,
        useful: false,
        verifiedPresence: false,
        conversationId: null,
        photo: null,
      },
    ]);
    const stats = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: owner.headers });
    expect(stats.json().stats).toEqual({ scanCount: 1, alertCount: 1 });
    const mail = await t.waitForMail(owner.user.email);
    expect(mail.subject).toBe('New sighting of your bike — Ritrova');
    expect(mail.text).toContain(`/bikes/${bike.id}`);
  });

  describe('sightings from repeated anonymous scans of a stolen bike', () => {
    const sightingCount = async (bikeId: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('sightings')
            .innerJoin('theft_reports', 'theft_reports.id', 'sightings.theft_report_id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('theft_reports.bike_id', '=', bikeId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const notificationCount = async (userId: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('one client scanning five times makes five scans but one sighting and one alert', async () => {
      const { owner, bike, tag } = await taggedBike({ stolenRewardCents: 5_000 });
      const alertsBefore = await notificationCount(owner.user.id);
      for (let i = 0; i < 5; i++) expect((await verify({ uid: tag.uid, location: milan, deviceInfo: device })).json().status).toBe('stolen');
      expect(await scansOf(tag.uid)).toHaveLength(5);
      expect(await sightingCount(bike.id)).toBe(1);
      expect((await notificationCount(owner.user.id)) - alertsBefore).toBe(1);
    });

    it('another network, the same client ten minutes later, and a signed-in scanner each make a sighting', async () => {
      const { bike, tag } = await taggedBike({ stolenRewardCents: 5_000 });
      await verify({ uid: tag.uid, deviceInfo: device });
      // Another device on the same network is the same client (its fingerprint is the client's to choose).
      await verify({ uid: tag.uid, deviceInfo: { ...device, fingerprintId: 'ffee0011' } });
      expect(await sightingCount(bike.id)).toBe(1);
      await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid, deviceInfo: device }, remoteAddress: '203.0.113.77' });
      expect(await sightingCount(bike.id)).toBe(2);

      // The test clock runs on from real time, so the margins around the ten minutes are 30 s, not 1 s: a
      // loaded machine once took over a second between the scans above and this one.
      t.clock.advance(10 * 60 * 1000 - 30_000);
      await verify({ uid: tag.uid, deviceInfo: device });
      expect(await sightingCount(bike.id)).toBe(2);
      t.clock.advance(60_000);
      await verify({ uid: tag.uid, deviceInfo: device });
      expect(await sightingCount(bike.id)).toBe(3);

      const hunter = await signedInUser(t.app, t.ctx);
      await verify({ uid: tag.uid, deviceInfo: device }, hunter.headers);
      await verify({ uid: tag.uid, deviceInfo: device }, hunter.headers);
      expect(await sightingCount(bike.id)).toBe(5);
    });

    it('ten concurrent scans from one client make one sighting', async () => {
      const { bike, tag } = await taggedBike({ stolenRewardCents: 5_000 });
      const answers = await Promise.all(Array.from({ length: 10 }, () => verify({ uid: tag.uid, deviceInfo: device })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(await scansOf(tag.uid)).toHaveLength(10);
      expect(await sightingCount(bike.id)).toBe(1);
    });
  });

  it('is rate limited per client', async () => {
    const limited = await setupTestApp({ RATE_LIMIT_VERIFY_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await verify({ uid: newTagUid() }, {}, limited)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await verify({ uid: newTagUid() }, {}, limited)).json()).toMatchObject({ error: 'RATE_LIMITED', i18nKey: 'errors.RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('stays coherent across API processes: a theft reported through one shows at once through the other', async () => {
    const other = await setupTestApp({}, { sameDatabaseAs: t });
    try {
      const { owner, bike, tag } = await taggedBike();
      expect((await verify({ uid: tag.uid }, {}, other)).json().status).toBe('verified');
      await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: {} });
      let status = '';
      for (let i = 0; i < 40 && status !== 'stolen'; i++) {
        status = (await verify({ uid: tag.uid }, {}, other)).json().status;
        if (status !== 'stolen') await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe('stolen');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/tags/info/{uid}', () => {
  it('tells only the UID, status and type', async () => {
    const { tag } = await taggedBike();
    expect((await t.app.inject({ method: 'GET', url: `/api/tags/info/${tag.uid.toLowerCase()}` })).json()).toEqual({
      success: true,
      tag: { uid: tag.uid, status: 'verified', type: 'nfc', secure: false },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/tags/info/${newTagUid()}` })).json().tag.status).toBe('unregistered');
  });
});

describe('the owner’s own tap (issue #27)', () => {
  it('of her stolen bike’s tag, signed in: a scan marked as hers, no sighting, no alert, and the answer leads to her bike', async () => {
    const { owner, bike, tag } = await taggedBike({ stolenRewardCents: 25_000 });
    const res = await verify({ uid: tag.uid, location: milan, deviceInfo: device }, owner.headers);
    expect(res.json()).toMatchObject({ status: 'stolen', ownBikeId: bike.id, scanId: null });
    expect((await scansOf(tag.uid)).map((s) => s.scanner_id)).toEqual([owner.user.id]);
    expect(await t.ctx.db.selectFrom('sightings').select('id').where('bike_id', '=', bike.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('notifications').select('type').where('user_id', '=', owner.user.id).where('type', '=', 'sighting').execute()).toEqual([]);
    await t.drainJobs();
    expect((await t.mailsTo(owner.user.email)).filter((m) => /sighting/i.test(m.subject ?? ''))).toEqual([]);
  });

  it('of her bike that is not stolen leads to it too; anyone else’s tap names no bike of theirs', async () => {
    const { owner, bike, tag } = await taggedBike();
    expect((await verify({ uid: tag.uid }, owner.headers)).json().ownBikeId).toBe(bike.id);
    const hunter = await signedInUser(t.app, t.ctx);
    expect((await verify({ uid: tag.uid }, hunter.headers)).json().ownBikeId).toBeNull();
    expect((await verify({ uid: tag.uid })).json().ownBikeId).toBeNull();
  });
});
