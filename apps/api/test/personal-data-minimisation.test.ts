import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';
import { setupTestAppWithWeb } from './helpers/web-build.ts';

// Issue #26 item 3: keys that cannot be reversed, and the least data collected — what is stored
// after a request, read back from the database.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestAppWithWeb();
}, 120_000);
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** What the tag page's script used to send: a fingerprint, the referrer, the screen and more. */
const everythingABrowserSends = {
  deviceType: 'mobile',
  browser: 'Safari 18',
  platform: 'iPhone',
  language: 'it-IT',
  timeZone: 'Europe/Rome',
  screenSize: '390x844',
  pixelRatio: 3,
  cookiesEnabled: true,
  fingerprintId: '9f86d081884c7d659a2feaa0c55ad015',
  referrer: 'https://www.instagram.com/p/abc',
  connection: { effectiveType: '4g', downlink: 10, networkRtt: 50, saveData: false },
};

async function taggedBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id);
  return createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
}
const deviceInfoOf = async (tagId: string) =>
  (await t.ctx.db.selectFrom('scans').select('device_info').where('tag_id', '=', tagId).orderBy('id').execute()).map((r) => r.device_info);

describe('device info of a scan', () => {
  it('keeps only the kind of device (from the User-Agent) and the language, whatever the client sends', async () => {
    const cases = [
      { agent: IPHONE, deviceType: 'phone' },
      { agent: IPAD, deviceType: 'tablet' },
      { agent: ANDROID_TABLET, deviceType: 'tablet' },
      { agent: DESKTOP, deviceType: 'desktop' },
    ];
    for (const { agent, deviceType } of cases) {
      const tag = await taggedBike();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tags/verify',
        payload: { uid: tag.uid, deviceInfo: everythingABrowserSends },
        headers: { 'user-agent': agent, 'accept-language': 'en-GB,en;q=0.8' },
      });
      expect(res.statusCode).toBe(200);
      expect({ agent, stored: await deviceInfoOf(tag.id) }).toEqual({ agent, stored: [{ deviceType, language: 'it' }] });
    }
  });

  it('on the server-rendered tag page, keeps the kind of device and the language; the page completing its scan adds no fingerprint', async () => {
    const tag = await taggedBike();
    const page = await t.app.inject({
      method: 'GET',
      url: `/nfc/verifica?uid=${tag.uid}`,
      headers: { 'user-agent': IPHONE, 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(await deviceInfoOf(tag.id)).toEqual([{ deviceType: 'phone', language: 'it' }]);

    const cookie = page.cookies.find((c) => c.name.endsWith('view'));
    if (!cookie) throw new Error('the page set no view cookie');
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify/complete',
      payload: { location: { latitude: 45.4642, longitude: 9.19 }, deviceInfo: everythingABrowserSends },
      headers: { 'user-agent': IPHONE, cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(completed.statusCode).toBe(200);
    const stored = await deviceInfoOf(tag.id);
    expect(stored).toEqual([{ deviceType: 'phone', language: 'it' }]);
    expect(JSON.stringify(stored)).not.toMatch(/fingerprint|Safari|instagram|390x844/);
  });
});

describe("the contact form's address key", () => {
  const oldKey = (ip: string) => createHmac('sha256', createHmac('sha256', TEST_JWT_SECRET).update('contact-message-ip').digest()).update(ip).digest();

  it("is keyed under the day's key: not the JWT secret's, not a plain hash, and another one the next day", async () => {
    const ip = '198.51.100.23';
    const send = async () => {
      const email = `giorno-${crypto.randomUUID()}@example.com`;
      const payload = { name: 'Chiara Neri', email, message: 'La mia bici ha un tag che non si legge più.' };
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip })).statusCode).toBe(201);
      const row = await t.ctx.db.selectFrom('contact_messages').select('ip_hash').where('email', '=', email).executeTakeFirstOrThrow();
      return row.ip_hash as unknown;
    };
    const today = await send();
    const sameDay = await send();
    t.clock.advance(DAY);
    const tomorrow = await send();

    expect(today).toBeTruthy();
    // The same source the same day (a flood shows), another key the next day (days cannot be linked).
    expect(sameDay).toEqual(today);
    expect(tomorrow).not.toEqual(today);
    // Nothing a holder of the configuration or anyone with the address alone could recompute.
    const asText = (v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : String(v));
    for (const derivable of [oldKey(ip).toString('hex'), oldKey(ip).toString('base64url'), createHash('sha256').update(ip).digest('hex')]) {
      expect(asText(today)).not.toContain(derivable.slice(0, 16));
    }
  });

  it('still limits one address to five messages an hour', async () => {
    const ip = '198.51.100.24';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const payload = { name: 'Chiara Neri', email: `limite-${i}-${crypto.randomUUID()}@example.com`, message: 'Un messaggio di troppo, forse.' };
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("a Hunter's area", () => {
  it('is stored to the ~1 km its radius needs, not to the metre the phone gave', async () => {
    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/hunter/area',
      payload: { latitude: 45.4642123, longitude: 9.1912345, radiusKm: 1 },
      headers: hunter.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().area).toMatchObject({ latitude: 45.46, longitude: 9.19, radiusKm: 1 });
    const stored = await t.ctx.db.selectFrom('hunter_areas').select(['lat', 'lng']).where('user_id', '=', hunter.user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ lat: 45.46, lng: 9.19 });
  });
});
