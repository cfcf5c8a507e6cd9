import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import type { UserRow } from '../src/modules/users/user-row.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { phoneDevice } from './helpers/device.ts';
import { bearer, createBike, createTag, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const device = phoneDevice;
const milan = { latitude: 45.464211, longitude: 9.191383, accuracy: 12 };
const verify = (payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url: '/api/tags/verify', payload, headers });
/** The user's alerts, with a session started now (the test clock runs past an access token's life). */
const alerts = async (user: UserRow) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer((await startSession(t.ctx, user)).token) })).json();

/** A finder's report as a browser sends it: a note and a photo, no position. */
async function reportWithPhoto(uid: string) {
  const boundary = '----ritrovaNotifications';
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3322' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uid"\r\n\r\n${uid}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nLegata al palo del bar\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="bici.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/sightings', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('GET /api/notifications: sighting alerts grouped per bike', () => {
  it('ten scans of a stolen tag and a report with a photo are one entry with counts by kind, the latest place and the photo', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Corsa della domenica' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    expect((await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers })).statusCode).toBe(200);
    const hunter = await signedInUser(t.app, t.ctx);

    // Ten scans, eleven minutes apart (one client's scans within ten minutes make one sighting):
    // nine anonymous, the last of them in Milan, and one by a signed-in Hunter.
    for (let i = 0; i < 10; i++) {
      if (i > 0) t.clock.advance(11 * 60 * 1000);
      const res =
        i === 4
          ? await verify({ uid: tag.uid, deviceInfo: device }, bearer((await startSession(t.ctx, hunter.user)).token))
          : await verify({ uid: tag.uid, deviceInfo: device, ...(i === 9 && { location: milan }) });
      expect(res.json().status).toBe('stolen');
    }
    t.clock.advance(5 * 60 * 1000);
    expect((await reportWithPhoto(tag.uid)).statusCode).toBe(201);
    await t.drainJobs();

    // The sightings' own times, oldest first (the test clock keeps running between the requests).
    const sightings = await t.ctx.db.selectFrom('sightings').select(['created_at', 'latitude']).where('bike_id', '=', bike.id).orderBy('created_at').execute();
    expect(sightings).toHaveLength(11);
    const iso = (at: Date | undefined) => at?.toISOString();
    const body = await alerts(owner.user);
    expect(body.unread).toBe(1);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({
      type: 'sighting',
      tone: 'alert',
      bikeId: bike.id,
      bikeName: 'Corsa della domenica',
      count: 11,
      createdAt: iso(sightings[10]?.created_at),
      sighting: { source: 'report', kind: 'anonymous', located: false },
      group: {
        firstAt: iso(sightings[0]?.created_at),
        kinds: { verifiedPresence: 0, hunterScan: 1, anonymousScan: 9, report: 1 },
        reportsWithPhoto: 1,
        reportsWithNote: 1,
        latest: { note: true, photo: true },
        place: { name: 'Milano (MI)', at: iso(sightings[9]?.created_at) },
      },
    });
  });

  it('read, the entry keeps its own figures and the next sighting starts a new one', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Blu' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(11 * 60 * 1000);
      await verify({ uid: tag.uid, deviceInfo: device, location: milan });
    }
    const [grouped] = (await alerts(owner.user)).notifications;
    const session = bearer((await startSession(t.ctx, owner.user)).token);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${grouped.id}/read`, payload: {}, headers: session })).statusCode).toBe(200);
    t.clock.advance(11 * 60 * 1000);
    await verify({ uid: tag.uid, deviceInfo: device });

    const [latest, read] = (await alerts(owner.user)).notifications;
    expect([latest.count, latest.read, latest.group.kinds.anonymousScan, latest.group.place]).toEqual([1, false, 1, null]);
    expect([read.count, read.read, read.group.kinds.anonymousScan, read.group.place?.name]).toEqual([3, true, 3, 'Milano (MI)']);
  });
});
