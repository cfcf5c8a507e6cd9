import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

/**
 * Issue #28 item 5: the bike's printable record ("Scheda della bici"): `GET /api/bikes/:id/record` gives
 * its owner everything the sheet prints — the facts, photos, tags with their chip, the registration
 * date, the owner's name, the date printed (the application clock) and the QR code of the bike's
 * public verification. Anyone else's bike answers 404, as the bike itself does.
 */
// jsQR is CommonJS: its module object is the function, and carries it as `default` too (what its types declare).
const jsQR = jsQRModule.default;

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const record = (bikeId: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/bikes/${bikeId}/record`, headers });

async function addPhoto(bikeId: string, isMain: boolean, at: Date) {
  return t.ctx.db
    .insertInto('bike_photos')
    .values({ bike_id: bikeId, bytes: 40_000, filename: 'bici.jpg', format: 'jpeg', width: 1600, height: 1200, is_main: isMain, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The text a QR code (an SVG from the server) holds, decoded from its pixels. */
async function qrText(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('GET /api/bikes/:id/record', () => {
  it("gives the owner the sheet's facts, photos (main first), tags with their chip, her name and the printing date", async () => {
    const owner = await signedInUser(t.app, t.ctx, { nome: 'Ottavia', cognome: 'Zanzibar' });
    const bike = await createBike(t.ctx, owner.user.id, {
      name: 'Freccia blu',
      brand: 'Bianchi',
      model: 'Spillo',
      type: 'road',
      color: 'blu',
      second_color: 'bianco',
      year: 2021,
      frame_size: '54 cm',
      serial_number: 'WTU123X456',
      created_at: new Date('2026-03-04T10:00:00Z'),
    });
    const other = await addPhoto(bike.id, false, new Date('2026-03-05T10:00:00Z'));
    const main = await addPhoto(bike.id, true, new Date('2026-03-06T10:00:00Z'));
    const plain = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });

    // Minutes on by the application's clock (the session still lives): the sheet is dated by it, not by the machine.
    t.clock.advance(5 * 60 * 1000);
    const before = t.clock.now().getTime();
    const res = await record(bike.id, owner.headers);
    const after = t.clock.now().getTime();
    expect(res.statusCode).toBe(200);
    const { record: sheet } = res.json();
    expect(sheet.bike).toMatchObject({
      name: 'Freccia blu',
      brand: 'Bianchi',
      model: 'Spillo',
      type: 'road',
      color: 'blu',
      secondColor: 'bianco',
      year: 2021,
      frameSize: '54 cm',
      serialNumber: 'WTU123X456',
    });
    expect(sheet.registeredAt).toBe('2026-03-04T10:00:00.000Z');
    const ownership = await t.ctx.db.selectFrom('bike_ownerships').select('started_at').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    expect(sheet.ownedSince).toBe(ownership.started_at.toISOString());
    expect(sheet.ownerName).toBe('Ottavia Zanzibar');
    expect(Date.parse(sheet.printedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(sheet.printedAt)).toBeLessThanOrEqual(after);
    expect(sheet.photos.map((p: { id: string }) => p.id)).toEqual([main.id, other.id]);
    expect(sheet.photos[0].url).toBe(`/media/${bike.id}/${main.id}/large.jpg`);
    expect(sheet.tags).toEqual([{ uid: plain.uid, chip: 'ntag213' }]);
  });

  it("points the QR code at the verification page of the bike's plain tag, the URL written out beside it", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const { record: sheet } = (await record(bike.id, owner.headers)).json();
    const url = `${t.ctx.config.publicUrl}/nfc/verifica?uid=${tag.uid}`;
    expect(sheet.verification.url).toBe(url);
    expect(await qrText(sheet.verification.qrSvg)).toBe(url);
  });

  it("names a secure tag's chip and points the QR code at its verification page by UID", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id, keyVersion: 1 });
    const { record: sheet } = (await record(bike.id, owner.headers)).json();
    expect(sheet.tags).toEqual([{ uid: tag.uid, chip: 'ntag424' }]);
    expect(sheet.verification.url).toBe(`${t.ctx.config.publicUrl}/nfc/verifica?uid=${tag.uid}`);
  });

  it('prints no QR code for a bike without a tag (there is no public page to check it on)', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    await createTag(t.ctx, { ownerId: owner.user.id, status: 'assigned' });
    const { record: sheet } = (await record(bike.id, owner.headers)).json();
    expect(sheet.tags).toEqual([]);
    expect(sheet.verification).toBeNull();
  });

  it("answers 404 for another user's bike, an unknown id and a malformed one", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const stranger = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    for (const id of [bike.id, '00000000-0000-4000-8000-000000000000', 'not-a-bike']) {
      const res = await record(id, stranger.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'BIKE_NOT_FOUND', i18nKey: 'errors.BIKE_NOT_FOUND' });
    }
  });

  it('asks for a signed-in owner', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    expect((await record(bike.id, {})).statusCode).toBe(401);
  });
});
