import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { phoneDevice } from './helpers/device.ts';
import { createBike, createTag, createUser, signedInUser, signIn, sunTap } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { setupTestAppWithWeb } from './helpers/web-build.ts';

/**
 * Issue #24, "anyone can flood an owner": the no-JavaScript sighting forms take only posts from
 * Ritrova's own pages; an owner's sighting mails are grouped per bike and window; a bike's hourly
 * budget of anonymous reports; the client key of a tag's scans is its network under the day's key,
 * whatever headers it sends. The forms and the tag page need the web app's builds: built once here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestAppWithWeb();
}, 180_000);
afterAll(() => t?.close());
// Each test starts two hours later: per-client limits, the bike's hourly budget and mail windows start again.
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

const MINUTE = 60 * 1000;
const EVIL = 'https://evil.example';
type Headers = Record<string, string>;

/** An owner (Italian) whose bike carries a tag, reported stolen and published on /rubate. */
async function stolenBike() {
  const owner = await signedInUser(t.app, t.ctx, { email: `owner-${crypto.randomUUID()}@example.com`, language: 'it' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia', brand: 'Bianchi' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers });
  expect(reported.statusCode).toBe(200);
  const published = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}/publication`, payload: {}, headers: owner.headers });
  expect(published.statusCode).toBe(200);
  return { owner, bike, tag, publicId: published.json().publication.publicId as string };
}

const sightingsOf = (bikeId: string) =>
  t.ctx.db.selectFrom('sightings').select(['id', 'source', 'client_key']).where('bike_id', '=', bikeId).orderBy('created_at').execute();
const alertsOf = (userId: string) =>
  t.ctx.db.selectFrom('notifications').select(['type', 'count']).where('user_id', '=', userId).where('type', '=', 'sighting').execute();
/** The owner's mails about sightings, once every queued job has run. */
async function sightingMails(email: string) {
  await t.drainJobs();
  return (await t.mailsTo(email)).filter((m) => /avvistament/i.test(m.subject ?? ''));
}
/** The minute's tick of the schedule that sends the digests of windows that ended (pg-boss runs it every minute). */
async function digestTick() {
  await t.ctx.jobs.send('sighting-digests', {});
  await t.drainJobs();
}
/** An anonymous JSON report (`POST /api/sightings`) from a network address of its own. */
const reportFrom = (uid: string, address: string, note?: string) =>
  t.app.inject({ method: 'POST', url: '/api/sightings', payload: { uid, ...(note && { note }) }, remoteAddress: address });

describe('the sighting forms without JavaScript take only posts from Ritrova’s own pages', () => {
  /** The tag page's form as a browser sends it (to `/nfc/verifica?uid=…#segnala`). */
  const tagForm = (uid: string, headers: Headers) => {
    const form = multipart([
      { name: 'uid', value: uid },
      { name: 'note', value: 'Davanti al mercato' },
    ]);
    return t.app.inject({ method: 'POST', url: `/nfc/verifica?uid=${uid}`, payload: form.payload, headers: { ...form.headers, ...headers } });
  };
  /** A stolen bike's public page's form, urlencoded (no file input filled). */
  const stolenForm = (publicId: string, headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: `/rubate/${publicId}`,
      payload: 'note=Davanti+al+mercato',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  const foreign: [string, Headers][] = [
    ['Origin of another site', { origin: EVIL }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and a Referer of another site', { referer: `${EVIL}/trappola.html` }],
    ['Origin: null (a sandboxed frame or a file) and no Referer', { origin: 'null' }],
    ['neither Origin nor Referer nor Sec-Fetch-Site', {}],
  ];

  for (const [what, headers] of foreign) {
    it(`refuses a post with ${what}: 403, a page saying so with a link back, and nothing stored`, async () => {
      const { owner, bike, tag, publicId } = await stolenBike();
      const viaTag = await tagForm(tag.uid, { ...headers, 'accept-language': 'it' });
      const viaStolen = await stolenForm(publicId, { ...headers, 'accept-language': 'en' });

      expect(viaTag.statusCode).toBe(403);
      expect(viaTag.headers['content-type']).toMatch(/^text\/html/);
      expect(viaTag.body).toContain('Questo modulo si può inviare solo dalla pagina di Ritrova');
      expect(viaTag.body).toContain(`href="/nfc/verifica?uid=${tag.uid}#segnala"`);
      expect(viaStolen.statusCode).toBe(403);
      expect(viaStolen.body).toContain('This form can only be sent from Ritrova’s own page');
      expect(viaStolen.body).toContain(`href="/rubate/${publicId}#segnala"`);

      expect(await sightingsOf(bike.id)).toEqual([]);
      expect(await alertsOf(owner.user.id)).toEqual([]);
      expect(await sightingMails(owner.user.email)).toEqual([]);
    });
  }

  it('takes a post from PUBLIC_URL’s origin, and one whose browser says same-origin with a null Origin', async () => {
    const { bike, tag, publicId } = await stolenBike();
    const own = { origin: t.ctx.config.publicUrl, referer: `${t.ctx.config.publicUrl}/nfc/verifica?uid=${tag.uid}` };
    expect((await tagForm(tag.uid, own)).statusCode).toBe(303);
    expect((await stolenForm(publicId, { origin: t.ctx.config.publicUrl })).statusCode).toBe(303);
    // A browser that hides its origin (Referrer-Policy no-referrer set by the visitor) still tells the fetch's site.
    t.clock.advance(11 * MINUTE);
    expect((await stolenForm(publicId, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect(await sightingsOf(bike.id)).toHaveLength(3);
  });

  it('the JSON API takes no sighting from another site’s form: from a foreign origin 403; urlencoded 415 and text/plain 400 from anyone', async () => {
    const { owner, bike, tag, publicId } = await stolenBike();
    const form = multipart([{ name: 'uid', value: tag.uid }]);
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/sightings', payload: form.payload, headers: { ...form.headers, origin: EVIL } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const onStolen = await t.app.inject({
      method: 'POST',
      url: `/api/stolen/${publicId}/sightings`,
      payload: multipart([{ name: 'note', value: 'x' }]).payload,
      headers: { ...multipart([]).headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(onStolen.statusCode).toBe(403);
    // The other two bodies a form can send are no sighting, whatever the headers say (here: none, as an old browser's).
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: `uid=${tag.uid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(415);
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: `{"uid":"${tag.uid}","x":"="}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(textPlain.statusCode).toBe(400);
    const textPlainCrossSite = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: `{"uid":"${tag.uid}","x":"="}`,
      headers: { 'content-type': 'text/plain', origin: EVIL },
    });
    expect(textPlainCrossSite.statusCode).toBe(403);
    expect(await sightingsOf(bike.id)).toEqual([]);
    expect(await sightingMails(owner.user.email)).toEqual([]);

    // A client that is no browser (no Origin, Referer or Sec-Fetch-Site): taken, as the API always did.
    expect((await reportFrom(tag.uid, '198.51.100.20')).statusCode).toBe(201);
    // The app's own page (JSON from PUBLIC_URL's origin): taken.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: { uid: tag.uid },
      headers: { origin: t.ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      remoteAddress: '198.51.100.21',
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('an owner’s sighting mails are grouped per bike', () => {
  it('a burst of 30 reports from 30 addresses: all kept, one mail at once, then one mail at the window’s end saying how many', async () => {
    const { owner, bike, tag } = await stolenBike();
    for (let i = 0; i < 30; i++) expect((await reportFrom(tag.uid, `203.0.113.${i + 1}`)).statusCode).toBe(201);
    expect(await sightingsOf(bike.id)).toHaveLength(30);

    const first = await sightingMails(owner.user.email);
    expect(first.map((m) => m.subject)).toEqual(['Nuovo avvistamento della tua bici — Ritrova']);

    // Before the window's end the tick sends nothing.
    t.clock.advance(14 * MINUTE);
    await digestTick();
    expect(await sightingMails(owner.user.email)).toHaveLength(1);

    t.clock.advance(2 * MINUTE);
    await digestTick();
    const mails = await sightingMails(owner.user.email);
    expect(mails).toHaveLength(2);
    // Ten anonymous reports an hour alert the owner: the first was mailed at once, nine more now.
    expect(mails[1]?.subject).toBe('9 nuovi avvistamenti della tua bici — Ritrova');
    expect(mails[1]?.text).toContain('altre 9 volte');
    expect(mails[1]?.text).toContain(`/bikes/${bike.id}`);

    // A second tick (another worker's, or the next minute's) sends nothing again.
    await digestTick();
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
  });

  it('one mail per window: sightings after a digest wait for the next window’s end', async () => {
    const { owner, tag } = await stolenBike();
    await reportFrom(tag.uid, '203.0.113.101');
    await reportFrom(tag.uid, '203.0.113.102');
    t.clock.advance(16 * MINUTE);
    await digestTick();
    expect((await sightingMails(owner.user.email)).map((m) => m.subject)).toEqual([
      'Nuovo avvistamento della tua bici — Ritrova',
      '1 nuovo avvistamento della tua bici — Ritrova',
    ]);
    // The digest opened the next window: a report now is told at its end, not at once.
    t.clock.advance(MINUTE);
    await reportFrom(tag.uid, '203.0.113.103');
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
    t.clock.advance(15 * MINUTE);
    await digestTick();
    expect((await sightingMails(owner.user.email)).map((m) => m.subject)).toHaveLength(3);
    // A quiet window sends nothing; the next sighting after it is mailed at once.
    t.clock.advance(20 * MINUTE);
    await digestTick();
    await reportFrom(tag.uid, '203.0.113.104');
    expect((await sightingMails(owner.user.email)).map((m) => m.subject)).toEqual([
      'Nuovo avvistamento della tua bici — Ritrova',
      '1 nuovo avvistamento della tua bici — Ritrova',
      '1 nuovo avvistamento della tua bici — Ritrova',
      'Nuovo avvistamento della tua bici — Ritrova',
    ]);
  });

  it('a signed-in finder’s report is mailed at once inside a window, once per window', async () => {
    const { owner, tag } = await stolenBike();
    await reportFrom(tag.uid, '203.0.113.111');
    const finder = await signedInUser(t.app, t.ctx);
    const signedIn = () => t.app.inject({ method: 'POST', url: '/api/sightings', payload: { uid: tag.uid }, headers: finder.headers });
    expect((await signedIn()).statusCode).toBe(201);
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
    t.clock.advance(11 * MINUTE);
    expect((await signedIn()).statusCode).toBe(201);
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
  });
});

describe('a bike’s hourly budget of anonymous reports', () => {
  it('beyond it reports are kept but notify nobody: no alert count, no mail at once, none in the digest', async () => {
    const { owner, bike, tag } = await stolenBike();
    for (let i = 0; i < 10; i++) await reportFrom(tag.uid, `192.0.2.${i + 1}`);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 10 }]);

    // Five more within the hour, reports and a scan: kept, and the alert does not move.
    for (let i = 10; i < 14; i++) await reportFrom(tag.uid, `192.0.2.${i + 1}`, `Oltre il budget ${i}`);
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '192.0.2.99' });
    expect(await sightingsOf(bike.id)).toHaveLength(15);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 10 }]);
    const owners = await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}/sightings`, headers: owner.headers });
    expect(owners.json().sightings).toHaveLength(15);

    // The window's digest tells the nine within the budget.
    t.clock.advance(16 * MINUTE);
    await digestTick();
    expect((await sightingMails(owner.user.email)).map((m) => m.subject)).toEqual([
      'Nuovo avvistamento della tua bici — Ritrova',
      '9 nuovi avvistamenti della tua bici — Ritrova',
    ]);
    // Still within the hour of the first ten: a report after the window tells nobody, now or later.
    await reportFrom(tag.uid, '192.0.2.50');
    t.clock.advance(16 * MINUTE);
    await digestTick();
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 10 }]);

    // A signed-in finder is outside the anonymous budget.
    const finder = await signedInUser(t.app, t.ctx);
    await t.app.inject({ method: 'POST', url: '/api/sightings', payload: { uid: tag.uid }, headers: finder.headers });
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 11 }]);
    expect(await sightingMails(owner.user.email)).toHaveLength(3);

    // An hour after the first ten, an anonymous report alerts again.
    t.clock.advance(30 * MINUTE);
    await reportFrom(tag.uid, '192.0.2.51');
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 12 }]);
  });
});

describe('a verified presence (a secure tag’s genuine tap)', () => {
  it('alerts beyond the anonymous budget and is mailed at once inside a window, once per window', async () => {
    const owner = await signedInUser(t.app, t.ctx, { email: `owner-${crypto.randomUUID()}@example.com`, language: 'it' });
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Lampo' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id, keyVersion: 7 });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers });
    for (let i = 0; i < 10; i++) await reportFrom(tag.uid, `192.0.2.${i + 120}`);
    expect(await sightingMails(owner.user.email)).toHaveLength(1);

    const tap = (counter: number, address: string) =>
      t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { sun: sunTap(t.ctx, tag.uid, counter, 7) }, remoteAddress: address });
    expect((await tap(1, '198.51.100.40')).json().authenticity).toBe('authenticated');
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 11 }]);
    expect((await sightingMails(owner.user.email)).map((m) => m.subject)).toEqual([
      'Nuovo avvistamento della tua bici — Ritrova',
      'Nuovo avvistamento della tua bici — Ritrova',
    ]);
    // A second one in the same window waits for its end.
    await tap(2, '198.51.100.41');
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 12 }]);
    expect(await sightingMails(owner.user.email)).toHaveLength(2);
  });
});

describe('the client key of a tag’s scans', () => {
  it('30 tag-page visits from one address with 30 User-Agents make 30 scans and one sighting', async () => {
    const { owner, bike, tag } = await stolenBike();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/nfc/verifica?uid=${tag.uid}`,
        headers: { 'user-agent': `Mozilla/5.0 (Phone ${i}) Browser/${i}.0`, 'accept-language': `it-IT;q=0.${(i % 9) + 1}` },
        remoteAddress: '198.51.100.7',
      });
      expect(res.statusCode).toBe(200);
    }
    const scans = await t.ctx.db.selectFrom('scans').select('id').where('uid', '=', tag.uid).execute();
    expect(scans).toHaveLength(30);
    expect(await sightingsOf(bike.id)).toHaveLength(1);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 1 }]);
  });

  it('through the API, 30 device fingerprints from one address make one sighting; another address makes another', async () => {
    const { bike, tag } = await stolenBike();
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/tags/verify',
        payload: { uid: tag.uid, deviceInfo: { ...phoneDevice, fingerprintId: `f${i.toString(16).padStart(7, '0')}` } },
        headers: { 'user-agent': `Agent ${i}` },
        remoteAddress: '198.51.100.8',
      });
    }
    expect(await sightingsOf(bike.id)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '198.51.100.9' });
    expect(await sightingsOf(bike.id)).toHaveLength(2);
  });

  it('is the network keyed under the day’s key: no address, nor a plain hash of it, is stored', async () => {
    const { bike, tag } = await stolenBike();
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '198.51.100.10' });
    const [sighting] = await sightingsOf(bike.id);
    expect(sighting?.client_key).toBe(await t.ctx.keys.hmac('client', '198.51.100.10'));
    // One IPv6 host's /64 is one client.
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '2001:db8:7:1::1' });
    await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '2001:db8:7:1::2' });
    expect(await sightingsOf(bike.id)).toHaveLength(2);
  });

  it('keeps one sighting per client per 10 minutes across midnight (UTC), when the day’s key changes', async () => {
    const { bike, tag } = await stolenBike();
    const now = t.clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(midnight - now.getTime() - 5 * MINUTE);
    const tap = () => t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, remoteAddress: '198.51.100.11' });
    await tap();
    t.clock.advance(7 * MINUTE);
    await tap();
    expect(await sightingsOf(bike.id)).toHaveLength(1);
    t.clock.advance(4 * MINUTE);
    await tap();
    expect(await sightingsOf(bike.id)).toHaveLength(2);
  });

  it('the limits of sightings, their photos and the contact form count the client by a keyed hash, never its address', async () => {
    const { tag, publicId } = await stolenBike();
    const address = '198.51.100.12';
    const form = multipart([{ name: 'uid', value: tag.uid }]);
    await t.app.inject({ method: 'POST', url: '/api/sightings', payload: form.payload, headers: form.headers, remoteAddress: address });
    await t.app.inject({ method: 'POST', url: `/api/stolen/${publicId}/sightings`, payload: { note: 'Vista' }, remoteAddress: address });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Anna', email: 'anna@example.com', message: 'Una domanda sulla mia bici rubata.' },
      remoteAddress: address,
    });
    const keys = (await t.ctx.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes(address))).toEqual([]);
  });
});

