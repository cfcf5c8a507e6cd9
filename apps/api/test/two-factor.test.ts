import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createUser, enableTwoFactor, refreshCookieOf, signedInUser, totpCode } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT: '4', RATE_LIMIT_LOGIN_PER_IP: '1000' });
});
afterAll(() => t.close());

const THIRTY_SECONDS = 30_000;
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, ...(token && { headers: bearer(token) }) });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const secondStep = (challenge: string, code: string) => post('/api/auth/two-factor', { challenge, code });
const accountRow = (id: string) => t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function challengeFor(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) });
  return res.json().challenge;
}

/** Goes through the settings: set-up with the password, the first code; answers the secret, codes and new token. */
async function turnOn(account: { user: { id: string }; password: string; token: string }) {
  const setup = await post('/api/users/me/two-factor/setup', { password: account.password }, account.token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await post('/api/users/me/two-factor/enable', { code: await totpCode(secret) }, account.token);
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[], token: enabled.json().token as string };
}

describe('setting up two-factor sign-in', () => {
  it('needs the password, shows a QR code of an otpauth URI, and keeps the secret sealed', async () => {
    const account = await signedInUser(t.app, t.ctx, { email: `qr-${Date.now()}@example.com` });
    const wrong = await post('/api/users/me/two-factor/setup', { password: 'Not-The-Password-1!' }, account.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'CURRENT_PASSWORD_INCORRECT' });

    const res = await post('/api/users/me/two-factor/setup', { password: account.password }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrCode } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(`Ritrova:${account.user.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Ritrova');
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const row = await accountRow(account.user.id);
    expect(row.totp_enabled_at).toBeNull();
    expect(row.totp_secret_sealed?.toString('latin1')).not.toContain(secret);
    // Not on yet: the password alone still signs in.
    expect((await login(account.user.email, account.password)).json()).toHaveProperty('token');
  });

  it('turns on only with a right first code, then ends the other sessions and gives ten recovery codes', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret } = (await post('/api/users/me/two-factor/setup', { password: account.password }, account.token)).json();

    const malformed = await post('/api/users/me/two-factor/enable', { code: '12a456' }, account.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([expect.objectContaining({ field: 'code', i18nKey: 'validation.totp_code_invalid' })]);
    const wrongCode = String((Number(await totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/users/me/two-factor/enable', { code: wrongCode }, account.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT', i18nKey: 'errors.TWO_FACTOR_CODE_INCORRECT' });
    expect((await accountRow(account.user.id)).totp_enabled_at).toBeNull();

    // Apps show codes as "123 456".
    const code = await totpCode(secret);
    const res = await post('/api/users/me/two-factor/enable', { code: `${code.slice(0, 3)} ${code.slice(3)}` }, account.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recoveryCodes).toHaveLength(10);
    for (const recovery of body.recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.user).toMatchObject({ twoFactorEnabled: true, hasPassword: true });
    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: refreshCookieOf(res).value } });
    expect(renewed.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(account.token) })).statusCode).toBe(401);
    const status = await t.app.inject({ method: 'GET', url: '/api/users/me/two-factor', headers: bearer(body.token) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const mail = await t.waitForMail(account.user.email);
    expect(mail.subject).toBe('Verifica in due passaggi attivata — Ritrova');

    const again = await post('/api/users/me/two-factor/setup', { password: account.password }, body.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'TWO_FACTOR_ALREADY_ENABLED' });
  });

  it('refuses to enable without a set-up', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const res = await post('/api/users/me/two-factor/enable', { code: '123456' }, account.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'TWO_FACTOR_SETUP_MISSING' });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and starts the session only with it', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret } = await turnOn(account);

    const first = await login(account.user.email, account.password);
    expect(first.json()).not.toHaveProperty('token');
    expect(first.cookies.find((c) => c.name.endsWith('ritrova_refresh'))).toBeUndefined();
    const challenge = first.json().challenge;

    const wrong = await secondStep(challenge, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT' });

    // A code of the next 30 seconds (the phone's clock a little ahead) is accepted: the first code was spent at enabling.
    const res = await secondStep(challenge, await totpCode(secret, new Date(Date.now() + THIRTY_SECONDS)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: account.user.id, twoFactorEnabled: true } });
    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: refreshCookieOf(res).value } });
    expect(renewed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(res.json().token) })).statusCode).toBe(200);

    // The challenge is spent.
    const reused = await secondStep(challenge, await totpCode(secret));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'TWO_FACTOR_CHALLENGE_INVALID' });
  });

  it('accepts a code once: the same code on another sign-in is refused', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret } = await turnOn(account);
    const code = await totpCode(secret, new Date(Date.now() + THIRTY_SECONDS));
    expect((await secondStep(await challengeFor(account.user.email, account.password), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeFor(account.user.email, account.password), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT' });
  });

  it('lets one of two simultaneous sign-ins with the same code through', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret } = await turnOn(account);
    const code = await totpCode(secret, new Date(Date.now() + THIRTY_SECONDS));
    const challenges = [await challengeFor(account.user.email, account.password), await challengeFor(account.user.email, account.password)];
    const answers = await Promise.all(challenges.map((c) => secondStep(c, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { recoveryCodes } = await turnOn(account);
    const [recovery] = recoveryCodes as [string];
    const res = await secondStep(await challengeFor(account.user.email, account.password), recovery.toUpperCase().replaceAll('-', ' '));
    expect(res.statusCode).toBe(200);
    const again = await secondStep(await challengeFor(account.user.email, account.password), recovery);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT' });
    const status = await t.app.inject({ method: 'GET', url: '/api/users/me/two-factor', headers: bearer(res.json().token) });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('stops guessing after a few wrong codes on the account, even with new challenges', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret } = await turnOn(account);
    for (let i = 0; i < 4; i++) {
      expect((await secondStep(await challengeFor(account.user.email, account.password), '000000')).statusCode).toBe(400);
    }
    const blocked = await secondStep(await challengeFor(account.user.email, account.password), await totpCode(secret, new Date(Date.now() + THIRTY_SECONDS)));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('refuses an unknown challenge and a malformed code naming the field', async () => {
    const unknown = await secondStep('x'.repeat(43), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'TWO_FACTOR_CHALLENGE_INVALID' });
    const malformed = await secondStep('x'.repeat(43), '12');
    expect(malformed.json().fields).toEqual([expect.objectContaining({ field: 'code', i18nKey: 'validation.second_factor_code_invalid' })]);
  });
});

describe('recovery codes and turning off', () => {
  it('replaces the recovery codes for a current code; the old set stops working', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { secret, recoveryCodes, token } = await turnOn(account);
    const res = await post('/api/users/me/two-factor/recovery-codes', { code: await totpCode(secret, new Date(Date.now() + THIRTY_SECONDS)) }, token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await secondStep(await challengeFor(account.user.email, account.password), recoveryCodes[0] as string)).statusCode).toBe(400);
    expect((await secondStep(await challengeFor(account.user.email, account.password), fresh[0] as string)).statusCode).toBe(200);
  });

  it('turns off only with the password and a current code, and says so by mail', async () => {
    const account = await signedInUser(t.app, t.ctx);
    const { recoveryCodes, token } = await turnOn(account);
    const off = (payload: object) => t.app.inject({ method: 'DELETE', url: '/api/users/me/two-factor', headers: bearer(token), payload });

    const wrongPassword = await off({ password: 'Not-The-Password-1!', code: recoveryCodes[0] });
    expect(wrongPassword.json()).toMatchObject({ error: 'CURRENT_PASSWORD_INCORRECT' });
    const wrongCode = await off({ password: account.password, code: '000000' });
    expect(wrongCode.json()).toMatchObject({ error: 'TWO_FACTOR_CODE_INCORRECT' });
    expect((await accountRow(account.user.id)).totp_enabled_at).not.toBeNull();

    const res = await off({ password: account.password, code: recoveryCodes[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ twoFactorEnabled: false });
    const row = await accountRow(account.user.id);
    expect(row).toMatchObject({ totp_enabled_at: null, totp_secret_sealed: null });
    expect(await t.ctx.db.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', account.user.id).execute()).toHaveLength(0);
    expect((await login(account.user.email, account.password)).json()).toHaveProperty('token');
    expect((await t.waitForMail(account.user.email, 2)).subject).toBe('Verifica in due passaggi disattivata — Ritrova');
  });
});

describe('administrators', () => {
  it('have no admin powers until the second factor is on, and cannot turn it off', async () => {
    const { user, password } = await createUser(t.ctx, { role: 'admin' });
    // The factory gives admins the factor; take it away to see an admin who has not set it up.
    await t.ctx.db.updateTable('users').set({ totp_enabled_at: null, totp_secret_sealed: null }).where('id', '=', user.id).execute();
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);

    const first = await login(user.email, password);
    const token = first.json().token as string;
    const payouts = await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: bearer(token) });
    expect(payouts.statusCode).toBe(403);
    expect(payouts.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED', i18nKey: 'errors.TWO_FACTOR_REQUIRED' });
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: bearer(token) })).statusCode).toBe(404);
    const status = await t.app.inject({ method: 'GET', url: '/api/users/me/two-factor', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const on = await turnOn({ user, password, token });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: bearer(on.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${bike.id}`, headers: bearer(on.token) })).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/two-factor',
      headers: bearer(on.token),
      payload: { password, code: on.recoveryCodes[0] },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ error: 'TWO_FACTOR_KEEP_FOR_ADMIN' });
  });

  it('sign in with the code like everyone else', async () => {
    const { user, password } = await createUser(t.ctx, { role: 'admin' });
    const { secret } = await enableTwoFactor(t.ctx, user.id);
    const res = await secondStep(await challengeFor(user.email, password), await totpCode(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', twoFactorEnabled: true });
  });
});
