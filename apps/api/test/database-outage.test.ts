import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { newTagUid } from './helpers/factories.ts';
import { freePort } from './helpers/ports.ts';

/**
 * PostgreSQL going away under load, on a PostgreSQL of this test's own (the
 * suite's shared one cannot be stopped): the API keeps answering, with 503 and
 * Retry-After, and comes back by itself when the database does.
 */
let dataDir: string;
let port: number;
let database: EmbeddedDatabase;
let t: TestApp;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-outage-'));
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
  database = await startEmbeddedDatabase({ dataDir, port });
  const { pool } = createDatabase(database.url, 2);
  await migrate(pool);
  await pool.end();
  t = await setupTestApp({ WORKER: 'off' }, { databaseUrl: database.url });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const verify = (uid: string) => t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid } });

describe('PostgreSQL stopped under load', () => {
  it('answers 503 JSON with Retry-After (never 500, never a hang), health says the database is down, and recovers by itself', async () => {
    expect((await verify(newTagUid())).statusCode).toBe(200);

    // 100 verifications in flight while PostgreSQL stops.
    const uids = Array.from({ length: 100 }, () => newTagUid());
    const inFlight = uids.map((uid) => verify(uid));
    const stopping = database.stop();
    const answers = await Promise.all(inFlight);
    await stopping;
    const statuses = new Set(answers.map((a) => a.statusCode));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // While it is down: every request answers at once with 503, the error body and Retry-After.
    const down = await Promise.all([
      verify(newTagUid()),
      t.app.inject({ method: 'GET', url: '/api/public/stolen?serial=ABC123' }),
      t.app.inject({ method: 'GET', url: `/api/tags/info/${newTagUid()}` }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'Whatever-123!' } }),
    ]);
    for (const res of down) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE', i18nKey: 'errors.SERVICE_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', db: 'unavailable' });

    // Back: nothing restarted but PostgreSQL.
    database = await startEmbeddedDatabase({ dataDir, port });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', db: 'ok' });
    const after = newTagUid();
    expect((await verify(after)).json()).toMatchObject({ success: true, status: 'unregistered' });

    // Every verification answered 200 during the stop had its scan written.
    const answered = uids.filter((_, i) => answers[i]?.statusCode === 200);
    const written = await t.ctx.db
      .selectFrom('scans')
      .select('uid')
      .where('uid', 'in', [...uids, after])
      .execute();
    expect(written.map((s) => s.uid).sort()).toEqual([...answered, after].sort());
  }, 120_000);
});
