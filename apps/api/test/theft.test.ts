import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, newTagUid, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

async function ownerWithTaggedBike(serial = `SER-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`) {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { serial_number: serial, name: 'Rossa' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  return { owner, bike, tag, serial };
}

describe('POST /api/bikes/{id}/report-stolen', () => {
  it.each([
    [{ reward: 150 }, 150],
    [{ reward: '49,50' }, 49.5],
    [{ reward: '12.5' }, 12.5],
    [{ reward: '12' }, 12],
    [{ reward: 1 }, 1],
    [{ reward: '' }, 0],
    [{ reward: null }, 0],
    [{}, 0],
  ])('records the theft with reward %j → € %s', async (payload, euros) => {
    const { owner, bike } = await ownerWithTaggedBike();
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, payload, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      paymentUrl: euros > 0 ? expect.stringMatching(/\/checkout\/[0-9a-f-]{36}$/) : null,
      bike: { status: 'stolen', reward: euros, stolenInfo: { dateStolen: expect.any(String), reward: euros } },
    });
    const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ reward_cents: Math.round(euros * 100), status: 'open', reward_status: euros > 0 ? 'awaiting_payment' : 'none' });
  });

  it('refuses a negative or absurd reward, and a bike already stolen', async () => {
    const { owner, bike } = await ownerWithTaggedBike();
    for (const reward of [-5, 'abc', 1_000_000]) {
      const res = await post(`/api/bikes/${bike.id}/report-stolen`, { reward }, owner.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ field: 'reward', i18nKey: 'validation.reward_invalid' });
    }
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    const again = await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('BIKE_ALREADY_STOLEN');
  });

  it.each([
    '0x10',
    '1e3',
    0.005,
    '0,005',
    '1,234.5',
    ' ',
    '-1',
    -1,
    'Infinity',
    '0,50',
    true,
  ])('refuses the reward %j with a 400 naming the field, and records no theft', async (reward) => {
    const { owner, bike } = await ownerWithTaggedBike();
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { reward }, owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'reward', i18nKey: 'validation.reward_invalid' })]);
    expect(await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).execute()).toEqual([]);
  });

  it("answers 404 for another user's bike and cancels a transfer that was waiting", async () => {
    const { owner, bike } = await ownerWithTaggedBike();
    const stranger = await signedInUser(t.app, t.ctx);
    expect((await post(`/api/bikes/${bike.id}/report-stolen`, {}, stranger.headers)).statusCode).toBe(404);
    const { transfer } = (await post(`/api/bikes/${bike.id}/transfers`, { email: stranger.user.email }, owner.headers)).json();
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    expect((await post(`/api/transfers/${transfer.id}/accept`, {}, stranger.headers)).json().error).toBe('TRANSFER_NOT_PENDING');
  });
});

describe('POST /api/bikes/{id}/report-recovered', () => {
  it('closes the theft: the bike is recovered and its tag verifies again', async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 20 }, owner.headers);
    const res = await post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bicicletta segnalata come ritrovata con successo.',
      bike: { status: 'recovered', reward: 0, stolenInfo: null },
    });
    expect((await post('/api/tags/verify', { uid: tag.uid })).json().status).toBe('verified');
    const again = await post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('BIKE_NOT_STOLEN');
  });
});

