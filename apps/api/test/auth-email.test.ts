import { tokenLifetimes } from '@ritrova/shared';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, registration, signIn } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ RATE_LIMIT_REGISTER_PER_IP: '1000', RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const MINUTE = 60_000;

describe('e-mail verification', () => {
  it('verifies the address with the mailed link; opened again, it says the address is verified already', async () => {
    const body = registration();
    const { token } = (await post('/api/auth/register', body)).json();
    const link = linkFrom(await t.waitForMail(body.email), '/verify-email');
    expect(link.url.origin).toBe(t.ctx.config.publicUrl);

    const res = await post('/api/auth/verify-email', { token: link.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, emailVerified: true });
    expect((await me(token)).json().user.emailVerified).toBe(true);

    expect(res.json().alreadyVerified).toBe(false);

    // Opened again (issue #19): the address is verified already, which is not a failure.
    const again = await post('/api/auth/verify-email', { token: link.token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, emailVerified: true, alreadyVerified: true });
  });

  it('still refuses a link opened again, or replaced, while the address is not verified', async () => {
    const body = registration();
    const { token } = (await post('/api/auth/register', body)).json();
    const first = linkFrom(await t.waitForMail(body.email), '/verify-email');
    await post('/api/auth/resend-verification', {}, bearer(token));
    await t.waitForMail(body.email, 2);
    const replaced = await post('/api/auth/verify-email', { token: first.token });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toMatchObject({ error: 'VERIFICATION_TOKEN_INVALID', i18nKey: 'errors.VERIFICATION_TOKEN_INVALID' });
    expect((await me(token)).json().user.emailVerified).toBe(false);
  });

  it('refuses an expired link (48 hours)', async () => {
    // Two links mailed together: one is used just before the 48 hours are up, the other just after.
    const early = registration();
    const late = registration();
    await post('/api/auth/register', early);
    await post('/api/auth/register', late);
    const earlyLink = linkFrom(await t.waitForMail(early.email), '/verify-email');
    const lateLink = linkFrom(await t.waitForMail(late.email), '/verify-email');
    const lifetimeMs = tokenLifetimes.emailVerificationSeconds * 1000;
    t.clock.advance(lifetimeMs - MINUTE);
    try {
      expect((await post('/api/auth/verify-email', { token: earlyLink.token })).statusCode).toBe(200);
      t.clock.advance(2 * MINUTE);
      const expired = await post('/api/auth/verify-email', { token: lateLink.token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe('VERIFICATION_TOKEN_INVALID');
    } finally {
      t.clock.advance(-(lifetimeMs + MINUTE));
    }
  });

  it('stores tokens hashed, never the link itself', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    const link = linkFrom(await t.waitForMail(body.email), '/verify-email');
    const rows = await t.ctx.db.selectFrom('one_time_tokens').select('token_hash').execute();
    for (const row of rows) expect(row.token_hash.toString('utf8')).not.toContain(link.token);
    expect(rows.every((r) => r.token_hash.length === 32)).toBe(true);
  });

  it('sends a new link on request, and the old one stops working', async () => {
    const body = registration();
    const { token } = (await post('/api/auth/register', body)).json();
    const first = linkFrom(await t.waitForMail(body.email), '/verify-email');
    const res = await post('/api/auth/resend-verification', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    const second = linkFrom(await t.waitForMail(body.email, 2), '/verify-email');
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/auth/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
  });

  it('rejects a missing or malformed token with a 400 naming the field', async () => {
    const res = await post('/api/auth/verify-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'token', i18nKey: 'validation.required' });
    expect((await post('/api/auth/verify-email', { token: 'short' })).json().fields[0].i18nKey).toBe('validation.token_invalid');
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address exactly alike', async () => {
    const { user } = await createUser(t.ctx);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await t.waitForMail(user.email);
  });

  it('sets a new password with the link, once, and ends every session', async () => {
    const { user, password } = await createUser(t.ctx, { language: 'en' });
    const session = await signIn(t.app, user.email, password);
    await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const mail = await t.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your password — Ritrova');
    const { token } = linkFrom(mail, '/reset-password');

    const res = await post('/api/auth/reset-password', { token, password: 'Ricordata-Adesso-7#' });
    expect(res.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: session.refreshCookie.value } });
    expect(refreshed.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, password)).rejects.toThrow(/401/);
    expect((await me((await signIn(t.app, user.email, 'Ricordata-Adesso-7#')).token)).statusCode).toBe(200);

    const reuse = await post('/api/auth/reset-password', { token, password: 'Unaltra-Ancora-8#' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'RESET_TOKEN_INVALID', i18nKey: 'errors.RESET_TOKEN_INVALID' });
  });

  it('refuses an expired link (1 hour) and a weak password, changing nothing', async () => {
    // Two links mailed together: one is used just before the hour is up, the other just after.
    const early = await createUser(t.ctx);
    const { user, password } = await createUser(t.ctx);
    await post('/api/auth/forgot-password', { email: early.user.email });
    await post('/api/auth/forgot-password', { email: user.email });
    const earlyLink = linkFrom(await t.waitForMail(early.user.email), '/reset-password');
    const { token } = linkFrom(await t.waitForMail(user.email), '/reset-password');
    const weak = await post('/api/auth/reset-password', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0].field).toBe('password');
    const lifetimeMs = tokenLifetimes.passwordResetSeconds * 1000;
    t.clock.advance(lifetimeMs - MINUTE);
    try {
      expect((await post('/api/auth/reset-password', { token: earlyLink.token, password: 'Ricordata-Adesso-7#' })).statusCode).toBe(200);
      t.clock.advance(2 * MINUTE);
      const expired = await post('/api/auth/reset-password', { token, password: 'Ricordata-Adesso-7#' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe('RESET_TOKEN_INVALID');
    } finally {
      t.clock.advance(-(lifetimeMs + MINUTE));
    }
    expect((await me((await signIn(t.app, user.email, password)).token)).statusCode).toBe(200);
  });
});

describe('mail over SMTP', () => {
  it('sends the verification mail through a real SMTP conversation when SMTP_URL is set', async () => {
    const received: Email[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          received.push(await PostalMime.parse(Buffer.concat(chunks)));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const smtp = await setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Ritrova <noreply@ritrova.it>' });
    try {
      const body = registration();
      expect((await smtp.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
      const deadline = Date.now() + 15_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const mail = received[0];
      expect(mail?.to?.[0]?.address).toBe(body.email);
      expect(mail?.from?.address).toBe('noreply@ritrova.it');
      expect(mail?.subject).toContain('Conferma il tuo indirizzo email');
      expect(linkFrom(mail as Email, '/verify-email').token.length).toBeGreaterThan(30);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
