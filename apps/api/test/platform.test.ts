import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createUser, registration } from './helpers/factories.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: { paths: redactedLogPaths, censor: '[redacted]' } }, sink) as FastifyBaseLogger;
  t = await setupTestApp({}, { logger });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', version: '1.2.3-test' });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await setupTestApp();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await broken.ctx.jobs.stop();
      await broken.dropDatabase();
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, status: 'error', db: 'unavailable', i18nKey: 'errors.SERVICE_UNAVAILABLE' });
    } finally {
      await broken.app.close();
      await broken.ctx.db.destroy().catch(() => {});
      await fs.rm(broken.dataDir, { recursive: true, force: true });
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND', i18nKey: 'errors.NOT_FOUND' });
  });

  it('never shows a stack trace or SQL on an unexpected failure', async () => {
    const app = await setupTestApp();
    try {
      // A route that fails the way a bug would, registered before the app is ready.
      const fresh = await import('../src/app.ts').then((m) => m.buildApp(app.ctx));
      fresh.get('/api/boom', async () => {
        throw new Error('relation "secret_table" does not exist');
      });
      const res = await fresh.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, error: 'SERVER_ERROR', message: 'Errore del server. Riprova più tardi', i18nKey: 'errors.SERVER_ERROR' });
      await fresh.close();
    } finally {
      await app.close();
    }
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<login/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without inline scripts, and no-sniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas and serves a browsable reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/users/me',
      '/api/users/profile',
      '/api/user/stats',
      '/api/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const registerBody = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(expect.arrayContaining(['nome', 'cognome', 'email', 'password', 'acceptTerms', 'acceptPrivacy', 'confirmAge16']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or cookies', async () => {
    const body = registration({ password: 'Very-Secret-Pass-42!' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { cookie: 'ritrova_refresh=cookie-value-123' } });
    const token = res.json().token as string;
    const refresh = res.cookies[0]?.value as string;
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    await createUser(t.ctx);
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain('Very-Secret-Pass-42!');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(refresh);
    expect(logs).not.toContain('cookie-value-123');
    expect(logs).toContain('"route":"/api/auth/register"');

    // Whatever a handler logs about a request, credentials are censored.
    t.app.log.info(
      { body: { password: 'Logged-By-Mistake-1!', token: 'abc.def.ghi' }, req: { headers: { authorization: 'Bearer xyz', cookie: 'a=b' } } },
      'debug dump',
    );
    const dump = logLines.at(-1) ?? '';
    expect(dump).not.toMatch(/Logged-By-Mistake|abc\.def\.ghi|Bearer xyz|a=b/);
    expect(dump).toContain('[redacted]');
  });
});
