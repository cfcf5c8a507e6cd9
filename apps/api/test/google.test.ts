import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, enableTwoFactor, totpCode } from './helpers/factories.ts';
import { type OidcStandIn, type StandInAccount, startOidcStandIn } from './helpers/oidc-stand-in.ts';

const PUBLIC_URL = 'http://ritrova.test';
const STATE_COOKIE = 'ritrova_google';

let t: TestApp;
let idp: OidcStandIn;
let counter = 0;
const logLines: string[] = [];

beforeAll(async () => {
  idp = await startOidcStandIn({ redirectUri: `${PUBLIC_URL}/api/auth/google/callback` });
  // The production log level, to see what a deployment would write.
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'info', redact: { paths: redactedLogPaths, censor: '[redacted]' } }, sink) as FastifyBaseLogger;
  t = await setupTestApp({ PUBLIC_URL, ...idp.env }, { logger });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A Google account the stand-in knows; verified unless told otherwise. */
function googleAccount(overrides: Partial<StandInAccount> = {}): StandInAccount {
  counter += 1;
  return idp.addAccount({
    sub: `google-${counter}-${Date.now()}`,
    email: `giulia${counter}-${Date.now()}@gmail.example`,
    email_verified: true,
    given_name: 'Giulia',
    family_name: 'Bianchi',
    ...overrides,
  });
}

