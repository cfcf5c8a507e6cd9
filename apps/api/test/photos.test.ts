import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWork } from '../src/modules/photos/image-work.ts';
import { UPLOADS_WAITING } from '../src/modules/photos/photo.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { failingStorage } from './helpers/failing-storage.ts';
import { rawConnection, rawRequest } from './helpers/raw-http.ts';

let t: TestApp;
/** Storage that fails on the Nth write when armed (an upload failing half-way). */
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

type Headers = Record<string, string>;

function multipart(filename: string, bytes: Buffer, field = 'bikePhoto') {
  const boundary = `----ritrova${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (bikeId: string, filename: string, bytes: Buffer, headers: Headers) => {
  const body = multipart(filename, bytes);
  return t.app.inject({ method: 'POST', url: `/api/photos/${bikeId}/photo`, payload: body.payload, headers: { ...headers, ...body.headers } });
};

/** A photo-like image (noise, so it is not a few bytes) of the given size. */
const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    [format]()
    .toBuffer();

/** A PNG whose header claims 50000×50000 pixels (a decompression bomb), padded above 1 KB. */
function pngBombHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = zlib.deflateSync(Buffer.alloc(4096));
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(1500)}`)),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const padded = (text: string) => Buffer.from(text + ' '.repeat(2048));

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { recursive: true })).map(String);
  } catch {
    return [];
  }
}
const uploadsDir = () => path.join(t.dataDir, 'uploads');
const photoRows = (bikeId: string) => t.ctx.db.selectFrom('bike_photos').selectAll().where('bike_id', '=', bikeId).execute();

describe('photo uploads: the attack corpus', () => {
  it('refuses each bad file with its key and stores nothing', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const valid = await image(800, 600);
    const cases: [string, string, Buffer, number, string][] = [
      ['a PNG header claiming 50000×50000', 'bomb.png', pngBombHeader(), 400, 'photos.invalid_dimensions'],
      ['a PHP script renamed .jpg', 'shell.jpg', padded("<?php system($_GET['c']); ?>"), 400, 'photos.invalid_format'],
      ['an HTML page renamed .jpg', 'page.jpg', padded('<html><script>alert(1)</script></html>'), 400, 'photos.invalid_format'],
      [
        'an SVG',
        'vector.svg',
        padded('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>'),
        400,
        'photos.invalid_format',
      ],
      ['a truncated JPEG', 'cut.jpg', valid.subarray(0, Math.floor(valid.length * 0.6)), 400, 'photos.image_corrupted'],
      ['a 0-byte file', 'empty.jpg', Buffer.alloc(0), 400, 'photos.file_too_small'],
      ['a 6 MB file', 'huge.jpg', Buffer.concat([valid, Buffer.alloc(6 * 1024 * 1024)]), 413, 'photos.file_too_large'],
      ['a 200×200 image', 'tiny.jpg', await image(200, 200), 400, 'photos.invalid_dimensions'],
      ['a 4000×1000 image (4:1)', 'wide.jpg', await image(4000, 1000), 400, 'photos.invalid_dimensions'],
      ['a path-traversal file name', '../../etc/passwd.jpg', valid, 400, 'photos.unsafe_filename'],
    ];
    for (const [what, filename, bytes, status, i18nKey] of cases) {
      const res = await upload(bike.id, filename, bytes, owner.headers);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ success: false, i18nKey });
    }
    expect(await photoRows(bike.id)).toEqual([]);
    expect(await filesUnder(path.join(uploadsDir(), bike.id))).toEqual([]);
  });

  it('strips EXIF/GPS from every stored file and makes every variant', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const withGps = await sharp(await image(1200, 900))
      .withExif({
        IFD0: { Copyright: 'Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 51/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 24/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(bike.id, 'La mia bici.jpg', withGps, owner.headers);
    expect(res.statusCode).toBe(201);
    const photo = res.json().data.photo;
    expect(photo).toMatchObject({ isMain: true, filename: 'La mia bici.jpg', format: 'jpeg', metadata: { width: 1200, height: 900 } });
    const stored = await filesUnder(path.join(uploadsDir(), bike.id, photo.id));
    expect(stored.sort()).toEqual(
      ['original.jpg', ...['placeholder', 'thumbnail', 'small', 'medium', 'large'].flatMap((v) => [`${v}.jpg`, `${v}.webp`])].sort(),
    );
    for (const file of stored) {
      const meta = await sharp(await fs.readFile(path.join(uploadsDir(), bike.id, photo.id, file))).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
    }
    const medium = await t.app.inject({ method: 'GET', url: photo.variants.medium.webp });
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/webp');
    expect(medium.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The sizes a photo is looked at keep it whole (4:3 inside the 3:2 box), and the API says so.
    expect(await sharp(medium.rawPayload).metadata()).toMatchObject({ width: 533, height: 400 });
    expect(photo.variants.medium).toMatchObject({ width: 533, height: 400 });
    expect((await t.app.inject({ method: 'GET', url: `/media/${bike.id}/../../secret.jpg` })).statusCode).toBe(404);
  });

  it('shows a photo whole: an 800×600 photo is neither cropped to 3:2 nor enlarged; the thumbnail still fills its square', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const photo = (await upload(bike.id, 'whole.jpg', await image(800, 600), owner.headers)).json().data.photo;
    const sizeOf = async (url: string) => sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(await sizeOf(photo.variants.large.jpeg)).toMatchObject({ width: 800, height: 600 });
    expect(photo.variants.large).toMatchObject({ width: 800, height: 600 });
    expect(await sizeOf(photo.variants.medium.webp)).toMatchObject({ width: 533, height: 400 });
    expect(await sizeOf(photo.variants.thumbnail.jpeg)).toMatchObject({ width: 150, height: 150 });
  });

  it('allows 5 photos per bike and 5 uploads per hour; an upload failing half-way leaves nothing', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const other = await createBike(t.ctx, owner.user.id);
    storage.failOnPut(4);
    const broken = await upload(bike.id, 'one.jpg', await image(640, 480), owner.headers);
    storage.failOnPut(null);
    expect(broken.statusCode).toBe(500);
    expect(broken.json().i18nKey).toBe('photos.upload_failed');
    expect(await photoRows(bike.id)).toEqual([]);
    expect(await filesUnder(path.join(uploadsDir(), bike.id))).toEqual([]);

    // The broken one counted as an upload attempt of an accepted image: 4 more fit in the hour.
    for (const n of [1, 2, 3, 4]) expect((await upload(bike.id, `p${n}.jpg`, await image(640, 480), owner.headers)).statusCode).toBe(201);
    const limited = await upload(other.id, 'p6.jpg', await image(640, 480), owner.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      i18nKey: 'photos.rate_limit_exceeded',
      message: expect.stringMatching(/^Too many uploads\. Maximum 5 photos per hour\. Try again in \d+ minutes$/),
    });
    expect(await photoRows(other.id)).toEqual([]);
  });

  it('refuses the sixth photo of a bike', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    for (const n of [1, 2, 3, 4, 5]) {
      await t.ctx.db
        .insertInto('bike_photos')
        .values({ bike_id: bike.id, filename: `p${n}.jpg`, format: 'jpeg', width: 800, height: 600, bytes: 2048, is_main: n === 1 })
        .execute();
    }
    const sixth = await upload(bike.id, 'p6.jpg', await image(640, 480), owner.headers);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().i18nKey).toBe('photos.too_many_files');
    expect(await photoRows(bike.id)).toHaveLength(5);
  });
});

