import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import PostalMime, { type Email } from 'postal-mime';
import { inject } from 'vitest';
import { startApplication } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import { TestClock } from '../../src/lib/clock.ts';
import type { Storage } from '../../src/lib/storage.ts';
import type { PaymentProvider } from '../../src/modules/payments/provider.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The application's clock: tests move time with it instead of editing rows. */
  clock: TestClock;
  dataDir: string;
  databaseUrl: string;
  /** Waits for a mail to `to` in the outbox (DATA_DIR/mail) and parses it. */
  waitForMail(to: string, count?: number): Promise<Email>;
  /** The mails to `to` in this app's outbox so far. */
  mailsTo(to: string): Promise<Email[]>;
  /** Waits until every queued job (mail among them) has been worked, so what was not sent never will be. */
  drainJobs(): Promise<void>;
  /** Drops the database under the running app, as an outage would. */
  dropDatabase(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_TWO_FACTOR_KEY = 'test-key-that-seals-the-totp-secrets-of-accounts';
/** The secure tags' master key in tests: the tests derive tag keys from it to build genuine taps. */
export const TEST_SUN_MASTER_KEY = '5a3c9e1f7b2d4608a1c3e5f7092b4d6e';
/** The Web Push (VAPID) key pair in tests: production requires one configured. */
export const TEST_VAPID_KEYS = {
  publicKey: 'BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU',
  privateKey: 'UVVZwMYfQI2gxYWWe7bLWeNWeoV2HSTM6Fns3nrHG8A',
};

const silentLogger = pino({ level: 'silent' }) as FastifyBaseLogger;

/**
 * A fully wired app on its own fresh database (cloned from the migrated
 * template), built by the same `startApplication` as `npm start`, with the real
 * job queue, mail written to a temp outbox and a clock the test can move.
 */
export async function setupTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyBaseLogger;
    sameDatabaseAs?: TestApp;
    /** A database of the test's own (already migrated), e.g. on a PostgreSQL it stops and starts; left to the test. */
    databaseUrl?: string;
    clock?: TestClock;
    payments?: PaymentProvider;
    storage?: (real: Storage) => Storage;
    /** A built web app to serve (a fixture folder); none by default, as most tests need only the API. */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-app-'));
  // A second API process on the same database (for coherence tests) leaves dropping it to the first.
  const database = options.sameDatabaseAs
    ? { url: options.sameDatabaseAs.databaseUrl, drop: async () => {} }
    : options.databaseUrl
      ? { url: options.databaseUrl, drop: async () => {} }
      : await createTestDatabase(inject('pgAdminUrl'), inject('pgTemplate'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET: TEST_JWT_SECRET,
      TWO_FACTOR_ENCRYPTION_KEY: TEST_TWO_FACTOR_KEY,
      SUN_MASTER_KEY: TEST_SUN_MASTER_KEY,
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
      ...env,
    },
    '1.2.3-test',
  );
  const clock = options.clock ?? options.sameDatabaseAs?.clock ?? new TestClock();
  const { app, runtime } = await startApplication(config, options.logger ?? silentLogger, {
    work: config.worker === 'inline',
    webDist: options.webDist ?? null,
    clock,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.storage ? { wrapStorage: options.storage } : {}),
  });
  const { ctx } = runtime;

  return {
    app,
    ctx,
    clock,
    dataDir,
    databaseUrl: database.url,
    async waitForMail(to, count = 1) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mails = await readOutbox(config.mail.outboxDir);
        const matching = mails.filter((m) => m.to?.some((a) => a.address === to));
        if (matching.length >= count) return matching[count - 1] as Email;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail number ${count} to ${to} within 15 s`);
    },
    async mailsTo(to) {
      return (await readOutbox(config.mail.outboxDir)).filter((m) => m.to?.some((a) => a.address === to));
    },
    drainJobs: () => ctx.jobs.drained(),
    dropDatabase: () => database.drop(),
    async close() {
      await app.close();
      await runtime.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function readOutbox(dir: string): Promise<Email[]> {
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => PostalMime.parse(await fs.readFile(path.join(dir, f)))));
}

/** The first link in a mail's text that goes to `pathname`, and its `token` parameter. */
export function linkFrom(mail: Email, pathname: string): { url: URL; token: string } {
  const found = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathname);
  if (!found) throw new Error(`no ${pathname} link in mail "${mail.subject}"`);
  return { url: found, token: found.searchParams.get('token') ?? '' };
}
