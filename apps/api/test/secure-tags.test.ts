import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, forge, signedInUser, sunTap } from './helpers/factories.ts';

/**
 * Issue #9: NTAG 424 DNA secure tags end to end — what a SUN link proves
 * (authenticated, replayed, forged), the counter under concurrency, and what
 * authenticated scans change (sightings, the reward claim, experience, travel).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  // The property test alone sends up to a hundred taps: above the public per-minute limit.
  t = await setupTestApp({ RATE_LIMIT_VERIFY_PER_MINUTE: '100000' });
  admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const KEY_VERSION = 7;
const milan = { latitude: 45.4642, longitude: 9.19, accuracy: 15 };
const rome = { latitude: 41.9028, longitude: 12.4964, accuracy: 15 };

const verify = (payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url: '/api/tags/verify', payload, headers });
const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });
const scansOf = (uid: string) => t.ctx.db.selectFrom('scans').selectAll().where('uid', '=', uid).orderBy('id').execute();
const counterOf = async (tagId: string) =>
  (await t.ctx.db.selectFrom('sun_counters').select('counter').where('tag_id', '=', tagId).executeTakeFirst())?.counter ?? null;

/** An owner's bike carrying a secure tag; optionally reported stolen. */
async function secureBike(options: { stolen?: boolean } = {}) {
  const owner = await signedInUser(t.app, t.ctx, { nome: 'Sara', cognome: 'Sicura' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Gravel blu', brand: 'Cinelli' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id, keyVersion: KEY_VERSION });
  if (options.stolen) {
    const res = await send('POST', `/api/bikes/${bike.id}/report-stolen`, owner.headers, { reward: 100 });
    expect(res.statusCode).toBe(200);
  }
  return { owner, bike, tag };
}

describe('verification of SUN links', () => {
  it('accepts a genuine tap as authenticated, shows the bike, and records the scan with its counter', async () => {
    const { tag } = await secureBike();
    const res = await verify({ sun: sunTap(t.ctx, tag.uid, 5, KEY_VERSION), location: milan });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'verified',
      authenticity: 'authenticated',
      tag: { uid: tag.uid, secure: true },
      bike: { name: 'Gravel blu', brand: 'Cinelli' },
    });
    const [scan] = await scansOf(tag.uid);
    expect(scan).toMatchObject({ tag_id: tag.id, authenticity: 'authenticated', sun_counter: 5, result: 'verified' });
    expect(await counterOf(tag.id)).toBe(5);
  });

  it('shows a replayed or rolled-back link with the public facts, but records and says it is not authenticated', async () => {
    const { tag } = await secureBike();
    const tap = sunTap(t.ctx, tag.uid, 9, KEY_VERSION);
    expect((await verify({ sun: tap })).json().authenticity).toBe('authenticated');
    const again = (await verify({ sun: tap })).json();
    expect(again).toMatchObject({ status: 'verified', authenticity: 'replayed', bike: { name: 'Gravel blu' } });
    const older = (await verify({ sun: sunTap(t.ctx, tag.uid, 8, KEY_VERSION) })).json();
    expect(older.authenticity).toBe('replayed');
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 10, KEY_VERSION) })).json().authenticity).toBe('authenticated');
    expect((await scansOf(tag.uid)).map((s) => [s.sun_counter, s.authenticity])).toEqual([
      [9, 'authenticated'],
      [9, 'replayed'],
      [8, 'replayed'],
      [10, 'authenticated'],
    ]);
    expect(await counterOf(tag.id)).toBe(10);
  });

  it('records a forged link on the tag it imitates, without moving its counter', async () => {
    const { tag } = await secureBike();
    const res = await verify({ sun: forge(sunTap(t.ctx, tag.uid, 3, KEY_VERSION)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticity: 'forged', tag: { uid: tag.uid } });
    expect(await scansOf(tag.uid)).toEqual([expect.objectContaining({ tag_id: tag.id, authenticity: 'forged', sun_counter: null })]);
    expect(await counterOf(tag.id)).toBeNull();
  });

  it('answers a link made with another key as forged, naming no tag', async () => {
    const res = await verify({ sun: `e=${'A5'.repeat(16)}&c=${'3C'.repeat(8)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'unregistered', authenticity: 'forged', tag: null, bike: null });
  });

  it('refuses a link whose keys were rotated away: the tag must be programmed again', async () => {
    const { tag } = await secureBike();
    // The same UID made with key version 6 decrypts under 6, but the tag is stored with 7.
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 1, KEY_VERSION - 1) })).json().authenticity).toBe('forged');
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 1, KEY_VERSION) })).json().authenticity).toBe('authenticated');
  });

  it('accepts the plain-mirror form (uid, ctr, cmac) and the long parameter names', async () => {
    const { tag } = await secureBike();
    const { generateSunQuery } = await import('../src/modules/tags/sun/generate.ts');
    const { batchKeys } = await import('../src/modules/tags/sun/keys.ts');
    const long = generateSunQuery({ uid: Buffer.from(tag.uid, 'hex'), counter: 2, keys: batchKeys(t.ctx.sunMasterKey, KEY_VERSION), paramNames: 'long' });
    expect((await verify({ sun: long })).json().authenticity).toBe('authenticated');
    // Plain mirror: the MAC of counter 3 is the same whatever the form, so take it from an encrypted tap.
    const mac = new URLSearchParams(sunTap(t.ctx, tag.uid, 3, KEY_VERSION)).get('c');
    const plain = await verify({ sun: `uid=${tag.uid}&ctr=000003&cmac=${mac}` });
    expect(plain.json()).toMatchObject({ authenticity: 'authenticated', tag: { uid: tag.uid } });
  });

  it('says a UID alone proves nothing for a secure tag, and nothing is claimed for a plain one', async () => {
    const { tag } = await secureBike();
    expect((await verify({ uid: tag.uid })).json()).toMatchObject({ authenticity: 'unauthenticated', tag: { secure: true } });
    const owner = await signedInUser(t.app, t.ctx);
    const plainBike = await createBike(t.ctx, owner.user.id);
    const plain = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: plainBike.id });
    expect((await verify({ uid: plain.uid })).json()).toMatchObject({ authenticity: null, tag: { secure: false } });
    expect((await send('GET', `/api/tags/info/${tag.uid}`, {})).json().tag).toEqual({ uid: tag.uid, status: 'verified', type: 'nfc', secure: true });
  });

  it('refuses a damaged link with a 400 naming the sun field, and a body with neither uid nor sun', async () => {
    for (const sun of ['e=1234&c=00', `e=${'0'.repeat(32)}`, `c=${'0'.repeat(16)}`]) {
      const res = await verify({ sun });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', fields: [{ field: 'sun', i18nKey: 'validation.sun_invalid' }] });
    }
    const none = await verify({});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0]).toMatchObject({ field: 'uid', i18nKey: 'validation.tag_uid_required' });
  });
});

describe('replay protection under concurrency', () => {
  it('lets exactly one of many simultaneous submissions of one link be authenticated', async () => {
    const { tag } = await secureBike();
    const tap = sunTap(t.ctx, tag.uid, 42, KEY_VERSION);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify({ sun: tap })));
    const authenticity = answers.map((a) => a.json().authenticity);
    expect(authenticity.filter((a) => a === 'authenticated')).toHaveLength(1);
    expect(authenticity.filter((a) => a === 'replayed')).toHaveLength(11);
    expect(await counterOf(tag.id)).toBe(42);
  });

  it('accepts counters strictly increasing whatever order concurrent taps arrive in (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 8 }), async (counters) => {
        const { tag } = await secureBike();
        await Promise.all(counters.map((counter) => verify({ sun: sunTap(t.ctx, tag.uid, counter, KEY_VERSION) })));
        const accepted = (await scansOf(tag.uid)).filter((s) => s.authenticity === 'authenticated').map((s) => s.sun_counter as number);
        // In the order they were recorded, each accepted counter is above the one before…
        for (let i = 1; i < accepted.length; i += 1) expect(accepted[i]).toBeGreaterThan(accepted[i - 1] as number);
        // …the highest one is always among them, once, and it is the tag's counter now.
        const highest = Math.max(...counters);
        expect(accepted.filter((c) => c === highest)).toHaveLength(1);
        expect(await counterOf(tag.id)).toBe(highest);
      }),
      { numRuns: 12 },
    );
  });
});

describe('what authenticated scans change', () => {
  it("marks the owner's sightings from authenticated taps as verified presence, and a forged link makes no sighting", async () => {
    const { owner, bike, tag } = await secureBike({ stolen: true });
    const hunter = await signedInUser(t.app, t.ctx, { nome: 'Marta', cognome: 'Cacciatrice' });
    const tap = sunTap(t.ctx, tag.uid, 11, KEY_VERSION);
    const first = (await verify({ sun: tap, location: milan }, hunter.headers)).json();
    expect(first).toMatchObject({ status: 'stolen', authenticity: 'authenticated', isStolen: true });
    expect(first.scanId).toEqual(expect.any(String));
    expect((await verify({ sun: tap }, hunter.headers)).json().authenticity).toBe('replayed');
    const forged = (await verify({ sun: forge(sunTap(t.ctx, tag.uid, 12, KEY_VERSION)) })).json();
    expect(forged).toMatchObject({ authenticity: 'forged', scanId: null });

    const sightings = (await send('GET', `/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings as { verifiedPresence: boolean }[];
    expect(sightings.map((s) => s.verifiedPresence)).toEqual([false, true]);
  });

  it('credits a Hunter on a secure bike only after an authenticated tap during the theft', async () => {
    const { owner, bike, tag } = await secureBike({ stolen: true });
    const sofa = await signedInUser(t.app, t.ctx, { nome: 'Furio', cognome: 'Divano' });
    const street = await signedInUser(t.app, t.ctx, { nome: 'Elsa', cognome: 'Strada' });
    // The first Hunter only has the UID (a scan that proves nothing); the second taps the tag.
    expect((await verify({ uid: tag.uid }, sofa.headers)).json().authenticity).toBe('unauthenticated');
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 20, KEY_VERSION) }, street.headers)).json().authenticity).toBe('authenticated');

    const candidates = (await send('GET', `/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json().candidates as {
      id: string;
      eligible: boolean;
      verifiedScans: number;
    }[];
    expect(candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sofa.user.id, eligible: false, verifiedScans: 0 }),
        expect.objectContaining({ id: street.user.id, eligible: true, verifiedScans: 1 }),
      ]),
    );
    const refused = await send('POST', `/api/bikes/${bike.id}/report-recovered`, owner.headers, { returnedBy: sofa.user.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: 'VERIFIED_PRESENCE_REQUIRED', i18nKey: 'errors.VERIFIED_PRESENCE_REQUIRED' });
    // Nothing was half-written: the theft is still open.
    expect((await t.ctx.db.selectFrom('theft_reports').select('status').where('bike_id', '=', bike.id).executeTakeFirstOrThrow()).status).toBe('open');
    const credited = await send('POST', `/api/bikes/${bike.id}/report-recovered`, owner.headers, { returnedBy: street.user.id });
    expect(credited.statusCode).toBe(200);
  });

  it('weighs an authenticated tap of a stolen bike three times a plain one in experience, and in reputation', async () => {
    const { tag } = await secureBike({ stolen: true });
    const verified = await signedInUser(t.app, t.ctx);
    const typed = await signedInUser(t.app, t.ctx);
    await verify({ sun: sunTap(t.ctx, tag.uid, 30, KEY_VERSION) }, verified.headers);
    await verify({ uid: tag.uid }, typed.headers);
    const profileOf = async (headers: Headers) => (await send('GET', '/api/hunter/profile', headers)).json().profile;
    expect(await profileOf(verified.headers)).toMatchObject({ experience: 30, reputation: 52, history: [{ kind: 'verified_stolen_scan', points: 30 }] });
    expect(await profileOf(typed.headers)).toMatchObject({ experience: 10, reputation: 50, history: [{ kind: 'stolen_scan', points: 10 }] });
    // A forged link earns nothing.
    const forger = await signedInUser(t.app, t.ctx);
    await verify({ sun: forge(sunTap(t.ctx, tag.uid, 31, KEY_VERSION)) }, forger.headers);
    expect(await profileOf(forger.headers)).toMatchObject({ experience: 0, history: [] });
  });

  it('flags two authenticated taps farther apart than a bicycle can go, for admins only', async () => {
    const { tag } = await secureBike();
    await verify({ sun: sunTap(t.ctx, tag.uid, 1, KEY_VERSION), location: milan });
    await verify({ sun: sunTap(t.ctx, tag.uid, 2, KEY_VERSION), location: { ...milan, latitude: milan.latitude + 0.001 } });
    expect(await t.ctx.db.selectFrom('travel_alerts').selectAll().where('tag_id', '=', tag.id).execute()).toEqual([]);
    await verify({ sun: sunTap(t.ctx, tag.uid, 3, KEY_VERSION), location: rome });

    const user = await signedInUser(t.app, t.ctx);
    expect((await send('GET', '/api/admin/travel-alerts', user.headers)).statusCode).toBe(403);
    const alerts = (await send('GET', '/api/admin/travel-alerts', admin.headers)).json().alerts as { id: string; tag: { uid: string }; distanceKm: number }[];
    const alert = alerts.find((a) => a.tag.uid === tag.uid);
    expect(alert?.distanceKm).toBeGreaterThan(470);
    const reviewed = await send('POST', `/api/admin/travel-alerts/${alert?.id}/review`, admin.headers);
    expect(reviewed.statusCode).toBe(200);
    const open = (await send('GET', '/api/admin/travel-alerts', admin.headers)).json().alerts as { id: string }[];
    expect(open.map((a) => a.id)).not.toContain(alert?.id);
    const all = (await send('GET', '/api/admin/travel-alerts?state=all', admin.headers)).json().alerts as { id: string; reviewedAt: string | null }[];
    expect(all.find((a) => a.id === alert?.id)?.reviewedAt).toEqual(expect.any(String));
    expect((await send('POST', '/api/admin/travel-alerts/00000000-0000-4000-8000-000000000000/review', admin.headers)).statusCode).toBe(404);
  });
});

describe('secure batches in the admin inventory', () => {
  let counter = 0;
  const batchName = () => `SICURI-${++counter}-${Date.now()}`;
  const createBatch = (payload: object) => send('POST', '/api/admin/tags', admin.headers, payload);

  it('creates a secure batch with its own key version, and shows how to program it without any key', async () => {
    const first = batchName();
    const second = batchName();
    expect((await createBatch({ generate: 3, batch: first, chip: 'ntag424' })).statusCode).toBe(201);
    expect((await createBatch({ generate: 2, batch: second, chip: 'ntag424' })).statusCode).toBe(201);
    const batches = (await send('GET', '/api/admin/tags/batches', admin.headers)).json().batches as { name: string; chip: string; keyVersion: number | null }[];
    const a = batches.find((b) => b.name === first);
    const b = batches.find((b) => b.name === second);
    expect(a).toMatchObject({ chip: 'ntag424', keyVersion: expect.any(Number) });
    expect(b?.keyVersion).toBe((a?.keyVersion as number) + 1);

    const res = await send('GET', `/api/admin/tags/batches/${first}/provisioning`, admin.headers);
    expect(res.statusCode).toBe(200);
    const { provisioning } = res.json();
    expect(provisioning).toMatchObject({
      kind: 'secure',
      batch: first,
      count: 3,
      keyVersion: a?.keyVersion,
      urlTemplate: `${t.ctx.config.publicUrl}/nfc/verifica?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`,
      personaliseCommand: `npm run tags:personalise -- --batch ${first}`,
    });
    const file = Buffer.from(provisioning.ndefFileHex, 'hex');
    expect(file.subarray(provisioning.offsets.piccData - 3, provisioning.offsets.piccData).toString()).toBe('?e=');
    expect(file.subarray(provisioning.offsets.sdmMac - 3, provisioning.offsets.sdmMac).toString()).toBe('&c=');
    expect(res.body).not.toMatch(/key1|key2|sdm_file_read/i);
  });

  it('keeps a batch to one chip, refuses short UIDs for secure tags, and has no keys to rotate for plain batches', async () => {
    const plain = batchName();
    expect((await createBatch({ uids: ['04AABBCCDDEE01'], batch: plain })).statusCode).toBe(201);
    const mixed = await createBatch({ uids: ['04AABBCCDDEE02'], batch: plain, chip: 'ntag424' });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().error).toBe('BATCH_CHIP_MISMATCH');
    expect((await send('POST', `/api/admin/tags/batches/${plain}/rotate-keys`, admin.headers)).json().error).toBe('NOT_A_SECURE_BATCH');
    expect((await send('GET', `/api/admin/tags/batches/${plain}/provisioning`, admin.headers)).json().provisioning.kind).toBe('plain');

    const secure = await createBatch({ uids: ['04AABBCCDDEE03', 'A1B2C3D4'], batch: batchName(), chip: 'ntag424' });
    expect(secure.json()).toMatchObject({ created: ['04AABBCCDDEE03'], invalidLines: [{ line: 2, value: 'A1B2C3D4' }] });
    const unnamed = await createBatch({ uids: ['04AABBCCDDEE04'], chip: 'ntag424' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields[0].field).toBe('batch');
  });

  it('refuses bad input naming the field, answers unknown batches 404, and is for admins only', async () => {
    const fieldOf = async (res: Awaited<ReturnType<typeof send>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().fields[0].field;
    };
    expect(await fieldOf(await createBatch({ generate: 1, batch: batchName(), chip: 'ntag999' }))).toBe('chip');
    expect(await fieldOf(await createBatch({ generate: 1, batch: batchName(), chip: 'ntag424', keyVersion: 300 }))).toBe('keyVersion');
    expect(await fieldOf(await send('GET', '/api/admin/travel-alerts?state=bogus', admin.headers))).toBe('state');
    expect((await send('GET', '/api/admin/tags/batches/no-such-batch/provisioning', admin.headers)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/admin/tags/batches/demo-secure/provisioning'],
      ['POST', '/api/admin/tags/batches/demo-secure/rotate-keys'],
      ['GET', '/api/admin/travel-alerts'],
      ['POST', '/api/admin/travel-alerts/00000000-0000-4000-8000-000000000000/review'],
    ] as const) {
      expect((await send(method, url, {})).statusCode, url).toBe(401);
    }
  });

  it('rotates the keys of a secure batch: old taps stop being genuine, the change is audited', async () => {
    const batch = batchName();
    await createBatch({ generate: 1, batch, chip: 'ntag424' });
    const tag = await t.ctx.db.selectFrom('tags').selectAll().where('batch', '=', batch).executeTakeFirstOrThrow();
    const before = tag.key_version as number;
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 1, before) })).json().authenticity).toBe('authenticated');

    const rotated = await send('POST', `/api/admin/tags/batches/${batch}/rotate-keys`, admin.headers);
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().batch.keyVersion as number;
    expect(after).toBeGreaterThan(before);
    // The verification cache hears of the change through NOTIFY, a moment after the commit.
    let old = '';
    for (let counter = 2; counter < 40 && old !== 'forged'; counter += 1) {
      old = (await verify({ sun: sunTap(t.ctx, tag.uid, counter, before) })).json().authenticity;
      if (old !== 'forged') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(old).toBe('forged');
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 100, after) })).json().authenticity).toBe('authenticated');
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'tag.batch_keys_rotated').where('target_id', '=', batch).execute();
    expect(audit).toEqual([expect.objectContaining({ before: { keyVersion: before }, after: { keyVersion: after, count: 1 } })]);
    expect((await send('POST', '/api/admin/tags/batches/no-such-batch/rotate-keys', admin.headers)).statusCode).toBe(404);
    const user = await signedInUser(t.app, t.ctx);
    expect((await send('POST', `/api/admin/tags/batches/${batch}/rotate-keys`, user.headers)).statusCode).toBe(403);
  });
});

describe('who the owner may credit', () => {
  it('lists the latest seen first, never the owner or a deleted account, and shows an authenticated tap as evidence over a later plain scan', async () => {
    const { owner, bike, tag } = await secureBike({ stolen: true });
    const tapper = await signedInUser(t.app, t.ctx, { nome: 'Elsa', cognome: 'Strada' });
    const passer = await signedInUser(t.app, t.ctx, { nome: 'Furio', cognome: 'Divano' });
    const gone = await signedInUser(t.app, t.ctx, { nome: 'Gino', cognome: 'Partito' });
    // The tapper taps the tag in Milan, then only reads its UID in Rome; the passer reads the UID last.
    expect((await verify({ sun: sunTap(t.ctx, tag.uid, 30, KEY_VERSION), location: milan }, tapper.headers)).json().authenticity).toBe('authenticated');
    t.clock.advance(60_000);
    expect((await verify({ uid: tag.uid, location: rome }, tapper.headers)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await verify({ uid: tag.uid }, gone.headers)).statusCode).toBe(200);
    expect((await verify({ uid: tag.uid }, owner.headers)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await verify({ uid: tag.uid }, passer.headers)).statusCode).toBe(200);
    await t.ctx.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', gone.user.id).execute();

    const res = await send('GET', `/api/bikes/${bike.id}/recovery-candidates`, owner.headers);
    expect(res.statusCode).toBe(200);
    const candidates = res.json().candidates as {
      id: string;
      scans: number;
      verifiedScans: number;
      eligible: boolean;
      evidence: { kind: string; place: string | null };
    }[];
    expect(candidates.map((c) => c.id)).toEqual([passer.user.id, tapper.user.id]);
    expect(candidates[1]).toMatchObject({ scans: 2, verifiedScans: 1, eligible: true, evidence: { kind: 'verified_scan', place: 'Milano (MI)' } });
    expect(candidates[0]).toMatchObject({ scans: 1, verifiedScans: 0, eligible: false, evidence: { kind: 'scan', place: null } });
  });
});
