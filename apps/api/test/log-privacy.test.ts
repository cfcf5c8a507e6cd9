import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/lib/storage.ts';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, forge, registration, signedInUser, sunTap } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * Issues #24 (item 3), #26 (item 1) and #25 (item 6, request ids): the log holds no secret and no
 * person. The app writes its log into memory while every one-time link, a plain and a secure tag's
 * tap, a signed photo link, positions, a sighting, contact messages and outbox mail go through it;
 * then none of what they carried may be in the log, and each request line names its route pattern
 * and the id the client got back in `X-Request-Id`.
 */
interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [field: string]: unknown;
}

const captured: string[] = [];
/** pino writes each line whole to `write`: the log as the operator would find it. */
const memory = { write: (line: string) => void captured.push(line) };
const logLines = (): LogLine[] => captured.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => logLines().filter((l) => l.msg === 'request completed');

/** Storage whose reads fail once armed: an unexpected error, logged by the error handler. */
let failReads = false;
const unreadableStorage = (real: Storage): Storage => ({
  ...real,
  async get(key) {
    if (failReads) throw new Error('disk unreadable');
    return real.get(key);
  },
});

let t: TestApp;
let web: WebBuild;
beforeAll(async () => {
  web = await buildWebApp();
  t = await setupTestApp(
    { RATE_LIMIT_REGISTER_PER_IP: '1000', RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000' },
    { webDist: web.dist, storage: unreadableStorage, logger: pino({ level: 'trace' }, memory) as FastifyBaseLogger },
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

type Headers = Record<string, string>;
const answers: LightMyRequestResponse[] = [];
async function send(method: 'GET' | 'POST', url: string, options: { headers?: Headers; payload?: object | Buffer } = {}) {
  const res = await t.app.inject({ method, url, headers: options.headers ?? {}, ...(options.payload !== undefined && { payload: options.payload }) });
  answers.push(res);
  return res;
}

/** Everything the requests below carried that the log must not hold. */
const secrets: Record<string, string> = {};
const remember = (what: string, value: string) => {
  expect(value.length, what).toBeGreaterThan(6);
  secrets[what] = value;
};

// Positions with more decimals than any timing or id could spell by chance.
const HUNTER_AT = { lat: '45.4731286', lng: '9.1874913' };
const SIGHTED_AT = { latitude: 45.4619357, longitude: 9.1950244 };
const LISTING_AT = { lat: '41.1171432', lng: '16.8718193' };

describe('the log while every link, tap and form is used', () => {
  beforeAll(async () => {
    // E-mail verification: the page the mailed link opens, then the API call it makes.
    const body = registration();
    remember('registered e-mail', body.email);
    expect((await send('POST', '/api/auth/register', { payload: body })).statusCode).toBe(201);
    const verifyLink = linkFrom(await t.waitForMail(body.email), '/verify-email');
    remember('verification token', verifyLink.token);
    expect((await send('GET', `/verify-email${verifyLink.url.search}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/verify-email', { payload: { token: verifyLink.token } })).statusCode).toBe(200);

    // Password reset: request, the page of the link, the API call.
    expect((await send('POST', '/api/auth/forgot-password', { payload: { email: body.email } })).statusCode).toBe(200);
    const resetLink = linkFrom(await t.waitForMail(body.email, 2), '/reset-password');
    remember('reset token', resetLink.token);
    expect((await send('GET', `/reset-password${resetLink.url.search}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/reset-password', { payload: { token: resetLink.token, password: 'Ricordata-Adesso-7#' } })).statusCode).toBe(200);

    // A transfer link: its page and the API read with the token in the query.
    const seller = await signedInUser(t.app, t.ctx);
    const buyer = await signedInUser(t.app, t.ctx);
    remember('seller e-mail', seller.user.email);
    remember('buyer e-mail', buyer.user.email);
    const forSale = await createBike(t.ctx, seller.user.id);
    const started = await send('POST', `/api/bikes/${forSale.id}/transfers`, { headers: seller.headers, payload: { email: buyer.user.email } });
    expect(started.statusCode).toBe(201);
    const transferId = started.json().transfer.id as string;
    const transferLink = linkFrom(await t.waitForMail(buyer.user.email), `/transfers/${transferId}`);
    remember('transfer token', transferLink.token);
    expect((await send('GET', `/transfers/${transferId}${transferLink.url.search}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/transfers/${transferId}${transferLink.url.search}`, { headers: buyer.headers })).statusCode).toBe(200);

    // A plain tag on a stolen bike: the tag page, the info route and the verification call.
    const owner = await signedInUser(t.app, t.ctx);
    remember('owner e-mail', owner.user.email);
    const stolen = await createBike(t.ctx, owner.user.id);
    const plainTag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: stolen.id });
    remember('plain tag UID', plainTag.uid);
    expect((await send('POST', `/api/bikes/${stolen.id}/report-stolen`, { headers: owner.headers, payload: {} })).statusCode).toBe(200);
    expect((await send('GET', `/nfc/verifica?uid=${plainTag.uid}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/tags/info/${plainTag.uid}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/tags/verify', { payload: { uid: plainTag.uid } })).statusCode).toBe(200);

    // A secure tag: a genuine tap on the tag page, and a forged one on the API.
    const secureTag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: (await createBike(t.ctx, owner.user.id)).id, keyVersion: 3 });
    remember('secure tag UID', secureTag.uid);
    const genuine = new URLSearchParams(sunTap(t.ctx, secureTag.uid, 4, 3));
    const forged = new URLSearchParams(forge(sunTap(t.ctx, secureTag.uid, 5, 3)));
    for (const [i, tap] of [genuine, forged].entries()) {
      for (const [name, value] of tap) remember(`SUN ${name} of tap ${i}`, value);
    }
    expect((await send('GET', `/nfc/verifica?${genuine}`)).statusCode).toBe(200);
    const forgedAnswer = await send('POST', '/api/tags/verify', { payload: { sun: forged.toString() } });
    expect(forgedAnswer.json().authenticity).toBe('forged');

    // A sighting with an e-mail, a note, a position and a photo; the owner opens the photo's signed link.
    remember('finder e-mail', `finder-${Date.now()}@example.org`);
    remember('sighting note', 'Legata al palo davanti alla farmacia di via Lunga');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    const form = multipart([
      { name: 'uid', value: plainTag.uid },
      { name: 'note', value: secrets['sighting note'] as string },
      { name: 'contactConsent', value: 'true' },
      { name: 'contactEmail', value: secrets['finder e-mail'] as string },
      { name: 'latitude', value: String(SIGHTED_AT.latitude) },
      { name: 'longitude', value: String(SIGHTED_AT.longitude) },
      { name: 'photo', filename: 'bici.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    // Sent signed in, with a cookie: at level trace the multipart reader logs its options, headers among them.
    const finder = await signedInUser(t.app, t.ctx);
    remember('access token', finder.token);
    remember('cookie value', `cookie-secret-${Date.now()}`);
    const finderHeaders = { ...form.headers, ...finder.headers, cookie: `ritrova_refresh=${secrets['cookie value']}` };
    expect((await send('POST', '/api/sightings', { headers: finderHeaders, payload: form.payload })).statusCode).toBe(201);
    remember('sighting latitude', String(SIGHTED_AT.latitude));
    remember('sighting longitude', String(SIGHTED_AT.longitude));
    const [sighting] = (await send('GET', `/api/bikes/${stolen.id}/sightings`, { headers: owner.headers })).json().sightings;
    const signed = new URL(sighting.photo.largeUrl, 'http://x');
    remember('photo link signature', signed.searchParams.get('sig') ?? '');
    expect((await send('GET', `${signed.pathname}${signed.search}`)).statusCode).toBe(200);

    // Positions: a Hunter's hunts near them, and the public listing near a point.
    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    remember('hunter latitude', HUNTER_AT.lat);
    remember('hunter longitude', HUNTER_AT.lng);
    expect((await send('GET', `/api/hunts?lat=${HUNTER_AT.lat}&lng=${HUNTER_AT.lng}`, { headers: hunter.headers })).statusCode).toBe(200);
    remember('listing latitude', LISTING_AT.lat);
    remember('listing longitude', LISTING_AT.lng);
    expect((await send('GET', `/rubate?lat=${LISTING_AT.lat}&lng=${LISTING_AT.lng}`)).statusCode).toBe(200);

    // Contact: a real message (mailed to support, acknowledged in outbox mode) and a filled spam trap.
    remember('contact e-mail', `scrivente-${Date.now()}@example.net`);
    remember('contact message', 'Il mio tag non si legge più, potete aiutarmi?');
    remember('spam e-mail', `spammer-${Date.now()}@example.net`);
    remember('spam message', 'Compra orologi a poco prezzo adesso');
    const contact = { name: 'Chiara Neri', email: secrets['contact e-mail'], message: secrets['contact message'] };
    expect((await send('POST', '/api/contact', { payload: contact })).statusCode).toBe(201);
    const spam = { name: 'Bot', email: secrets['spam e-mail'], message: secrets['spam message'], website: 'https://spam.example.com' };
    expect((await send('POST', '/api/contact', { payload: spam })).statusCode).toBe(201);
    await t.waitForMail(secrets['contact e-mail'] as string);

    // Google's redirect back carries an authorization code (sign-in with Google is off here: 404, same line).
    remember('Google authorization code', 'google-code-4/0AVG7fiQ');
    const callback = await send('GET', `/api/auth/google/callback?code=${secrets['Google authorization code']}&state=xyz`);
    expect(callback.statusCode).toBe(404);

    // An unknown route with a token in its query.
    remember('token on an unknown route', 'unknown-route-token-5f2c');
    expect((await send('GET', `/api/nothing-here?token=${secrets['token on an unknown route']}`)).statusCode).toBe(404);

    // An unexpected failure while serving a signed link: the error handler logs it.
    failReads = true;
    const failed = await send('GET', `${signed.pathname}${signed.search}`);
    failReads = false;
    expect(failed.statusCode).toBe(500);

    // Every mail queued above is written (and logged) before the log is read.
    await t.drainJobs();
  }, 120_000);

  it('holds none of the tokens, UIDs, SUN values, signatures, positions, e-mail addresses or messages', () => {
    const log = captured.join('');
    expect(log.length).toBeGreaterThan(0);
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([what]) => what);
    expect(found).toEqual([]);
  });

  it('holds no client address as such, only a keyed hash of it that changes with the day', async () => {
    expect(captured.join('')).not.toContain('127.0.0.1');
    for (const line of requestLines()) expect(line.client).toMatch(/^[\w-]{22}$/);

    await send('GET', '/api/health');
    const today = requestLines().at(-1)?.client;
    expect(today).toBe(t.ctx.keys.hmacLoaded('log-address', '127.0.0.1'));
    t.clock.advanceDays(1);
    await send('GET', '/api/health');
    const tomorrow = requestLines().at(-1)?.client;
    expect(tomorrow).toBe(t.ctx.keys.hmacLoaded('log-address', '127.0.0.1'));
    expect(tomorrow).toMatch(/^[\w-]{22}$/);
    expect(tomorrow).not.toBe(today);
    expect(captured.join('')).not.toContain('127.0.0.1');
  });

  it('writes one line per request with method, route pattern, status, time and request id, never its URL', () => {
    const lines = requestLines();
    expect(lines.length).toBe(answers.length);
    for (const line of lines) {
      expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['req']));
      expect(line).toMatchObject({
        method: expect.stringMatching(/^(GET|POST)$/),
        route: expect.any(String),
        statusCode: expect.any(Number),
        responseTime: expect.any(Number),
        reqId: expect.any(String),
      });
      expect(JSON.stringify(line)).not.toContain('?');
    }
    const routeOf = (res: LightMyRequestResponse) => lines.find((l) => l.reqId === res.headers['x-request-id'])?.route;
    const byUrl = (url: string) => answers.filter((res) => res.raw.req.url === url);
    const info = answers.find((res) => res.raw.req.url?.startsWith('/api/tags/info/'));
    expect(info && routeOf(info)).toBe('/api/tags/info/:uid');
    const tagPage = answers.find((res) => res.raw.req.url?.startsWith('/nfc/verifica?'));
    expect(tagPage && routeOf(tagPage)).toBe('/nfc/verifica');
    const unknown = answers.find((res) => res.raw.req.url?.startsWith('/api/nothing-here'));
    expect(unknown && routeOf(unknown)).toBe('(unmatched)');
    expect(byUrl('/api/contact').map(routeOf)).toEqual(['/api/contact', '/api/contact']);
    const callback = answers.find((res) => res.raw.req.url?.startsWith('/api/auth/google/callback'));
    expect(callback && routeOf(callback)).toBe('/api/auth/google/callback');
  });

  it("returns every request's id in X-Request-Id, the same id its log lines carry, unique per request", () => {
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(requestLines().map((l) => l.reqId)).toEqual(ids);
  });

  it("marks the forged tap and the unexpected error with their request's id, keeping what went wrong", () => {
    const lines = logLines();
    const forgedAnswer = answers.find((res) => res.raw.req.url === '/api/tags/verify' && res.json().authenticity === 'forged');
    const forgedLine = lines.find((l) => l.msg === 'a SUN message that is not genuine');
    expect(forgedLine).toMatchObject({ level: 40, reqId: forgedAnswer?.headers['x-request-id'], reason: expect.any(String) });

    const failed = answers.find((res) => res.statusCode === 500);
    const errorLine = lines.find((l) => l.msg === 'unhandled error');
    expect(errorLine).toMatchObject({ level: 50, reqId: failed?.headers['x-request-id'], err: { message: 'disk unreadable' } });
  });

  it('says which mail was written to the outbox, not to whom or with which link', () => {
    const mailLines = logLines().filter((l) => typeof l.msg === 'string' && /\bmail\b/i.test(l.msg) && l.msg.includes('.eml'));
    expect(mailLines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mail emailVerification written to \S+\.eml$/),
        expect.stringMatching(/^mail passwordReset written to \S+\.eml$/),
        expect.stringMatching(/^mail bikeTransfer written to \S+\.eml$/),
        expect.stringMatching(/^mail contactToSupport written to \S+\.eml$/),
      ]),
    );
  });
});

describe('request ids from the balancer', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const health = (requestId: string) => t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': requestId } });

  it('keeps a valid incoming X-Request-Id: answered in the header and carried by the log line', async () => {
    const incoming = 'haproxy-5f2c9a1e.00042:7';
    const res = await health(incoming);
    expect(res.headers['x-request-id']).toBe(incoming);
    expect(requestLines().at(-1)).toMatchObject({ reqId: incoming, route: '/api/health' });
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a tab', 'tab\there'],
    ['with a line break', 'line\nbreak'],
    ['not ASCII', 'richiesta-è'],
    ['empty', ''],
  ])('replaces an incoming X-Request-Id %s with an id of its own', async (_what, incoming) => {
    const res = await health(incoming);
    expect(res.headers['x-request-id']).toMatch(uuid);
    expect(requestLines().at(-1)?.reqId).toBe(res.headers['x-request-id']);
  });

  it('answers an error with its X-Request-Id too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-address' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(uuid);
  });
});
