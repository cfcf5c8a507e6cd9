import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { imageWork } from '../src/modules/photos/image-work.ts';
import { SIGHTING_PHOTOS_WAITING } from '../src/modules/theft-records/sighting-photo.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, signedInUser } from './helpers/factories.ts';
import { failingStorage } from './helpers/failing-storage.ts';
import { multipart, type Part } from './helpers/multipart.ts';

let t: TestApp;
/** Storage that fails on the Nth write when armed (a photo failing half-way through its files). */
const storage = failingStorage();
beforeAll(async () => {
  t = await setupTestApp(
    {},
    {
      storage: storage.wrap,
    },
  );
});
afterAll(() => t.close());
// Each test starts in a fresh hour: the per-client limits of sightings and photos start again.
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

const photoPart = (bytes: Buffer, filename = 'bici.jpg', type = 'image/jpeg'): Part => ({ name: 'photo', filename, type, bytes });

function sendSighting(uid: string, extra: Part[] = [], fields: Record<string, string> = {}, remoteAddress?: string) {
  const body = multipart([{ name: 'uid', value: uid }, ...Object.entries(fields).map(([name, value]) => ({ name, value })), ...extra]);
  return t.app.inject({ method: 'POST', url: '/api/sightings', payload: body.payload, headers: body.headers, ...(remoteAddress && { remoteAddress }) });
}

/** A photo-like image (noise, so it is not a few bytes) of the given size. */
const image = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#aa3322', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    [format]()
    .toBuffer();

/** A JPEG carrying the place it was taken (GPS) and a camera owner, as phones write them. */
async function jpegWithGps(): Promise<Buffer> {
  const bytes = await sharp(await image(1200, 900))
    .withExif({
      IFD0: { Copyright: 'Finder' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 51/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 24/1' },
    })
    .jpeg()
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return bytes;
}

async function stolenBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Rossa' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  expect((await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers })).statusCode).toBe(200);
  return { owner, bike, tag };
}