describe('the owner’s own tap on the page the server rendered (issue #27)', () => {
  it('once the page knows she is signed in: the sighting the view made is withdrawn with its alert, the scan is hers, and she is led to her bike', async () => {
    const { owner, bike, tag } = await stolenBike();
    const page = await t.app.inject({ method: 'GET', url: `/nfc/verifica?uid=${tag.uid}`, remoteAddress: '203.0.113.71' });
    expect(page.statusCode).toBe(200);
    const cookie = page.cookies.find((c) => c.name === 'ritrova_view');
    expect(await sightingsOf(bike.id)).toHaveLength(1);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify/complete',
      payload: {},
      headers: { ...owner.headers, cookie: `ritrova_view=${cookie?.value}` },
    });
    expect(completed.json()).toMatchObject({ success: true, scanner: true, ownBikeId: bike.id });
    expect(await sightingsOf(bike.id)).toEqual([]);
    expect(await alertsOf(owner.user.id)).toEqual([]);
    const scans = await t.ctx.db.selectFrom('scans').select('scanner_id').where('uid', '=', tag.uid).execute();
    expect(scans).toEqual([{ scanner_id: owner.user.id }]);
  });

  it('a stranger’s sighting before hers stays, with its alert', async () => {
    const { owner, bike, tag } = await stolenBike();
    expect((await reportFrom(tag.uid, '203.0.113.72')).statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/nfc/verifica?uid=${tag.uid}`, remoteAddress: '203.0.113.73' });
    const cookie = page.cookies.find((c) => c.name === 'ritrova_view');
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 2 }]);
    await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify/complete',
      payload: {},
      headers: { ...owner.headers, cookie: `ritrova_view=${cookie?.value}` },
    });
    expect((await sightingsOf(bike.id)).map((s) => s.source)).toEqual(['report']);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 1 }]);
  });
});

describe('the owner’s own tap, recognised by her session when the server renders the tag page (issue #27, decision 059)', () => {
  /** The owner signed in through the login form: her browser holds the refresh cookie. */
  async function signedInOwner() {
    const stolen = await stolenBike();
    const { refreshCookie } = await signIn(t.app, stolen.owner.user.email, stolen.owner.password);
    return { ...stolen, refresh: `${refreshCookie.name}=${refreshCookie.value}` };
  }

  it('with her refresh cookie on the page request: no sighting, no alert, no mail, her scan, and the page leads her to her bike', async () => {
    const { owner, bike, tag, refresh } = await signedInOwner();
    const page = await t.app.inject({ method: 'GET', url: `/nfc/verifica?uid=${tag.uid}`, headers: { cookie: refresh }, remoteAddress: '203.0.113.81' });
    expect(await sightingMails(owner.user.email)).toEqual([]);
    expect(await sightingsOf(bike.id)).toEqual([]);
    expect(await alertsOf(owner.user.id)).toEqual([]);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/bikes/${bike.id}`);
    const scans = await t.ctx.db.selectFrom('scans').select('scanner_id').where('uid', '=', tag.uid).execute();
    expect(scans).toEqual([{ scanner_id: owner.user.id }]);
  });

  it('reading the cookie rotates nothing: the same refresh token still refreshes afterwards', async () => {
    const { tag, refresh } = await signedInOwner();
    await t.app.inject({ method: 'GET', url: `/nfc/verifica?uid=${tag.uid}`, headers: { cookie: refresh }, remoteAddress: '203.0.113.82' });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('a signed-out, revoked or foreign session is an anonymous visitor: the sighting, its alert and the mail as before', async () => {
    const { owner, bike, tag, refresh } = await signedInOwner();
    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: refresh } });
    expect(loggedOut.statusCode).toBeLessThan(300);
    const page = await t.app.inject({ method: 'GET', url: `/nfc/verifica?uid=${tag.uid}`, headers: { cookie: refresh }, remoteAddress: '203.0.113.83' });
    expect(page.statusCode).toBe(200);
    const stranger = await createUser(t.ctx);
    const { refreshCookie } = await signIn(t.app, stranger.user.email, stranger.password);
    t.clock.advance(11 * MINUTE);
    const strangerPage = await t.app.inject({
      method: 'GET',
      url: `/nfc/verifica?uid=${tag.uid}`,
      headers: { cookie: `${refreshCookie.name}=${refreshCookie.value}` },
      remoteAddress: '203.0.113.84',
    });
    expect(strangerPage.statusCode).toBe(200);
    expect(await sightingsOf(bike.id)).toHaveLength(2);
    expect(await alertsOf(owner.user.id)).toEqual([{ type: 'sighting', count: 2 }]);
    expect(await sightingMails(owner.user.email)).toHaveLength(1);
  });
});

describe('four sightings of one bike in two minutes (issue #27)', () => {
  it('make one mail to its owner in those two minutes; the window’s end tells the other three in one more', async () => {
    const { owner, tag } = await stolenBike();
    for (const [i, address] of ['203.0.113.81', '203.0.113.82', '203.0.113.83', '203.0.113.84'].entries()) {
      expect((await reportFrom(tag.uid, address)).statusCode).toBe(201);
      if (i < 3) t.clock.advance(40 * 1000);
    }
    expect(await sightingMails(owner.user.email)).toHaveLength(1);
    t.clock.advance(15 * MINUTE);
    await digestTick();
    const mails = await sightingMails(owner.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('3');
  });
});