describe('main photo and deletion', () => {
  it('first is main; another can be made main; deleting the main promotes the next; only the owner', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const stranger = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const first = (await upload(bike.id, 'a.jpg', await image(800, 600), owner.headers)).json().data.photo;
    const second = (await upload(bike.id, 'b.png', await image(600, 800, 'png'), owner.headers)).json().data.photo;
    expect([first.isMain, second.isMain]).toEqual([true, false]);
    expect(second.format).toBe('png');

    expect((await upload(bike.id, 'c.jpg', await image(800, 600), stranger.headers)).statusCode).toBe(404);
    for (const method of ['PATCH', 'PUT'] as const) {
      expect((await t.app.inject({ method, url: `/api/photos/${bike.id}/photos/${second.id}/main`, headers: stranger.headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${bike.id}/photos/${first.id}`, headers: stranger.headers })).statusCode).toBe(404);

    const made = await t.app.inject({ method: 'PATCH', url: `/api/photos/${bike.id}/photos/${second.id}/main`, headers: owner.headers });
    expect(made.json().data.photo.isMain).toBe(true);
    const bikeNow = (await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: owner.headers })).json().bike;
    expect(bikeNow.mainPhoto).toBe(second.thumbnailUrl);
    expect(bikeNow.photos.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos/${bike.id}/photos/${second.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/photos/${bike.id}/photos`, headers: owner.headers })).json().data.photos;
    expect(after).toEqual([expect.objectContaining({ id: first.id, isMain: true })]);
    expect(await filesUnder(path.join(uploadsDir(), bike.id, second.id))).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${bike.id}/photos/${second.id}`, headers: owner.headers })).json().i18nKey).toBe(
      'photos.photo_not_found',
    );

    // Deleting the bike deletes its files.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(await filesUnder(path.join(uploadsDir(), bike.id))).toEqual([]);
  });
});

/** The app on a real port (once for the file), for tests that speak HTTP over a socket. */
let address: string | undefined;
const listening = async () => {
  address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
};

describe('uploads cannot hold up other requests', () => {
  it('a refused multipart body is read and dropped: the next request on the same keep-alive connection is answered', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const stranger = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const address = await listening();
    // Large enough (2 MB) that a body left unread stalls the connection.
    const evidence = Buffer.alloc(2 * 1024 * 1024, 7);
    const cases: [string, string, Record<string, string>, ReturnType<typeof multipart>, number, string][] = [
      ['a file in another field than bikePhoto', bike.id, owner.headers, multipart('e.jpg', evidence, 'evidence'), 400, 'photos.no_file_provided'],
      ["another user's bike", bike.id, stranger.headers, multipart('e.jpg', evidence), 404, 'errors.BIKE_NOT_FOUND'],
      ['no token', bike.id, {}, multipart('e.jpg', evidence), 401, 'errors.UNAUTHORIZED'],
    ];
    const connection = await rawConnection(address);
    try {
      for (const [what, bikeId, headers, body, status, i18nKey] of cases) {
        connection.write(rawRequest('POST', `/api/photos/${bikeId}/photo`, { ...headers, ...body.headers }, body.payload));
        const refused = await connection.response(what);
        expect([refused.status, JSON.parse(refused.body).i18nKey], what).toEqual([status, i18nKey]);
        connection.write(rawRequest('GET', '/api/health', {}));
        const next = await connection.response(`GET /api/health after ${what}`);
        expect(next.status, what).toBe(200);
      }
    } finally {
      connection.close();
    }
  });

  it('a refused body announced larger than an upload may be is not read: the answer closes the connection', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const stranger = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const address = await listening();
    const body = multipart('big.jpg', Buffer.alloc(8 * 1024 * 1024, 7));
    const connection = await rawConnection(address);
    try {
      // Only the start of the 8 MB is ever sent.
      const request = rawRequest('POST', `/api/photos/${bike.id}/photo`, { ...stranger.headers, ...body.headers }, body.payload);
      connection.write(request.subarray(0, 256 * 1024));
      const refused = await connection.response('the refused upload');
      expect([refused.status, refused.headers.connection]).toEqual([404, 'close']);
      await connection.closed('after the refused upload');
    } finally {
      connection.close();
    }
  });

  it('over the hourly limit, an upload is refused before its file is decoded: a corrupted file answers 429, not image_corrupted', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const other = await createBike(t.ctx, owner.user.id);
    for (const n of [1, 2, 3, 4, 5])
      expect((await upload(n <= 4 ? bike.id : other.id, `p${n}.jpg`, await image(320, 320), owner.headers)).statusCode).toBe(201);
    // Its header is sound, its pixels cut short: only a decode would find out.
    const valid = await image(800, 600);
    const corrupted = valid.subarray(0, Math.floor(valid.length * 0.6));
    const fresh = await signedInUser(t.app, t.ctx);
    const freshBike = await createBike(t.ctx, fresh.user.id);
    expect((await upload(freshBike.id, 'cut.jpg', corrupted, fresh.headers)).json().i18nKey).toBe('photos.image_corrupted');

    const { pool } = imageWork(t.ctx);
    const jobsBefore = pool.started;
    const limited = await upload(other.id, 'cut.jpg', corrupted, owner.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ i18nKey: 'photos.rate_limit_exceeded', retryAfterSeconds: expect.any(Number) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(pool.started).toBe(jobsBefore);
  });

  it("one upload in flight per account: the others wait their turn, past the waiting line 429 UPLOAD_IN_PROGRESS; another account's goes on", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const neighbour = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const neighbourBike = await createBike(t.ctx, neighbour.user.id);
    const photo = await image(640, 480);
    // Every slot of the image pool is taken until the test lets go: an upload that gets that far waits there.
    const { pool } = imageWork(t.ctx);
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const holders = Array.from({ length: pool.concurrency }, () => pool.run('test:holder', () => held));

    // One in flight (held in the pool), UPLOADS_WAITING waiting behind it, one more than that.
    const owners = Array.from({ length: UPLOADS_WAITING + 2 }, (_, n) => upload(bike.id, `p${n}.jpg`, photo, owner.headers));
    const neighbours = upload(neighbourBike.id, 'n.jpg', photo, neighbour.headers);
    // The only one that can be answered while the pool is held: the one past the line.
    const refused = await Promise.race(owners);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'UPLOAD_IN_PROGRESS', i18nKey: 'errors.UPLOAD_IN_PROGRESS' });

    letGo();
    await Promise.all(holders);
    expect((await neighbours).statusCode).toBe(201);
    const answers = (await Promise.all(owners)).map((r) => r.json().i18nKey ?? r.statusCode);
    const tally = (value: unknown) => answers.filter((a) => a === value).length;
    // One after another: five fill the bike, the waiting rest find it full, none is lost to a race.
    expect([tally(201), tally('photos.too_many_files'), tally('errors.UPLOAD_IN_PROGRESS')]).toEqual([5, UPLOADS_WAITING - 4, 1]);
    expect(await photoRows(bike.id)).toHaveLength(5);
  });
});
