import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { createUser, registration } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_REGISTER_PER_IP: '1000' });
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates an account, signs it in and mails a verification link', async () => {
    const body = registration({ role: 'hunter' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(json.user).toMatchObject({
      nome: 'Sofia',
      cognome: 'Ferrari',
      email: body.email,
      role: 'user',
      persona: 'hunter',
      emailVerified: false,
      biciclette: [],
    });
    // No hash and no password field; `hasPassword` is only a yes/no.
    expect(JSON.stringify(json)).not.toMatch(/argon2|password_?hash|"password"|totp/i);
    expect(json.user.hasPassword).toBe(true);

    const cookie = res.cookies.find((c) => c.name === 'ritrova_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${json.token}` } });
    expect(me.json().user.email).toBe(body.email);

    const mail = await t.waitForMail(body.email);
    expect(mail.subject).toContain('Conferma il tuo indirizzo email');
    expect(linkFrom(mail, '/verify-email').token.length).toBeGreaterThan(30);
  });

  it('stores the persona owner by default and never an elevated role', async () => {
    const { role: _omit, ...body } = registration();
    const res = await register(body);
    expect(res.json().user).toMatchObject({ role: 'user', persona: 'owner' });

    const admin = await register(registration({ role: 'admin' }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().fields[0]).toMatchObject({ field: 'role', i18nKey: 'validation.invalid_choice' });
  });

  it('writes the mail in the language the user chose', async () => {
    const body = registration({ language: 'en' });
    await register(body);
    const mail = await t.waitForMail(body.email);
    expect(mail.subject).toBe('Confirm your email address — Ritrova');

    const zh = registration();
    await register(zh, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect((await t.waitForMail(zh.email)).subject).toContain('确认您的电子邮件地址');
  });

  it('refuses an address already registered in another case', async () => {
    const { user } = await createUser(t.ctx, { email: 'giulia.rossi@example.com' });
    const res = await register(registration({ email: 'Giulia.ROSSI@Example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'EMAIL_TAKEN', message: 'Email già registrata', i18nKey: 'errors.EMAIL_TAKEN' });
    expect(user.email).toBe('giulia.rossi@example.com');
  });

  it.each([
    ['nome', { nome: undefined }, 'validation.required'],
    ['cognome', { cognome: '   ' }, 'validation.required'],
    ['email', { email: 'not-an-email' }, 'validation.email_invalid'],
    ['email', { email: undefined }, 'validation.required'],
    ['password', { password: 'Ab1!' }, 'validation.password_min_length'],
    ['password', { password: 'lowercase-only-1' }, 'validation.password_uppercase'],
    ['password', { password: 'UPPERCASE-ONLY-1' }, 'validation.password_lowercase'],
    ['password', { password: 'No-Digits-Here' }, 'validation.password_digit'],
    ['password', { password: 'NoSpecial123' }, 'validation.password_special'],
    ['acceptTerms', { acceptTerms: false }, 'validation.accept_terms'],
    ['acceptPrivacy', { acceptPrivacy: undefined }, 'validation.accept_privacy'],
    ['confirmAge16', { confirmAge16: false }, 'validation.confirm_age'],
  ])('rejects a bad %s with a 400 naming the field (%j)', async (field, override, key) => {
    const res = await register(registration(override));
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', i18nKey: key });
    expect(json.fields).toContainEqual(expect.objectContaining({ field, i18nKey: key }));
    expect(json.message).toContain(field);
  });

  it('creates nothing when the input is refused', async () => {
    const body = registration({ acceptPrivacy: false });
    await register(body);
    const available = await t.app.inject({ method: 'GET', url: `/api/auth/email-available?email=${encodeURIComponent(body.email)}` });
    expect(available.json().available).toBe(true);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": "Sofia",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'MALFORMED_JSON', i18nKey: 'errors.MALFORMED_JSON' });
  });

  it('answers an oversized body with a 413 and no stack trace', async () => {
    const res = await register(registration({ nome: 'x'.repeat(200_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE', i18nKey: 'errors.PAYLOAD_TOO_LARGE' });
    expect(res.body).not.toContain('at ');
  });
});

describe('GET /api/auth/email-available', () => {
  it('tells whether an address is free, whatever its case', async () => {
    await createUser(t.ctx, { email: 'taken@example.com' });
    const taken = await t.app.inject({ method: 'GET', url: '/api/auth/email-available?email=TAKEN@example.com' });
    expect(taken.json()).toEqual({ success: true, available: false });
    const free = await t.app.inject({ method: 'GET', url: '/api/auth/email-available?email=free@example.com' });
    expect(free.json()).toEqual({ success: true, available: true });
  });

  it('rejects a malformed address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/email-available?email=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'email', i18nKey: 'validation.email_invalid' });
  });
});

describe('registration rate limit', () => {
  it('refuses sign-ups from one address past the limit with a 429 and its i18nKey', async () => {
    const limited = await setupTestApp({ RATE_LIMIT_REGISTER_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
      expect(res.json()).toMatchObject({ success: false, error: 'RATE_LIMITED', i18nKey: 'errors.RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
