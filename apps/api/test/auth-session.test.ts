import { tokenLifetimes } from '@ritrova/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { setupTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app.ts';
import { bearer, createUser, enableTwoFactor, refreshCookieOf, signIn, totpCode } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const refresh = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', ...(cookie && { cookies: { ritrova_refresh: cookie } }) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and hands out a working access token', async () => {
    const { user, password } = await createUser(t.ctx);
    const first = await signIn(t.app, user.email, password);
    const res = await refresh(first.refreshCookie.value);
    expect(res.statusCode).toBe(200);
    const rotated = refreshCookieOf(res);
    expect(rotated.value).not.toBe(first.refreshCookie.value);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await me(res.json().token)).statusCode).toBe(200);
  });

  it('revokes the whole family when an already rotated token comes back', async () => {
    const { user, password } = await createUser(t.ctx);
    const first = await signIn(t.app, user.email, password);
    const second = refreshCookieOf(await refresh(first.refreshCookie.value));
    const replay = await refresh(first.refreshCookie.value);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'REFRESH_TOKEN_INVALID', i18nKey: 'errors.REFRESH_TOKEN_INVALID' });
    // The legitimate holder of the newer token is signed out too.
    expect((await refresh(second.value)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const { user, password } = await createUser(t.ctx);
    const phone = await signIn(t.app, user.email, password);
    const laptop = await signIn(t.app, user.email, password);
    await refresh(phone.refreshCookie.value);
    await refresh(phone.refreshCookie.value);
    expect((await refresh(laptop.refreshCookie.value)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-real-token')).json().error).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its refresh token stops working and the cookie is cleared', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(t.app, user.email, password);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ritrova_refresh: session.refreshCookie.value } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'ritrova_refresh');
    expect(cleared?.value).toBe('');
    expect((await refresh(session.refreshCookie.value)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const forge = (claims: { sub: string; sv?: number }, opts: { exp?: number; iss?: string; aud?: string } = {}) =>
    new SignJWT({ sv: claims.sv ?? 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(opts.iss ?? 'ritrova')
      .setAudience(opts.aud ?? 'ritrova-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const { user } = await createUser(t.ctx);
    const res = await me(await forge({ sub: user.id }, { exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'TOKEN_EXPIRED', i18nKey: 'errors.TOKEN_EXPIRED' });
  });

  it('stops working 15 minutes after it was issued; the refresh token then gives a new one', async () => {
    const { user, password } = await createUser(t.ctx);
    const session = await signIn(t.app, user.email, password);
    const lifetimeMs = tokenLifetimes.accessTokenSeconds * 1000;
    t.clock.advance(lifetimeMs - 5_000);
    try {
      expect((await me(session.token)).statusCode).toBe(200);
      t.clock.advance(6_000);
      const expired = await me(session.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'TOKEN_EXPIRED', i18nKey: 'errors.TOKEN_EXPIRED' });
      const renewed = await refresh(session.refreshCookie.value);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(lifetimeMs + 1_000));
    }
  });

  it('refuses a token of another issuer or audience, or unsigned', async () => {
    const { user } = await createUser(t.ctx);
    expect((await me(await forge({ sub: user.id }, { iss: 'elsewhere' }))).statusCode).toBe(401);
    expect((await me(await forge({ sub: user.id }, { aud: 'other-app' }))).statusCode).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: user.id, sv: 1, iss: 'ritrova', aud: 'ritrova-web', exp: Math.floor(Date.now() / 1000) + 600 })).toString(
      'base64url',
    );
    const unsigned = await me(`${header}.${payload}.`);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('refuses requests without a token or with garbage', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).json()).toMatchObject({
      success: false,
      error: 'UNAUTHORIZED',
      i18nKey: 'errors.UNAUTHORIZED',
    });
    expect((await me('garbage')).statusCode).toBe(401);
  });
});

describe('sessions that end', () => {
  it('changing the password ends the other sessions and keeps this one', async () => {
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
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshCookie.value)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(res).value)).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, password)).rejects.toThrow(/401/);
    expect((await me((await signIn(t.app, user.email, 'Nuova-Password-99?')).token)).statusCode).toBe(200);
  });

  it('changing the password needs the current one and a strong new one', async () => {
    const { user, password } = await createUser(t.ctx);
    const { token } = await signIn(t.app, user.email, password);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(token),
      payload: { currentPassword: 'Not-It-123!', password: 'Nuova-Password-99?' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'CURRENT_PASSWORD_INCORRECT' });
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(token),
      payload: { currentPassword: password, password: 'weak' },
    });
    expect(weak.json().fields[0]).toMatchObject({ field: 'password' });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('deleting the account removes personal data and ends every session', async () => {
    const { user, password } = await createUser(t.ctx, { email: 'leaving@example.com' });
    const session = await signIn(t.app, user.email, password);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(session.token), payload: { password: 'Not-It-123!' } });
    expect(wrong.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(session.token), payload: { password } });
    expect(res.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshCookie.value)).statusCode).toBe(401);
    await expect(signIn(t.app, 'leaving@example.com', password)).rejects.toThrow(/401/);
    const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nome: '', cognome: '', password_hash: null });
    expect(row.email).not.toContain('leaving');
    // The address is free again for a new account.
    const available = await t.app.inject({ method: 'GET', url: '/api/auth/email-available?email=leaving@example.com' });
    expect(available.json().available).toBe(true);
  });

  it('deletes an account that signs in only with Google once its address is typed, and its Google identity with it', async () => {
    const { user } = await createUser(t.ctx, { email: `google-only-${Date.now()}@gmail.example`, password_hash: null });
    await t.ctx.db
      .insertInto('user_identities')
      .values({ user_id: user.id, provider: 'google', subject: `sub-${user.id}`, email: user.email })
      .execute();
    const { token } = await startSession(t.ctx, user);
    const remove = (payload: object) => t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload });

    const mismatch = await remove({ confirmEmail: 'someone-else@gmail.example' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error: 'CONFIRM_EMAIL_MISMATCH', i18nKey: 'errors.CONFIRM_EMAIL_MISMATCH' });
    expect((await me(token)).statusCode).toBe(200);

    const res = await remove({ confirmEmail: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect(await t.ctx.db.selectFrom('user_identities').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('asks a current code of an account with two-factor sign-in before deleting it', async () => {
    const { user, password } = await createUser(t.ctx);
    const { secret } = await enableTwoFactor(t.ctx, user.id);
    const { token } = await startSession(t.ctx, await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow());
    const remove = (payload: object) => t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload });

    for (const payload of [{ password }, { password, code: '000000' }]) {
      const refused = await remove(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT' });
    }
    expect((await me(token)).statusCode).toBe(200);
    expect((await remove({ password, code: await totpCode(secret) })).statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_secret_sealed: null, totp_enabled_at: null, password_hash: null });
  });
});

describe('refresh cookie in production', () => {
  it('is __Host- prefixed, Secure and scoped to the whole site', async () => {
    const prod = await setupTestApp({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      // Production requires a mail server and shared photo storage, or one host said out loud; no mail is sent here.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SINGLE_HOST: '1',
    });
    try {
      const { user, password } = await createUser(prod.ctx);
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      const cookie = res.cookies.find((c) => c.name === '__Host-ritrova_refresh');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Strict' });
      expect(cookie).not.toHaveProperty('domain');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await prod.close();
    }
  });
});
