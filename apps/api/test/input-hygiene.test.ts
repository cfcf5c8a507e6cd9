import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { findInvalidText, inputHygienePlugin } from '../src/plugins/input-hygiene.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, registration, signedInUser } from './helpers/factories.ts';

/**
 * Issue #17, decision 030: a NUL byte or an unpaired surrogate anywhere in a
 * request — body, query, path, a header or cookie — is refused with 400
 * `VALIDATION_ERROR` naming the field, before any handler or database sees it.
 */
let t: TestApp;
let stolenUid: string;
beforeAll(async () => {
  t = await setupTestApp();
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { serial_number: 'HYG-1234' });
  stolenUid = (await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id })).uid;
  const stolen = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: { reward: 0 } });
  expect(stolen.statusCode).toBe(200);
});
afterAll(() => t.close());

/** Sends JSON exactly as written: `\u0000` and `\ud800` stay escapes in the text, as a hostile client writes them. */
const rawJson = (url: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: text,
    headers: { 'content-type': 'application/json' },
    remoteAddress: `10.9.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
  });

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: 'VALIDATION_ERROR',
    message: `${field}: contains a character that is not text (a NUL byte or half of a surrogate pair)`,
    i18nKey: 'validation.invalid_characters',
    fields: [
      { field, i18nKey: 'validation.invalid_characters', message: `${field}: contains a character that is not text (a NUL byte or half of a surrogate pair)` },
    ],
  });
}

const scansOf = (uid: string) => t.ctx.db.selectFrom('scans').select('id').where('uid', '=', uid).execute();

describe('a body', () => {
  it('with NUL in a nested field is refused naming it (deviceInfo.browser), and no scan is recorded', async () => {
    const uid = '04A1B2C3D4E5F6';
    const res = await rawJson('/api/tags/verify', `{"uid":"${uid}","deviceInfo":{"browser":"Chrome\\u0000"}}`);
    expectRefused(res, 'deviceInfo.browser');
    expect(await scansOf(uid)).toEqual([]);
  });

  it('with a lone surrogate escaped in the raw JSON text is refused naming the field', async () => {
    const res = await rawJson('/api/tags/verify', '{"uid":"04A1B2C3D4E5F7","deviceInfo":{"platform":"\\ud800"}}');
    expectRefused(res, 'deviceInfo.platform');
  });

  it('with a low surrogate before its high one (a reversed pair) is refused', async () => {
    const res = await rawJson('/api/tags/verify', '{"uid":"04A1B2C3D4E5F8","deviceInfo":{"platform":"\\udeb2\\ud83d"}}');
    expectRefused(res, 'deviceInfo.platform');
  });

  it('with a surrogate pair (an emoji, escaped) is text and is accepted', async () => {
    const res = await rawJson('/api/tags/verify', '{"uid":"04A1B2C3D4E5F9","deviceInfo":{"platform":"bici \\ud83d\\udeb2"}}');
    expect(res.statusCode).toBe(200);
  });

  it('with NUL in an object key is refused naming the key with the NUL written as an escape', async () => {
    const res = await rawJson('/api/tags/verify', '{"uid":"04A1B2C3D4E5FA","deviceInfo":{"a\\u0000b":"x"}}');
    expectRefused(res, 'deviceInfo.a\\u0000b');
  });

  it("with NUL in a sighting's note is refused naming it, and no sighting is stored", async () => {
    const res = await rawJson('/api/sightings', JSON.stringify({ uid: stolenUid, note: 'seen\u0000here' }));
    expectRefused(res, 'note');
    const rows = await t.ctx.db.selectFrom('sightings').select('id').where('source', '=', 'report').execute();
    expect(rows).toEqual([]);
  });

  it('answers a body nested 30,000 deep with NUL at the bottom with 400, its field name shortened in the middle', async () => {
    const res = await rawJson('/api/tags/verify', `{"uid":"04A1B2C3D4E5FB","deviceInfo":${'['.repeat(30_000)}"\\u0000"${']'.repeat(30_000)}}`);
    expect(res.statusCode).toBe(400);
    const [field] = res.json().fields;
    expect(field.field).toMatch(/^deviceInfo(\.0)+…(0\.)+0$/);
    expect(field.field.length).toBeLessThanOrEqual(200);
    expect(field.i18nKey).toBe('validation.invalid_characters');
  });

  it('that is itself a string with NUL is refused as "body"', async () => {
    const res = await rawJson('/api/tags/verify', '"\\u0000"');
    expectRefused(res, 'body');
  });
});

describe('the address', () => {
  it('with NUL in a query parameter is refused naming it (serial)', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/public/stolen?serial=%00' }), 'serial');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/public/stolen?uid=04A1%00' }), 'uid');
  });

  it('with NUL in a path parameter is refused naming it (uid)', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/tags/info/%00' }), 'uid');
  });
});

describe('headers and cookies', () => {
  // No HTTP/1.1 parser lets a NUL through in a header (Node answers 400 itself); an in-process request,
  // or a proxy translating another protocol, could. The rule is the same: the app never reads one.
  it('with NUL in Accept-Language (read at sign-up) is refused naming the header, and no account is made', async () => {
    const body = registration();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { 'accept-language': 'it\u0000' } });
    expectRefused(res, 'headers.accept-language');
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).toEqual([]);
  });

  it('with a percent-encoded NUL in a cookie (which any client can send) is refused naming the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: 'ritrova_refresh=%00' } });
    expectRefused(res, 'cookies.ritrova_refresh');
  });
});

describe('a multipart form', () => {
  it("with NUL in a sighting's note is refused naming the field", async () => {
    const boundary = 'hygiene';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      payload: Buffer.from(`${part('uid', stolenUid)}${part('note', 'a\u0000b')}--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: '10.8.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('note');
  });

  it('read into the body by a route of its own (after the first check) is checked before the handler', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(inputHygienePlugin);
    let handled = false;
    app.post(
      '/form',
      {
        preValidation: async (request) => {
          request.body = { contact: { name: 'Ada\u0000' } };
        },
      },
      async () => {
        handled = true;
        return { ok: true };
      },
    );
    const res = await app.inject({ method: 'POST', url: '/form', payload: 'name=x', headers: { 'content-type': 'text/plain' } });
    await app.close();
    expectRefused(res, 'contact.name');
    expect(handled).toBe(false);
  });
});

describe('findInvalidText', () => {
  it('names array items by their index and the value itself by its name', () => {
    expect(findInvalidText({ items: [{ note: 'ok' }, { note: '\ud800' }] }, 'body')).toBe('items.1.note');
    expect(findInvalidText('\u0000', 'body')).toBe('body');
    expect(findInvalidText({ a: ['x', 1, null, true, { b: 'y 🚲' }] }, 'body')).toBeNull();
  });

  it('walks a value nested 100,000 levels deep without running out of stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInvalidText(deep, 'body')).toBe(`${'0.'.repeat(100_000)}0`);
  });

  it('leaves raw bytes (a Buffer body) alone', () => {
    expect(findInvalidText(Buffer.from([0, 0xed, 0xa0, 0x80]), 'body')).toBeNull();
  });
});
