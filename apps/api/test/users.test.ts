import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, createUser, signIn } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function signedIn(overrides = {}) {
  const { user, password } = await createUser(t.ctx, overrides);
  const { token } = await signIn(t.app, user.email, password);
  return { user, token };
}

describe('GET /api/users/me', () => {
  it('returns the account in the spec shape, without secrets', async () => {
    const { user, token } = await signedIn({ nome: 'Paolo', cognome: 'Neri', persona: 'hunter' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, _id: user.id, id: user.id, nome: 'Paolo', cognome: 'Neri', role: 'user', persona: 'hunter', biciclette: [] });
    expect(json.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(res.body).not.toMatch(/password_?hash|"password"|argon2|session_version|totp|secret/i);
  });
});

describe('PUT /api/users/profile', () => {
  it('updates name, surname, language and username', async () => {
    const { token } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { nome: ' Chiara ', cognome: 'Galli', language: 'zh', username: 'chiara.g' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ nome: 'Chiara', cognome: 'Galli', language: 'zh', username: 'chiara.g' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().user.language).toBe('zh');
  });

  it('refuses a username another user has, whatever its case', async () => {
    await signedIn({ username: 'BikeLover' });
    const { token } = await signedIn();
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { username: 'bikelover' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'USERNAME_TAKEN', i18nKey: 'errors.USERNAME_TAKEN' });
    expect(res.json().fields[0].field).toBe('username');
  });

  it.each([
    [{ language: 'fr' }, 'language', 'validation.invalid_choice'],
    [{ nome: '' }, 'nome', 'validation.required'],
    [{ username: 'a b' }, 'username', 'validation.username_invalid'],
    [{}, 'body', 'validation.nothing_to_update'],
  ])('rejects %j with a 400 naming %s', async (payload, field, key) => {
    const { token } = await signedIn();
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual(expect.objectContaining({ field, i18nKey: key }));
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { nome: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('ends at once the sessions of a suspended account', async () => {
    const { user, token } = await signedIn();
    await t.ctx.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('GET /api/user/stats', () => {
  it('answers zero scans and alerts for a new account', async () => {
    const { token } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(token) });
    expect(res.json()).toEqual({ success: true, stats: { scanCount: 0, alertCount: 0 } });
  });

  it("counts the scans of the user's own tags, and none of another owner's tag", async () => {
    const mine = await signedIn();
    const other = await signedIn();
    const myTags = [
      await createTag(t.ctx, { ownerId: mine.user.id, bikeId: (await createBike(t.ctx, mine.user.id)).id }),
      await createTag(t.ctx, { ownerId: mine.user.id }),
    ];
    const otherTag = await createTag(t.ctx, { ownerId: other.user.id, bikeId: (await createBike(t.ctx, other.user.id)).id });
    for (const uid of [myTags[0]?.uid, myTags[0]?.uid, myTags[1]?.uid, otherTag.uid]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid } });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(mine.token) });
    expect(res.json()).toEqual({ success: true, stats: { scanCount: 3, alertCount: 0 } });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(other.token) });
    expect(theirs.json().stats.scanCount).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });
});
