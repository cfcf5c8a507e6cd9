import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { phoneDevice } from './helpers/device.ts';

/**
 * Issue #25 item 2: the address a per-client limit counts. A client may send any X-Forwarded-For it
 * likes; only what a trusted proxy appended counts (TRUST_PROXY: a hop count, or the proxies' addresses).
 * Limits here: 5 sign-in attempts per client (RATE_LIMIT_LOGIN_PER_IP, shared in PostgreSQL) and 10 tag
 * verifications per minute (RATE_LIMIT_VERIFY_PER_MINUTE, counted in the process).
 */
const LOGIN_LIMIT = 5;
const VERIFY_LIMIT = 10;
const limits = { RATE_LIMIT_LOGIN_PER_IP: String(LOGIN_LIMIT), RATE_LIMIT_VERIFY_PER_MINUTE: String(VERIFY_LIMIT) };

/** The balancer in front of the processes, as HAProxy's `option forwardfor` adds to the client's header. */
const BALANCER = '127.0.0.1';

interface Attempt {
  /** The TCP peer the process sees. */
  peer: string;
  /** The X-Forwarded-For header as it reaches the process (the client's own entries, then the balancer's). */
  forwardedFor?: string;
}

let sequence = 0;
const forged = () => {
  sequence += 1;
  return `10.${(sequence >> 8) & 255}.${sequence & 255}.${(sequence % 250) + 1}`;
};

function signIn(t: TestApp, attempt: Attempt) {
  sequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    // Unknown accounts: the per-account limit never counts, only the per-client one.
    payload: { email: `nobody-${sequence}@example.com`, password: 'Wrong-Password-1!' },
    remoteAddress: attempt.peer,
    headers: attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {},
  });
}

function verify(t: TestApp, attempt: Attempt) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tags/verify',
    payload: { uid: '04AB12CD34EF56', deviceInfo: phoneDevice },
    remoteAddress: attempt.peer,
    headers: attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {},
  });
}

/** Sends `count` attempts and tells how many were answered (anything but 429). */
async function answered(send: () => Promise<{ statusCode: number }>, count: number): Promise<number> {
  let passed = 0;
  for (let i = 0; i < count; i++) if ((await send()).statusCode !== 429) passed += 1;
  return passed;
}

describe.each([
  ['no proxy trusted (TRUST_PROXY unset)', {}],
  ["the balancer's address trusted (TRUST_PROXY=127.0.0.1)", { TRUST_PROXY: BALANCER }],
])('a client reaching the process directly, %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ ...limits, ...env });
  });
  afterAll(() => t?.close());

  it('is counted by its socket address, whatever X-Forwarded-For it sends: sign-in', async () => {
    const peer = '198.51.100.7';
    expect(await answered(() => signIn(t, { peer, forwardedFor: forged() }), 3 * LOGIN_LIMIT)).toBe(LOGIN_LIMIT);
  });

  it('is counted by its socket address, whatever X-Forwarded-For it sends: tag verification', async () => {
    const peer = '198.51.100.8';
    expect(await answered(() => verify(t, { peer, forwardedFor: forged() }), 3 * VERIFY_LIMIT)).toBe(VERIFY_LIMIT);
  });
});

describe.each([
  ['one hop trusted (TRUST_PROXY=1)', { TRUST_PROXY: '1' }],
  ["the balancer's address trusted (TRUST_PROXY=127.0.0.1,10.0.0.0/8)", { TRUST_PROXY: `${BALANCER},10.0.0.0/8` }],
])('clients behind the balancer, %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ ...limits, ...env });
  });
  afterAll(() => t?.close());

  it('a client prepending forged addresses is counted by the address the balancer appended: sign-in', async () => {
    const client = '203.0.113.10';
    const attempts = await answered(() => signIn(t, { peer: BALANCER, forwardedFor: `${forged()}, ${client}` }), 3 * LOGIN_LIMIT);
    expect(attempts).toBe(LOGIN_LIMIT);
    // A forged entry naming the balancer itself or a listed network buys nothing either.
    expect((await signIn(t, { peer: BALANCER, forwardedFor: `${BALANCER}, 10.9.9.9, ${client}` })).statusCode).toBe(429);
  });

  it('a client prepending forged addresses is counted by the address the balancer appended: tag verification', async () => {
    const client = '203.0.113.11';
    expect(await answered(() => verify(t, { peer: BALANCER, forwardedFor: `${forged()}, ${client}` }), 3 * VERIFY_LIMIT)).toBe(VERIFY_LIMIT);
  });

  it('two clients behind the same balancer never share a limit', async () => {
    const first = '203.0.113.20';
    const second = '203.0.113.21';
    expect(await answered(() => signIn(t, { peer: BALANCER, forwardedFor: first }), LOGIN_LIMIT + 2)).toBe(LOGIN_LIMIT);
    expect(await answered(() => verify(t, { peer: BALANCER, forwardedFor: first }), VERIFY_LIMIT + 2)).toBe(VERIFY_LIMIT);
    expect(await answered(() => signIn(t, { peer: BALANCER, forwardedFor: second }), LOGIN_LIMIT)).toBe(LOGIN_LIMIT);
    expect(await answered(() => verify(t, { peer: BALANCER, forwardedFor: second }), VERIFY_LIMIT)).toBe(VERIFY_LIMIT);
  });
});
