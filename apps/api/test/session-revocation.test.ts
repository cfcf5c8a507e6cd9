import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.ts';
import { bearer, createUser, refreshCookieOf, signedInUser, signIn } from './helpers/factories.ts';

/**
 * Issue #24 item 8: ending a session ends its access tokens on their next request, not when
 * they expire 15 minutes later — in this process and in any other on the same database.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_LOGIN_PER_IP: '1000' });
});
afterAll(() => t.close());

const me = (app: TestApp, token: string) => app.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const refresh = (app: TestApp, cookie: string) => app.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: cookie } });
const logout = (app: TestApp, cookie: string) => app.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ritrova_refresh: cookie } });

describe('a revoked session family', () => {
  it('refuses the access tokens of a family revoked by refresh-token reuse, on the next request', async () => {
    const { user, password } = await createUser(t.ctx);
    const stolen = await signIn(t.app, user.email, password);
    const other = await signIn(t.app, user.email, password);
    const rotated = await refresh(t, stolen.refreshCookie.value);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().token as string;
    expect((await me(t, fresh)).statusCode).toBe(200);

    // The spent refresh token comes back: taken for theft, the whole family is revoked.
    expect((await refresh(t, stolen.refreshCookie.value)).statusCode).toBe(401);

    for (const token of [stolen.token, fresh]) {
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED', i18nKey: 'errors.UNAUTHORIZED' });
    }
    // Another sign-in of the same account is another family: it goes on.
    expect((await me(t, other.token)).statusCode).toBe(200);
  });

  it('refuses the access token of a session signed out, while another session of the same user still works', async () => {
    const { user, password } = await createUser(t.ctx);
    const phone = await signIn(t.app, user.email, password);
    const laptop = await signIn(t.app, user.email, password);
    expect((await me(t, phone.token)).statusCode).toBe(200);

    expect((await logout(t, phone.refreshCookie.value)).statusCode).toBe(200);

    expect((await me(t, phone.token)).statusCode).toBe(401);
    expect((await me(t, laptop.token)).statusCode).toBe(200);
    expect((await refresh(t, laptop.refreshCookie.value)).statusCode).toBe(200);
  });

  it('refuses the other sessions’ access tokens after a password change, and accepts the new one', async () => {
    const { user, password } = await createUser(t.ctx);
    const here = await signIn(t.app, user.email, password);
    const elsewhere = await signIn(t.app, user.email, password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(here.token),
      payload: { currentPassword: password, password: 'Nuova-Password-99?' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t, elsewhere.token)).statusCode).toBe(401);
    expect((await me(t, here.token)).statusCode).toBe(401);
    expect((await me(t, res.json().token)).statusCode).toBe(200);
    expect((await refresh(t, refreshCookieOf(res).value)).statusCode).toBe(200);
  });

  it('refuses every access token of an account an admin suspends', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { user, password } = await createUser(t.ctx);
    const a = await signIn(t.app, user.email, password);
    const b = await signIn(t.app, user.email, password);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/suspend`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await me(t, a.token)).statusCode).toBe(401);
    expect((await me(t, b.token)).statusCode).toBe(401);
  });

  it('refuses a token issued before access tokens named their session (no session claim): the client refreshes', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(t.app, user.email, password);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ sv: user.session_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('ritrova')
      .setAudience('ritrova-web')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await me(t, legacy);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    // What the web client does on any 401: refresh, and carry on with the new token.
    const renewed = await refresh(t, session.refreshCookie.value);
    expect((await me(t, renewed.json().token)).statusCode).toBe(200);
  });
});

describe('two API processes on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await setupTestApp({ RATE_LIMIT_LOGIN_PER_IP: '1000' }, { sameDatabaseAs: t });
  });
  afterAll(() => other.close());

  it('a sign-out through one process ends the access token on the other at its next request', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(t.app, user.email, password);
    expect((await me(other, session.token)).statusCode).toBe(200);
    expect((await logout(t, session.refreshCookie.value)).statusCode).toBe(200);
    expect((await me(other, session.token)).statusCode).toBe(401);
  });

  it('a refresh-token reuse detected by one process ends the family’s access token on the other at its next request', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(other.app, user.email, password);
    const rotated = await refresh(other, session.refreshCookie.value);
    const fresh = rotated.json().token as string;
    expect((await me(other, fresh)).statusCode).toBe(200);
    expect((await refresh(t, session.refreshCookie.value)).statusCode).toBe(401);
    expect((await me(other, fresh)).statusCode).toBe(401);
  });
});