async function startSignIn(redirectUrl = '/bikes/add') {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google/start?redirectUrl=${encodeURIComponent(redirectUrl)}` });
  expect(start.statusCode).toBe(302);
  const stateCookie = start.cookies.find((c) => c.name === STATE_COOKIE);
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  return { location: String(start.headers.location), stateCookie: stateCookie?.value ?? '' };
}

async function finishSignIn(callbackUrl: URL, stateCookie: string | undefined) {
  const res = await t.app.inject({
    method: 'GET',
    url: callbackUrl.pathname + callbackUrl.search,
    ...(stateCookie !== undefined && { cookies: { [STATE_COOKIE]: stateCookie } }),
  });
  expect(res.statusCode).toBe(303);
  const to = new URL(String(res.headers.location));
  expect(to.origin + to.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
  return {
    res,
    status: to.searchParams.get('status'),
    code: to.searchParams.get('code'),
    next: to.searchParams.get('next'),
    ticket: new URLSearchParams(to.hash.slice(1)).get('ticket'),
  };
}

/** The whole browser round trip: our start, the provider's sign-in page, our callback. */
async function signInWithGoogle(account: StandInAccount, redirectUrl?: string) {
  idp.signInAs(account.sub);
  const { location, stateCookie } = await startSignIn(redirectUrl);
  return finishSignIn(await idp.authorize(location), stateCookie);
}

const complete = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload });
const link = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/google/link', payload });
const consents = { acceptTerms: true, acceptPrivacy: true, confirmAge16: true, role: 'hunter' };

const usersWithEmail = (email: string) => t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();
const identitiesOf = (subject: string) => t.ctx.db.selectFrom('user_identities').selectAll().where('subject', '=', subject).execute();

async function refreshWith(refreshCookie: { name: string; value: string }) {
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [refreshCookie.name]: refreshCookie.value } });
}
const refreshCookieIn = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name.endsWith('ritrova_refresh'));

describe('Sign in with Google', () => {
  it('tells the browser that Google sign-in is offered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toMatchObject({ googleSignIn: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location } = await startSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
  });

  it('creates nothing on a first sign-in until the terms are accepted, then a verified account with a session', async () => {
    const account = googleAccount({ given_name: 'Chiara', family_name: 'Russo' });
    const first = await signInWithGoogle(account, '/bikes/add');
    expect(first).toMatchObject({ status: 'signup', next: '/bikes/add' });
    expect(first.ticket).toBeTruthy();
    expect(refreshCookieIn(first.res)).toBeUndefined();
    expect(await usersWithEmail(account.email)).toHaveLength(0);

    const refused = await complete({ ticket: first.ticket, acceptTerms: true, acceptPrivacy: true, role: 'owner' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'confirmAge16', i18nKey: 'validation.confirm_age' })]);
    expect(await usersWithEmail(account.email)).toHaveLength(0);

    const created = await complete({ ticket: first.ticket, ...consents });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, user: { email: account.email, nome: 'Chiara', cognome: 'Russo', persona: 'hunter' } });
    const [user] = await usersWithEmail(account.email);
    expect(user).toMatchObject({ password_hash: null, persona: 'hunter' });
    expect(user?.email_verified_at).toBeInstanceOf(Date);
    expect(user?.terms_accepted_at).toBeInstanceOf(Date);
    expect(await identitiesOf(account.sub)).toEqual([expect.objectContaining({ user_id: user?.id, provider: 'google', email: account.email })]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(created.json().token) });
    expect(me.statusCode).toBe(200);
    expect(await t.mailsTo(account.email)).toHaveLength(0);

    const again = await complete({ ticket: first.ticket, ...consents });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('IDENTITY_TICKET_INVALID');
  });

  it('signs a known Google account straight in, with the refresh cookie the web page then uses', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    expect((await complete({ ticket: first.ticket, ...consents })).statusCode).toBe(201);

    const second = await signInWithGoogle(account, '/messages');
    expect(second).toMatchObject({ status: 'ok', next: '/messages', ticket: null });
    const refreshCookie = refreshCookieIn(second.res);
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const refreshed = await refreshWith(refreshCookie as { name: string; value: string });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ user: { email: account.email } });
    expect(second.res.cookies.find((c) => c.name === STATE_COOKIE)?.value).toBe('');
  });

  it('answers a password login on a Google-only account with a message about Google', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    expect((await complete({ ticket: first.ticket, ...consents })).statusCode).toBe(201);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: 'Any-Password-1!' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'USE_GOOGLE_SIGN_IN', i18nKey: 'errors.USE_GOOGLE_SIGN_IN' });
    expect(res.json().message).toMatch(/Google/);
  });

  it('links an existing password account only once its password is given', async () => {
    const { user, password } = await createUser(t.ctx, { email: `paolo${Date.now()}@gmail.example`, email_verified_at: null });
    const account = googleAccount({ email: user.email });
    const first = await signInWithGoogle(account);
    expect(first.status).toBe('link');
    expect(refreshCookieIn(first.res)).toBeUndefined();

    const wrong = await link({ ticket: first.ticket, password: 'Wrong-Password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('CURRENT_PASSWORD_INCORRECT');
    expect(await identitiesOf(account.sub)).toHaveLength(0);

    const linked = await link({ ticket: first.ticket, password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ user: { id: user.id, emailVerified: true } });
    expect(refreshCookieIn(linked)).toBeDefined();
    expect(await identitiesOf(account.sub)).toEqual([expect.objectContaining({ user_id: user.id })]);
    expect(await usersWithEmail(user.email)).toHaveLength(1);

    expect((await signInWithGoogle(account)).status).toBe('ok');
    const passwordLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect(passwordLogin.statusCode).toBe(200);
  });

  it('asks for the second factor after Google, and after linking, when the account has one', async () => {
    const { user, password } = await createUser(t.ctx, { email: `elena${Date.now()}@gmail.example` });
    const { secret } = await enableTwoFactor(t.ctx, user.id);
    const account = googleAccount({ email: user.email });
    const first = await signInWithGoogle(account);
    const linked = await link({ ticket: first.ticket, password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) });
    expect(refreshCookieIn(linked)).toBeUndefined();
    expect(await identitiesOf(account.sub)).toHaveLength(1);

    const again = await signInWithGoogle(account);
    expect(again).toMatchObject({ status: 'two_factor' });
    expect(refreshCookieIn(again.res)).toBeUndefined();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor', payload: { challenge: again.ticket, code: await totpCode(secret) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id } });
    expect(refreshCookieIn(res)).toBeDefined();
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const account = googleAccount();
    idp.signInAs(account.sub);
    const mine = await startSignIn();
    const theirs = await startSignIn();
    const theirCallback = await idp.authorize(theirs.location);

    expect(await finishSignIn(theirCallback, mine.stateCookie)).toMatchObject({ status: 'error', code: 'state_mismatch', ticket: null });
    expect(await finishSignIn(theirCallback, undefined)).toMatchObject({ status: 'error', code: 'state_mismatch' });
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('refuses an address the provider has not verified', async () => {
    const account = googleAccount({ email_verified: false });
    expect(await signInWithGoogle(account)).toMatchObject({ status: 'error', code: 'email_unverified', ticket: null });
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('reports a sign-in cancelled on the provider page', async () => {
    idp.cancelNextSignIn();
    const { location, stateCookie } = await startSignIn();
    expect(await finishSignIn(await idp.authorize(location), stateCookie)).toMatchObject({ status: 'error', code: 'cancelled' });
  });

  it('writes neither the authorization code, the state nor the ticket to the log', async () => {
    const account = googleAccount();
    idp.signInAs(account.sub);
    const { location, stateCookie } = await startSignIn();
    const callbackUrl = await idp.authorize(location);
    const { ticket } = await finishSignIn(callbackUrl, stateCookie);
    const secrets = [callbackUrl.searchParams.get('code'), callbackUrl.searchParams.get('state'), stateCookie, ticket];
    expect(secrets.every(Boolean)).toBe(true);
    const log = logLines.join('');
    expect(log).toContain('/api/auth/google/start');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('keeps only a same-site path to return to', async () => {
    const account = googleAccount();
    expect((await signInWithGoogle(account, '//evil.example/x')).next).toBeNull();
    expect((await signInWithGoogle(account, 'https://evil.example/')).next).toBeNull();
  });
});

describe('without a Google client configured', () => {
  it('hides the button and has no sign-in routes', async () => {
    const plain = await setupTestApp({}, { sameDatabaseAs: t });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/config/public' })).json()).toMatchObject({ googleSignIn: false });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/google/start' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