const sightingsOf = async (bikeId: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/api/bikes/${bikeId}/sightings`, headers })).json().sightings;
const sightingRows = (bikeId: string) => t.ctx.db.selectFrom('sightings').select('id').where('bike_id', '=', bikeId).execute();
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { recursive: true })).map(String);
  } catch {
    return [];
  }
}
const sightingFolder = (bikeId: string) => path.join(t.dataDir, 'uploads', bikeId, 'sightings');

describe('a sighting with a photo', () => {
  it('reaches the owner by a signed link, as a JPEG without EXIF or GPS, and every stored file is stripped', async () => {
    const { owner, bike, tag } = await stolenBike();
    const res = await sendSighting(tag.uid, [photoPart(await jpegWithGps())], { note: 'Legata al palo', latitude: '45.4642', longitude: '9.19' });
    expect(res.statusCode).toBe(201);

    const [sighting] = await sightingsOf(bike.id, owner.headers);
    expect(sighting).toMatchObject({ note: 'Legata al palo', location: { exact: false }, photo: { width: 1200, height: 900 } });
    expect(sighting.photo.thumbnailUrl).toMatch(new RegExp(`^/api/sighting-photos/${sighting.id}/thumbnail\\?exp=\\d+&sig=[\\w-]{43}$`));
    expect(sighting.photo.largeUrl).toMatch(new RegExp(`^/api/sighting-photos/${sighting.id}/large\\?exp=\\d+&sig=[\\w-]{43}$`));

    const large = await get(sighting.photo.largeUrl);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/jpeg');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(large.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(60 * 60 - 5);
    expect(maxAge).toBeLessThanOrEqual(70 * 60);
    const served = await sharp(large.rawPayload).metadata();
    // The large size keeps the 4:3 photo whole (no 3:2 crop).
    expect(served).toMatchObject({ format: 'jpeg', width: 1067, height: 800 });
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    const thumbnail = await get(sighting.photo.thumbnailUrl);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 150, height: 150 });

    const stored = await filesUnder(sightingFolder(bike.id));
    expect(stored.filter((f) => f.includes('.'))).toHaveLength(11);
    for (const file of stored.filter((f) => f.includes('.'))) {
      const meta = await sharp(await fs.readFile(path.join(sightingFolder(bike.id), file))).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
    }
  });

  it('is never public: not in the verification answer, not by /media, not for another user', async () => {
    const { owner, bike, tag } = await stolenBike();
    expect((await sendSighting(tag.uid, [photoPart(await image(800, 600))])).statusCode).toBe(201);
    const [sighting] = await sightingsOf(bike.id, owner.headers);
    const photo = await t.ctx.db.selectFrom('sighting_photos').selectAll().where('sighting_id', '=', sighting.id).executeTakeFirstOrThrow();

    const verify = await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid } });
    expect(verify.json().status).toBe('stolen');
    for (const secret of [photo.id, sighting.id, 'sighting-photos']) expect(verify.body).not.toContain(secret);
    expect((await get(`/api/public/stolen?uid=${tag.uid}`)).body).not.toContain('sighting-photos');

    for (const file of ['large.jpg', 'thumbnail.webp', 'original.jpg']) {
      expect((await get(`/media/${bike.id}/sightings/${photo.id}/${file}`)).statusCode, file).toBe(404);
      expect((await get(`/media/${bike.id}/${photo.id}/${file}`)).statusCode, file).toBe(404);
    }
    // The file is there: only the door is shut.
    expect(await t.ctx.storage.get(`${bike.id}/sightings/${photo.id}/large.jpg`)).not.toBeNull();

    const stranger = await signedInUser(t.app, t.ctx);
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}/sightings`, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('a signed link answers 404 when altered, used for another variant or sighting, or after it expired', async () => {
    const { owner, bike, tag } = await stolenBike();
    await sendSighting(tag.uid, [photoPart(await image(800, 600))]);
    const [sighting] = await sightingsOf(bike.id, owner.headers);
    const url = new URL(sighting.photo.largeUrl, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = url.searchParams.get('exp') ?? '';
    // Altered at the start, and at the end (where A and B differ only in the two bits base64url leaves unused).
    const flippedFirst = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const notFound = [
      `/api/sighting-photos/${sighting.id}/large?exp=${exp}&sig=${flippedFirst}`,
      `/api/sighting-photos/${sighting.id}/large?exp=${exp}&sig=${flipped}`,
      `/api/sighting-photos/${sighting.id}/large?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/sighting-photos/${sighting.id}/thumbnail?exp=${exp}&sig=${sig}`,
      `/api/sighting-photos/${sighting.id}/large?exp=${exp}`,
      `/api/sighting-photos/${sighting.id}/large`,
      // Signed with the app's key, but naming nothing that is served.
      t.ctx.urlSigner.sign(`/api/sighting-photos/${sighting.id}/original`, new Date(Number(exp) * 1000)),
      t.ctx.urlSigner.sign(`/api/sighting-photos/${crypto.randomUUID()}/large`, new Date(Number(exp) * 1000)),
      t.ctx.urlSigner.sign('/api/sighting-photos/not-an-id/large', new Date(Number(exp) * 1000)),
    ];
    for (const link of notFound) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(404);
      expect(res.json(), link).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    expect((await get(sighting.photo.largeUrl)).statusCode).toBe(200);
    t.clock.advance(71 * 60 * 1000);
    expect((await get(sighting.photo.largeUrl)).statusCode).toBe(404);
    // The list (with a session of now) gives fresh links.
    const [again] = await sightingsOf(bike.id, bearer((await startSession(t.ctx, owner.user)).token));
    expect((await get(again.photo.largeUrl)).statusCode).toBe(200);
  });

  it('judges a PNG named .jpg by its bytes', async () => {
    const { owner, bike, tag } = await stolenBike();
    const res = await sendSighting(tag.uid, [photoPart(await image(600, 800, 'png'), 'bici.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(201);
    const [sighting] = await sightingsOf(bike.id, owner.headers);
    expect(sighting.photo).toMatchObject({ width: 600, height: 800 });
    const row = await t.ctx.db.selectFrom('sighting_photos').select('format').where('sighting_id', '=', sighting.id).executeTakeFirstOrThrow();
    expect(row.format).toBe('png');
  });

  it('refuses each bad file with its photos.* key, and writes no sighting and no file', async () => {
    const { bike, tag } = await stolenBike();
    const valid = await image(800, 600);
    const cases: [string, Buffer, number, string][] = [
      ['a text file', Buffer.from(`Non è una foto.\n${'testo '.repeat(400)}`), 400, 'photos.invalid_format'],
      ['a 200×200 image', await image(200, 200), 400, 'photos.invalid_dimensions'],
      ['a 4000×1000 image (4:1)', await image(4000, 1000), 400, 'photos.invalid_dimensions'],
      ['a 100-byte file', valid.subarray(0, 100), 400, 'photos.file_too_small'],
      ['a truncated JPEG', valid.subarray(0, Math.floor(valid.length * 0.6)), 400, 'photos.image_corrupted'],
      ['a 6 MB file', Buffer.concat([valid, Buffer.alloc(6 * 1024 * 1024)]), 413, 'photos.file_too_large'],
    ];
    for (const [what, bytes, status, i18nKey] of cases) {
      const res = await sendSighting(tag.uid, [photoPart(bytes, 'foto.jpg')]);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ success: false, i18nKey });
    }
    expect(await sightingRows(bike.id)).toEqual([]);
    expect(await filesUnder(sightingFolder(bike.id))).toEqual([]);
  });

  it('checks the tag before the photo: a bike that is not stolen is 409 whatever the file', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const res = await sendSighting(tag.uid, [photoPart(Buffer.from('not an image at all'))]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('BIKE_NOT_STOLEN');
  });

  it('counts photos per client before decoding them: the eleventh in an hour is 429, and no image job runs for it', async () => {
    const { bike, tag } = await stolenBike();
    // Refused files count as well: each one was a request to look at a file.
    const text = Buffer.from('x'.repeat(2048));
    for (let n = 1; n <= 10; n++) expect((await sendSighting(tag.uid, [photoPart(text)])).json().i18nKey).toBe('photos.invalid_format');
    const { pool } = imageWork(t.ctx);
    const jobsBefore = pool.started;
    const limited = await sendSighting(tag.uid, [photoPart(await image(800, 600))]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ i18nKey: 'photos.rate_limit_exceeded', retryAfterSeconds: expect.any(Number) });
    expect(pool.started).toBe(jobsBefore);
    expect(await sightingRows(bike.id)).toEqual([]);
  });

  it('processes one photo per client at a time: the others wait their turn, past the waiting line 429 UPLOAD_IN_PROGRESS; another client goes on', async () => {
    const { bike, tag } = await stolenBike();
    const photo = await image(800, 600);
    // Every slot of the image pool is taken until the test lets go: a photo that gets that far waits there.
    const { pool } = imageWork(t.ctx);
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const holders = Array.from({ length: pool.concurrency }, () => pool.run('test:holder', () => held));

    // One in the pool, SIGHTING_PHOTOS_WAITING waiting behind it, one more than that.
    const clients = Array.from({ length: SIGHTING_PHOTOS_WAITING + 2 }, () => sendSighting(tag.uid, [photoPart(photo)], {}, '203.0.113.7'));
    const another = sendSighting(tag.uid, [photoPart(photo)], {}, '198.51.100.9');
    // The only one that can be answered while the pool is held: the one past the line.
    const refused = await Promise.race(clients);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'UPLOAD_IN_PROGRESS', i18nKey: 'errors.UPLOAD_IN_PROGRESS' });

    letGo();
    await Promise.all(holders);
    expect((await another).statusCode).toBe(201);
    const statuses = (await Promise.all(clients)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(SIGHTING_PHOTOS_WAITING + 1).fill(201), 429]);
    expect(await sightingRows(bike.id)).toHaveLength(SIGHTING_PHOTOS_WAITING + 2);
  });

  it('leaves no file and no sighting when the files or the transaction fail', async () => {
    const { bike, tag } = await stolenBike();
    storage.failOnPut(5);
    const broken = await sendSighting(tag.uid, [photoPart(await image(800, 600))]);
    storage.failOnPut(null);
    expect(broken.statusCode).toBe(500);
    expect(broken.json().i18nKey).toBe('photos.upload_failed');

    // The files are written, then the transaction fails on the photo's row.
    await sql`CREATE FUNCTION refuse_sighting_photo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(t.ctx.db);
    await sql`CREATE TRIGGER refuse_sighting_photo BEFORE INSERT ON sighting_photos FOR EACH ROW EXECUTE FUNCTION refuse_sighting_photo()`.execute(t.ctx.db);
    try {
      const failed = await sendSighting(tag.uid, [photoPart(await image(800, 600))]);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_sighting_photo ON sighting_photos`.execute(t.ctx.db);
      await sql`DROP FUNCTION refuse_sighting_photo()`.execute(t.ctx.db);
    }
    expect(await sightingRows(bike.id)).toEqual([]);
    expect((await filesUnder(sightingFolder(bike.id))).filter((f) => f.includes('.'))).toEqual([]);
  });
});

