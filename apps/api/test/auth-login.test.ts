import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress?: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, ...(remoteAddress && { remoteAddress }), ...(cookies && { cookies }) });
/** The device cookie a sign-in answer sets (the browser keeps it). */
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
  const cookie = res.cookies.find((c) => c.name === 'ritrova_device');
  if (!cookie) throw new Error('no device cookie was set');
  return { ritrova_device: cookie.value };
};

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the address', async () => {
    const { user, password } = await createUser(t.ctx, { email: 'marta@example.com', nome: 'Marta' });
    const res = await login({ email: 'MARTA@example.com', password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, user: { id: user.id, nome: 'Marta', role: 'user' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(json.token) });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { user } = await createUser(t.ctx);
    const wrong = await login({ email: user.email, password: 'Wrong-Password-1!' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong-Password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'EMAIL_PASSWORD_INCORRECT',
      message: 'Email o password non corretti',
      i18nKey: 'errors.EMAIL_PASSWORD_INCORRECT',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('rejects a missing password and a malformed address with a 400 naming the field', async () => {
    const missing = await login({ email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ field: 'password', i18nKey: 'validation.required' });
    const malformed = await login({ email: 'a@', password: 'x' });
    expect(malformed.json().fields[0]).toMatchObject({ field: 'email', i18nKey: 'validation.email_invalid' });
  });

  it('refuses a suspended account', async () => {
    const { user, password } = await createUser(t.ctx, { suspended_at: new Date() });
    const res = await login({ email: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'ACCOUNT_SUSPENDED', i18nKey: 'errors.ACCOUNT_SUSPENDED' });
  });

  it('locks one account after repeated attempts, even from several addresses, and not the others', async () => {
    const { user, password } = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login({ email: user.email, password: 'Wrong-Password-1!' }, ip)).statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password }, '10.0.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, error: 'RATE_LIMITED', i18nKey: 'errors.RATE_LIMITED' });
    expect((await login({ email: other.user.email, password: other.password }, '10.0.0.4')).statusCode).toBe(200);
  });

  it('never locks out a browser that signed in to the account before: it keeps its own count; others still get 429', async () => {
    const { user, password } = await createUser(t.ctx);
    const phone = deviceCookieOf(await login({ email: user.email, password }, '10.0.0.9'));
    // Somebody elsewhere guesses until the account is locked for unknown browsers.
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'Wrong-Password-1!' }, `10.0.1.${i}`);
    expect((await login({ email: user.email, password }, '10.0.2.1')).statusCode).toBe(429);
    // The owner's phone, from any address, signs in.
    expect((await login({ email: user.email, password }, '10.0.3.1', phone)).statusCode).toBe(200);
    // A forged or tampered cookie, or one of another account, is an unknown browser.
    const [userId, deviceId, signature] = phone.ritrova_device.split('.');
    const tampered = { ritrova_device: `${userId}.${deviceId}x.${signature}` };
    expect((await login({ email: user.email, password }, '10.0.3.1', tampered)).statusCode).toBe(429);
    const other = await createUser(t.ctx);
    const othersPhone = deviceCookieOf(await login({ email: other.user.email, password: other.password }));
    expect((await login({ email: user.email, password }, '10.0.3.1', othersPhone)).statusCode).toBe(429);
    // The phone's own wrong passwords still count, against the phone only.
    for (let i = 0; i < 3; i++) expect((await login({ email: user.email, password: 'Wrong-Password-1!' }, '10.0.3.1', phone)).statusCode).toBe(401);
    expect((await login({ email: user.email, password }, '10.0.3.1', phone)).statusCode).toBe(429);
  });

  it('remembers a browser for several accounts (a shared computer)', async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const first = deviceCookieOf(await login({ email: a.user.email, password: a.password }));
    const both = deviceCookieOf(await login({ email: b.user.email, password: b.password }, undefined, first));
    for (const account of [a, b]) {
      for (let i = 0; i < 4; i++) await login({ email: account.user.email, password: 'Wrong-Password-1!' }, '10.0.4.1');
      expect((await login({ email: account.user.email, password: account.password }, '10.0.5.1', both)).statusCode).toBe(200);
    }
  });

  it('lets a locked account sign in again once its 15-minute window has passed', async () => {
    const { user, password } = await createUser(t.ctx);
    for (let i = 0; i < 3; i++) expect((await login({ email: user.email, password: 'Wrong-Password-1!' })).statusCode).toBe(401);
    expect((await login({ email: user.email, password })).statusCode).toBe(429);
    // The per-account window of auth.service (15 minutes) counts on the application's clock.
    const windowMs = 15 * 60_000;
    t.clock.advance(windowMs - 10_000);
    try {
      expect((await login({ email: user.email, password })).statusCode).toBe(429);
      t.clock.advance(20_000);
      expect((await login({ email: user.email, password })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(windowMs + 10_000));
    }
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { user, password } = await createUser(t.ctx);
    await login({ email: user.email, password: 'Wrong-Password-1!' });
    await login({ email: user.email, password: 'Wrong-Password-1!' });
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
    await login({ email: user.email, password: 'Wrong-Password-1!' });
    await login({ email: user.email, password: 'Wrong-Password-1!' });
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
  });
});

describe('login rate limit per client address', () => {
  it('refuses attempts from one address past the limit, whichever account they target', async () => {
    const limited = await setupTestApp({ RATE_LIMIT_LOGIN_PER_IP: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `someone${i}@example.com`, password: 'x' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'x' },
        remoteAddress: '192.0.2.9',
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
