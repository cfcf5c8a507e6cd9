import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createUser, signedInUser, signIn } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** What the spec's client sends on a bodiless POST (spec §7): the JSON content type and no body at all. */
const emptyJson = { 'content-type': 'application/json' };

describe('bodiless POSTs sent as JSON with an empty body', () => {
  it('log out: the session ends and its refresh token stops working', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(t.app, user.email, password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: emptyJson,
      payload: '',
      cookies: { ritrova_refresh: session.refreshCookie.value },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: session.refreshCookie.value } });
    expect(refresh.statusCode).toBe(401);
  });

  it('report a stolen bike recovered: the bike is recovered, credited to nobody', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const stolen = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: {}, headers: owner.headers });
    expect(stolen.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bikes/${bike.id}/report-recovered`,
      headers: { ...owner.headers, ...emptyJson },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, bike: { id: bike.id, status: 'recovered' } });
  });

  it('the same with a charset parameter and with a body of zero bytes but no payload given', async () => {
    const { user, password } = await createUser(t.ctx);
    await signIn(t.app, user.email, password);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('JSON bodies that stay refused', () => {
  it('a route whose schema asks for fields answers an empty body with a 400 naming each missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: emptyJson, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['email', 'password']);
  });

  it('malformed JSON is still a 400 MALFORMED_JSON, whitespace alone included', async () => {
    for (const payload of ['{"email":', ' ', 'null,']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: emptyJson, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'MALFORMED_JSON' });
    }
  });

  it('a prototype-poisoning body is refused, not parsed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: emptyJson, payload: '{"__proto__":{"admin":true}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('MALFORMED_JSON');
  });

  it('the body limit still holds', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: emptyJson, payload: JSON.stringify({ x: 'y'.repeat(100_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('input hygiene still sees the parsed body: a NUL in a field is refused naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: emptyJson, payload: '{"email":"a\\u0000@b.it","password":"x"}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'email', i18nKey: 'validation.invalid_characters' });
  });
});
