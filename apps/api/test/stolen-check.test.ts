import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

/**
 * Issue #24 item 7: the used-bike check (`GET /api/public/stolen`) tells anyone whether a bike is
 * reported stolen. Where, for how much and what it looks like are the owner's to publish: an
 * unpublished theft answers only "reported stolen"; a published one also links its public page.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const DAY = 24 * 60 * 60 * 1000;

let serials = 0;
/** A bike stolen in central Milan two days ago with a funded reward of 130 € and a main photo; its tag too. */
async function stolenBike() {
  serials += 1;
  const serial = `CHK-${serials}-${Date.now()}`;
  const owner = await signedInUser(t.app, t.ctx, { nome: 'Ottavia', cognome: 'Zanzibar' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia blu', brand: 'Bianchi', serial_number: serial });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const photo = await t.ctx.db
    .insertInto('bike_photos')
    .values({ bike_id: bike.id, filename: 'main.jpg', format: 'jpeg', width: 800, height: 600, bytes: 2048, is_main: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stolenAt = new Date(t.clock.now().getTime() - 2 * DAY).toISOString();
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/bikes/${bike.id}/report-stolen`,
    headers: owner.headers,
    payload: { reward: 0, stolenAt, place: { lat: 45.464711, lng: 9.190103 }, circumstances: 'Davanti al bar' },
  });
  expect(reported.statusCode).toBe(200);
  await t.ctx.db.updateTable('theft_reports').set({ reward_cents: 13_000, reward_status: 'funded' }).where('bike_id', '=', bike.id).execute();
  return { owner, bike, tag, serial, photoId: photo.id };
}

async function publish(bikeId: string, headers: Headers): Promise<string> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bikeId}/publication`, payload: {}, headers });
  expect(res.statusCode).toBe(200);
  return res.json().publication.publicId;
}

describe('GET /api/public/stolen for a theft its owner has not published', () => {
  it('answers only "reported stolen": no place, no reward, no photo, no bike, no page', async () => {
    const { bike, tag, serial, photoId } = await stolenBike();
    for (const query of [`serial=${encodeURIComponent(serial.toLowerCase())}`, `uid=${tag.uid}`]) {
      const res = await get(`/api/public/stolen?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ success: true, stolen: true, bike: null, publicPage: null });
      for (const secret of ['Milano', '130', '84,5', photoId, bike.id, 'Freccia blu', 'Davanti al bar'])
        expect(res.body, `${query} ${secret}`).not.toContain(secret);
    }
  });

  it('says so again once a publication is withdrawn', async () => {
    const { owner, bike, serial } = await stolenBike();
    await publish(bike.id, owner.headers);
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}/publication`, headers: owner.headers });
    expect(withdrawn.statusCode).toBe(200);
    expect((await get(`/api/public/stolen?serial=${serial}`)).json()).toEqual({ success: true, stolen: true, bike: null, publicPage: null });
  });
});

describe('GET /api/public/stolen for a published theft', () => {
  it('links the public page and shows what it shows: the bike, the municipality, the reward, the photo', async () => {
    const { owner, bike, tag, serial, photoId } = await stolenBike();
    const publicId = await publish(bike.id, owner.headers);
    for (const query of [`serial=${encodeURIComponent(serial)}`, `uid=${tag.uid.toLowerCase()}`]) {
      const res = await get(`/api/public/stolen?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toMatchObject({
        success: true,
        stolen: true,
        publicPage: `/rubate/${publicId}`,
        bike: {
          name: 'Freccia blu',
          brand: 'Bianchi',
          isStolen: true,
          stolenNear: 'Milano (MI)',
          reward: 130,
          rewardFunded: true,
          mainPhoto: expect.stringContaining(photoId),
        },
      });
      // Never the owner, the exact point, the circumstances' author or the serial itself.
      for (const secret of [owner.user.email, 'Zanzibar', '45.464711', serial]) expect(res.body, `${query} ${secret}`).not.toContain(secret);
    }
    // The page it links to is there for anyone.
    expect((await get(`/api/stolen/${publicId}`)).statusCode).toBe(200);
  });

  it('answers "not stolen" with nothing else for a bike that is not reported', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    await createBike(t.ctx, owner.user.id, { serial_number: 'CLEAN-4242' });
    expect((await get('/api/public/stolen?serial=clean4242')).json()).toEqual({ success: true, stolen: false, bike: null, publicPage: null });
  });
});