describe('a multipart sighting', () => {
  it('reads its text fields as the JSON body: flags as "on", numbers as text, an empty file input as no photo', async () => {
    const { owner, bike, tag } = await stolenBike();
    const res = await sendSighting(tag.uid.toLowerCase(), [{ name: 'photo', filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }], {
      latitude: '45.4781234',
      longitude: '9.2271234',
      shareExact: 'on',
      contactConsent: 'true',
      contactEmail: 'finder@example.com',
      note: 'Davanti al bar',
    });
    expect(res.statusCode).toBe(201);
    const [sighting] = await sightingsOf(bike.id, owner.headers);
    expect(sighting).toMatchObject({
      source: 'report',
      location: { latitude: 45.4781234, longitude: 9.2271234, exact: true },
      note: 'Davanti al bar',
      contactConsent: true,
      photo: null,
    });
  });

  it('refuses a bad text field naming it, as JSON does', async () => {
    const { bike, tag } = await stolenBike();
    const res = await sendSighting(tag.uid, [photoPart(await image(800, 600))], { latitude: 'qui', longitude: '9.2', contactEmail: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'latitude', i18nKey: 'validation.number' })] });
    expect((await sendSighting(tag.uid, [], { note: 'x'.repeat(1001) })).json().fields).toEqual([expect.objectContaining({ field: 'note' })]);
    expect((await sendSighting('', [])).json().fields).toEqual([expect.objectContaining({ field: 'uid', i18nKey: 'validation.tag_uid_required' })]);
    expect(await sightingRows(bike.id)).toEqual([]);
  });

  it('refuses an unexpected or second file part naming it, and reads the body to its end so the connection goes on', async () => {
    const { bike, tag } = await stolenBike();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, pathname: string, body?: { payload: Buffer; headers: Record<string, string> }) =>
      new Promise<{ status: number; body: string; reusedSocket: boolean; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const req = http.request(new URL(pathname, address), { method, agent, headers: body?.headers ?? {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), reusedSocket: req.reusedSocket, ms: performance.now() - started }),
          );
        });
        // A body left half-read stalls the connection: fail clearly instead of at the test's timeout.
        req.setTimeout(5000, () => req.destroy(new Error(`${method} ${pathname}: no answer within 5 s`)));
        req.on('error', reject);
        req.end(body?.payload);
      });
    try {
      const photo = await image(800, 600);
      // Large enough (1 MB) that a part left unread would stall the socket.
      const evidence = Buffer.alloc(1024 * 1024, 7);
      const cases: [string, Part[], string][] = [
        [
          'a file part of another name, before the photo',
          [{ name: 'evidence', filename: 'e.bin', type: 'application/octet-stream', bytes: evidence }, photoPart(photo)],
          'evidence',
        ],
        ['a second photo', [photoPart(photo), photoPart(evidence, 'second.jpg')], 'photo'],
        // Past the parser's limit of two files: the first stray one is still the one named.
        ['three files', [photoPart(photo), { name: 'x', filename: 'x.bin', type: 'application/octet-stream', bytes: evidence }, photoPart(evidence)], 'x'],
      ];
      for (const [what, parts, named] of cases) {
        const refused = await send('POST', '/api/sightings', multipart([{ name: 'uid', value: tag.uid }, ...parts]));
        expect(refused.status, what).toBe(400);
        expect(JSON.parse(refused.body), what).toMatchObject({ error: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: named })] });
        expect(JSON.parse(refused.body).message, what).toContain(`${named}: unexpected file part`);
        const next = await send('GET', '/api/health');
        expect(next.status, what).toBe(200);
        expect(next.reusedSocket, what).toBe(true);
        expect(next.ms, what).toBeLessThan(2000);
      }
      // The parser gives up (too many fields) before a large file: the rest is read and dropped all the same.
      const crowded = multipart([
        ...Array.from({ length: 30 }, (_, n) => ({ name: `f${n}`, value: 'x' })),
        { name: 'evidence', filename: 'e.bin', type: 'application/octet-stream', bytes: evidence },
      ]);
      const gaveUp = await send('POST', '/api/sightings', crowded);
      expect([gaveUp.status, JSON.parse(gaveUp.body).message]).toEqual([400, 'The multipart body cannot be read']);
      const next = await send('GET', '/api/health');
      expect([next.status, next.reusedSocket]).toEqual([200, true]);
      expect(await sightingRows(bike.id)).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the route limit of 20 sightings per client in 15 minutes, whatever the body', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 21; n++) statuses.push((await sendSighting('', [])).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });

  it('a JSON sighting without a photo works as before', async () => {
    const { owner, bike, tag } = await stolenBike();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: { uid: tag.uid, location: { latitude: 45.47, longitude: 9.22 }, shareExact: true },
    });
    expect(res.statusCode).toBe(201);
    expect(await sightingsOf(bike.id, owner.headers)).toEqual([
      expect.objectContaining({ source: 'report', location: { latitude: 45.47, longitude: 9.22, exact: true }, photo: null }),
    ]);
  });
});
