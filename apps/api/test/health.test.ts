import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { newTagUid } from './helpers/factories.ts';

/**
 * Issue #25 (item 5): liveness and readiness apart, for a load balancer. `GET /api/health/live`
 * says the process runs (no database call); `GET /api/health/ready` says it should get traffic:
 * the database and the job queue answer and the process is not draining. The spec's
 * `GET /api/health` answers as before.
 */
interface LogLine {
  level: number;
  msg?: string;
  route?: string;
}
const captured: string[] = [];
const memory = { write: (line: string) => void captured.push(line) };
const requestLines = () => captured.map((line) => JSON.parse(line) as LogLine).filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
const INFO = 30;
const DEBUG = 20;

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({}, { logger: pino({ level: 'debug' }, memory) as FastifyBaseLogger });
});
afterAll(() => t?.close());

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('liveness and readiness of a serving process', () => {
  it('live and ready answer 200, never cached; the spec’s /api/health answers as before', async () => {
    const live = await get(t, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', db: 'ok', jobs: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');

    const health = await get(t, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'ok', version: '1.2.3-test' });
  });

  it('are never rate limited: a balancer checking far more often than any limit keeps getting 200', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => get(t, i % 2 ? '/api/health/live' : '/api/health/ready')));
    expect(answers.map((a) => a.statusCode).filter((status) => status !== 200)).toEqual([]);
  });

  it('passing checks are logged at debug, not info: a balancer asking every 2 s would flood the log', async () => {
    captured.length = 0;
    await get(t, '/api/health/live');
    await get(t, '/api/health/ready');
    await get(t, '/api/health');
    const lines = requestLines();
    expect(lines.map((l) => [l.route, l.level])).toEqual([
      ['/api/health/live', DEBUG],
      ['/api/health/ready', DEBUG],
      ['/api/health', INFO],
    ]);
  });
});

describe('readiness while the process drains (SIGTERM)', () => {
  let draining: TestApp;
  beforeAll(async () => {
    draining = await setupTestApp({ WORKER: 'off' });
  });
  afterAll(() => draining?.close());

  it('ready answers 503 "draining" at once, while live, the spec’s health and other routes still answer 200', async () => {
    expect((await get(draining, '/api/health/ready')).statusCode).toBe(200);
    draining.ctx.lifecycle.apply('signal');

    const ready = await get(draining, '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE', i18nKey: 'errors.SERVICE_UNAVAILABLE', status: 'draining' });
    expect(ready.headers['cache-control']).toBe('no-store');

    expect((await get(draining, '/api/health/live')).statusCode).toBe(200);
    expect((await get(draining, '/api/health')).statusCode).toBe(200);
    const verify = await draining.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: newTagUid() } });
    expect(verify.statusCode).toBe(200);
    // Draining keeps connections alive: the balancer's pooled connections still work until it takes the process out.
    expect(verify.headers.connection).not.toBe('close');
  });
});

describe('answers in flight when the app closes (the drain over)', () => {
  it('a request begun before the close is answered 200 after the listener closed, asking the client to close', async () => {
    const app = await setupTestApp({ WORKER: 'off' });
    let socket: net.Socket | undefined;
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      // Its head and part of its body before the close, the rest once the listener has closed.
      const body = JSON.stringify({ uid: newTagUid() });
      const client = net.connect(port, '127.0.0.1');
      socket = client;
      await new Promise((r) => client.once('connect', r));
      let answer = '';
      client.setEncoding('utf8');
      client.on('data', (chunk) => (answer += chunk));
      const ended = new Promise((r) => client.once('close', r));
      const arrived = new Promise((r) => app.app.server.once('request', r));
      client.write(
        `POST /api/tags/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
      );
      await arrived;

      app.ctx.lifecycle.apply('signal');
      app.ctx.lifecycle.apply('drained');
      const closing = app.app.close();
      await until('the listener closed', async () => !app.app.server.listening);
      client.write(body.slice(5));
      await until('the whole answer', async () => answer.trimEnd().endsWith('}'));
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expect(answer).toContain('"success":true');
      await ended;
      await closing;
    } finally {
      // A connection left open would hold the app's close.
      socket?.destroy();
      await app.close();
    }
  });
});

describe('readiness when what the process needs does not answer', () => {
  it('the job queue stopped: ready answers 503 "error" naming it, the database still ok; live stays 200', async () => {
    const app = await setupTestApp({ WORKER: 'off' });
    try {
      await app.ctx.jobs.stop();
      const ready = await get(app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE', status: 'error', db: 'ok', jobs: 'unavailable' });
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('the database gone: ready answers 503 "error" naming it; live stays 200 (it asks no database)', async () => {
    const app = await setupTestApp({ WORKER: 'off' });
    try {
      await app.dropDatabase();
      const ready = await get(app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, status: 'error', db: 'unavailable' });
      const live = await get(app, '/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});