describe('POST /api/sightings', () => {
  it('lets anyone report a sighting; the owner is alerted and sees it at ~100 m unless shared exactly', async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    const approx = await post('/api/sightings', {
      uid: tag.uid,
      location: { latitude: 45.4781234, longitude: 9.2271234 },
      note: 'Legata davanti al bar',
      contactConsent: true,
      contactEmail: 'finder@example.com',
    });
    expect(approx.statusCode).toBe(201);
    await post('/api/sightings', { uid: tag.uid, location: { latitude: 45.47, longitude: 9.22 }, shareExact: true });

    const res = await get(`/api/bikes/${bike.id}/sightings`, owner.headers);
    const [exact, rounded] = res.json().sightings;
    expect(rounded).toMatchObject({
      source: 'report',
      location: { latitude: 45.478, longitude: 9.227, exact: false },
      note: 'Legata davanti al bar',
      contactConsent: true,
    });
    expect(exact).toMatchObject({ location: { latitude: 45.47, longitude: 9.22, exact: true } });
    expect(res.body).not.toContain('finder@example.com');

    // Both in one alert: "seen 2 times", the latest sighting's kind and time.
    const alerts = (await get('/api/notifications', owner.headers)).json();
    expect(alerts.unread).toBe(1);
    expect(alerts.notifications).toHaveLength(1);
    expect(alerts.notifications[0]).toMatchObject({
      type: 'sighting',
      read: false,
      bikeId: bike.id,
      bikeName: 'Rossa',
      count: 2,
      sighting: { source: 'report', kind: 'anonymous', located: true },
    });
    // The first is mailed at once; the second waits for the window's end (owner-flood.test.ts).
    expect((await t.waitForMail(owner.user.email)).subject).toBe('Nuovo avvistamento della tua bici — Ritrova');
  });

  it("groups an owner's unread sighting alerts per bike until read, and tells a signed-in finder from an anonymous one", async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    const sightingAlerts = async () =>
      (await get('/api/notifications', owner.headers)).json().notifications.filter((n: { type: string }) => n.type === 'sighting');

    for (let i = 0; i < 3; i++) await post('/api/sightings', { uid: tag.uid });
    const finder = await signedInUser(t.app, t.ctx);
    t.clock.advance(60_000);
    await post('/api/sightings', { uid: tag.uid, location: { latitude: 45.47, longitude: 9.22 } }, finder.headers);
    const [grouped] = await sightingAlerts();
    expect(grouped).toMatchObject({ count: 4, read: false, sighting: { source: 'report', kind: 'signed_in', located: true } });
    expect(Date.parse(grouped.createdAt)).toBe(Date.parse((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings[0].createdAt));

    // Read: the next sighting starts a new alert.
    expect((await post(`/api/notifications/${grouped.id}/read`, {}, owner.headers)).statusCode).toBe(200);
    await post('/api/sightings', { uid: tag.uid });
    const after = await sightingAlerts();
    expect(after.map((n: { count: number; read: boolean }) => [n.count, n.read])).toEqual([
      [1, false],
      [4, true],
    ]);
    expect(after[0].sighting).toEqual({ source: 'report', kind: 'anonymous', located: false });
  });

  it('concurrent sightings of one bike make one unread alert that counts them all', async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/sightings', { uid: tag.uid })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const alerts = (await get('/api/notifications', owner.headers)).json().notifications;
    expect(alerts.map((n: { type: string; count: number }) => [n.type, n.count])).toEqual([['sighting', 8]]);
  });

  it('refuses a tag whose bike is not stolen (409), an unknown tag (404) and bad input (400)', async () => {
    const { tag } = await ownerWithTaggedBike();
    expect((await post('/api/sightings', { uid: tag.uid })).json().error).toBe('BIKE_NOT_STOLEN');
    expect((await post('/api/sightings', { uid: newTagUid() })).json().error).toBe('TAG_NOT_FOUND');
    const bad = await post('/api/sightings', { uid: tag.uid, contactEmail: 'nope', note: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['contactEmail', 'note']);
  });

  it("the owner's sightings of another user's bike answer 404", async () => {
    const { bike } = await ownerWithTaggedBike();
    const stranger = await signedInUser(t.app, t.ctx);
    expect((await get(`/api/bikes/${bike.id}/sightings`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('are marked read one by one or all at once; another user’s answer 404', async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike();
    await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers);
    await post('/api/sightings', { uid: tag.uid });
    const [first] = (await get('/api/notifications', owner.headers)).json().notifications;
    const stranger = await signedInUser(t.app, t.ctx);
    expect((await post(`/api/notifications/${first.id}/read`, {}, stranger.headers)).statusCode).toBe(404);
    await post(`/api/notifications/${first.id}/read`, {}, owner.headers);
    expect((await get('/api/user/stats', owner.headers)).json().stats.alertCount).toBe(0);
    // A sighting after the alert was read is a new alert.
    await post('/api/sightings', { uid: tag.uid });
    expect((await get('/api/user/stats', owner.headers)).json().stats.alertCount).toBe(1);
    await post('/api/notifications/read-all', {}, owner.headers);
    expect((await get('/api/notifications', owner.headers)).json().unread).toBe(0);
  });
});

describe('GET /api/public/stolen', () => {
  it('finds a stolen bike by its serial written in any way, or by its tag (unpublished: "stolen" and nothing more)', async () => {
    const { owner, bike, tag } = await ownerWithTaggedBike('WBK-2020 7788');
    expect((await get('/api/public/stolen?serial=wbk20207788')).json()).toEqual({ success: true, stolen: false, bike: null, publicPage: null });
    await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 80 }, owner.headers);
    for (const q of ['serial=wbk%202020-7788', 'serial=WBK.2020.7788', `uid=${tag.uid.toLowerCase()}`]) {
      const res = await get(`/api/public/stolen?${q}`);
      expect(res.json()).toEqual({ success: true, stolen: true, bike: null, publicPage: null });
      expect(res.body).not.toContain(owner.user.email);
      expect(res.body).not.toContain('WBK-2020 7788');
    }
    expect((await get('/api/public/stolen?serial=NOTHING-LIKE-IT')).json().stolen).toBe(false);
  });

  it('needs a serial or a UID', async () => {
    const res = await get('/api/public/stolen');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('serial');
  });
});

describe('a signed-in finder agreeing to be contacted (issue #27)', () => {
  it('is not asked for an e-mail Ritrova has: the report is taken without one; an anonymous finder still gives one', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: {} });
    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      headers: hunter.headers,
      payload: { uid: tag.uid, contactConsent: true },
      remoteAddress: '203.0.113.90',
    });
    expect(signedIn.statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: { uid: tag.uid, contactConsent: true },
      remoteAddress: '203.0.113.91',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', fields: [{ field: 'contactEmail', i18nKey: 'validation.required' }] });
    const sightings = (await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}/sightings`, headers: owner.headers })).json().sightings;
    expect(sightings).toEqual([expect.objectContaining({ contactConsent: true, reporter: expect.objectContaining({ displayName: expect.any(String) }) })]);
  });
});
