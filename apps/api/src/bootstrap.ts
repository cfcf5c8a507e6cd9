import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, redactedLogPaths } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { scheduleBackups } from './db/backup/schedule.ts';
import { createDatabase } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { holdStartupLock, type StartupLock } from './db/startup-lock.ts';
import { AccessTokens } from './lib/access-tokens.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { DomainEventBus } from './lib/events.ts';
import { type Jobs, startJobs } from './lib/jobs.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { logSerializers, scrubDatabaseLog, scrubLogText } from './lib/log-privacy.ts';
import { createMailer } from './lib/mailer.ts';
import { Metrics } from './lib/metrics.ts';
import { RotatingKeys } from './lib/rotating-keys.ts';
import { resolveLocalSecret, SecretBox } from './lib/secret-box.ts';
import { UrlSigner } from './lib/signed-url.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import { DeviceCookies } from './modules/auth/device-cookie.ts';
import { BikeExtrasWiring } from './modules/bikes/index.ts';
import { type DemoAccount, seedDemoAccounts } from './modules/demo/demo.seed.ts';
import { runHousekeeping } from './modules/housekeeping/housekeeping.service.ts';
import { provideHunterClaimRecord } from './modules/hunters/index.ts';
import { registerHuntAlerts } from './modules/notifications/hunt-alerts.ts';
import { registerSightingPushes, scheduleSightingDigests } from './modules/notifications/sighting-alerts.ts';
import { createPaymentProvider } from './modules/payments/create-provider.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { photosOf } from './modules/photos/index.ts';
import { scheduleRetentionPolicy } from './modules/privacy/retention.service.ts';
import { bikesWithRewardPayments, hunterClaimRecord } from './modules/rewards/index.ts';
import { scheduleRewardJobs } from './modules/rewards/reward-expiry.service.ts';
import { tagsAttachedTo } from './modules/tags/index.ts';
import { loadSunMasterKey } from './modules/tags/sun/master-key.ts';
import { subscribeToScans } from './modules/theft/scan-sightings.ts';
import { sightingReads } from './modules/theft/theft.service.ts';
import { openTheftsOfBikes } from './modules/theft-records/index.ts';
import { pendingTransfersOfBikes } from './modules/transfers/index.ts';
import { backfillHunterNameKeys } from './modules/users/hunter-name-keys.ts';
import { registerRuntimeMetrics } from './runtime-metrics.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads `.env` at the repository root when present (real environment variables win). */
export function loadDotEnv(): void {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

function readVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version as string;
  } catch {
    return '0.0.0';
  }
}

/** Parses the configuration or ends the process listing every problem (exit code 1). */
export function configOrExit(): Config {
  loadDotEnv();
  try {
    return loadConfig(process.env, readVersion());
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/**
 * The process's logger (JSON lines on stdout, or `destination`): credentials redacted, errors
 * serialized without values, and URL queries and e-mail addresses scrubbed from any text
 * logged, whoever writes it (lib/log-privacy.ts; the request lines are the app's, decision 040).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: logSerializers,
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubLogText(arg) : arg)) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
  return (destination ? pino(options, destination) : pino(options)) as FastifyBaseLogger;
}

export interface Runtime {
  ctx: AppContext;
  embedded: EmbeddedDatabase | null;
  /** The demo accounts on a demo database (DEMO_DATA), created by whichever process started first. */
  demo: DemoAccount[];
  /** Stops jobs (waiting up to `jobsTimeoutMs` for the running ones, default 10 s), the pool and the embedded database, in that order. */
  close(options?: { jobsTimeoutMs?: number }): Promise<void>;
}

/** What a process may put in place of the configured parts (the tests: a clock they move, a provider they watch). */
export interface RuntimeOptions {
  /** Whether this process works the job queues (inline worker, or the worker process). */
  work: boolean;
  /** The application's clock; the system clock unless a test moves time. */
  clock?: Clock;
  /** The payment provider instead of the configured one. */
  payments?: PaymentProvider;
  /** Wraps the configured photo storage (tests inject failures). */
  wrapStorage?: (real: Storage) => Storage;
}

/**
 * Brings up what the server and the worker share: the database (embedded unless
 * DATABASE_URL is set), migrations, mail, the job queue and, with DEMO_DATA, the demo
 * accounts. The steps that write schema or shared rows run under the start-up lock, so
 * any number of processes may start at once on an empty or an old database (issue #25).
 */
export async function startRuntime(config: Config, log: FastifyBaseLogger, options: RuntimeOptions): Promise<Runtime> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.database.url;
  if (!url) {
    log.info(`starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
    embedded = await startEmbeddedDatabase({
      dataDir: config.dataDir,
      port: config.database.embeddedPort,
      log: (line) => log.debug({ postgres: scrubDatabaseLog(line) }),
    });
    url = embedded.url;
  }
  const { db, pool } = createDatabase(url, config.database.poolSize);
  let startup: StartupLock | null = null;
  // What a failed start must stop again (a demo seed fails after the job queue started).
  let startedJobs: Jobs | null = null;
  try {
    startup = await holdStartupLock(url, () => log.info('another process is setting up the database: waiting for it'));
    const applied = await migrate(pool, { lockTimeoutSeconds: config.migrationLockTimeoutSeconds });
    if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
    // Issue #24: Hunter names chosen before look-alikes were compared get their comparison keys.
    const hunterNames = await backfillHunterNameKeys(db);
    if (hunterNames.cleared > 0)
      log.warn(
        `${hunterNames.cleared} Hunter names taken off their accounts: reserved, or a look-alike of an older account's (they choose another in the profile)`,
      );
    const clock = options.clock ?? systemClock;
    const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: config.mail.outboxDir, log: (m) => log.info(m), clock });
    // Node's own metrics only where something reads them (METRICS_PORT or METRICS_TOKEN).
    const metrics = new Metrics({ version: config.version, processMetrics: config.metrics.port !== undefined || config.metrics.token !== undefined });
    const jobs = await startJobs({
      connectionString: url,
      work: options.work,
      db,
      mailer,
      mailFacts: { supportAddress: config.mail.supportAddress },
      clock,
      log,
      housekeeping: runHousekeeping,
      jobFailed: (queue) => metrics.jobFailed(queue),
    });
    startedJobs = jobs;
    const storage = createStorage(config);
    const jwtSecret = resolveLocalSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
    const ctx: AppContext = {
      config,
      db,
      pool,
      jobs,
      events: new DomainEventBus(),
      accessTokens: new AccessTokens(jwtSecret, clock),
      // Its own key (HKDF, another purpose) from the JWT secret: no new variable to configure.
      urlSigner: new UrlSigner(jwtSecret, 'private-file-url'),
      deviceCookies: new DeviceCookies(config, jwtSecret),
      twoFactorBox: new SecretBox(resolveLocalSecret(config.twoFactorKey, config.dataDir, 'two-factor-key'), 'totp-secret'),
      sunMasterKey: loadSunMasterKey(config),
      payments: options.payments ?? createPaymentProvider(config),
      clock,
      keys: new RotatingKeys(db, clock),
      storage: options.wrapStorage ? options.wrapStorage(storage) : storage,
      lifecycle: new Lifecycle(),
      metrics,
      bikeExtras: new BikeExtrasWiring(),
    };
    registerRuntimeMetrics(ctx, { work: options.work });
    // Domain events (decision 068): the higher modules subscribe to the lower ones' announcements, then the wiring is closed.
    subscribeToScans(ctx);
    ctx.events.seal();
    // A bike's extras (issue #29 item 1): each table's owner answers for it; bikes reads none of them. Sealing checks none is missing.
    ctx.bikeExtras.provide('pendingTransfers', pendingTransfersOfBikes);
    ctx.bikeExtras.provide('attachedTags', tagsAttachedTo);
    ctx.bikeExtras.provide('openThefts', openTheftsOfBikes);
    ctx.bikeExtras.provide('photos', photosOf);
    ctx.bikeExtras.provide('bikesWithRewardPayments', bikesWithRewardPayments);
    ctx.bikeExtras.seal();
    // The rewards' part of a Hunter's record (disputes, payouts): hunters sits below rewards and asks through it (issue #29 item 1).
    provideHunterClaimRecord(hunterClaimRecord);
    await scheduleRewardJobs(ctx);
    await registerHuntAlerts(ctx);
    // The retention table's one schedule (issue #26): the account retention is two of its steps.
    await scheduleRetentionPolicy(ctx, log);
    await registerSightingPushes(ctx, sightingReads);
    await scheduleSightingDigests(ctx);
    await scheduleBackups(ctx);
    const demo = config.demoData ? await seedDemoAccounts(ctx) : [];
    await startup.release();
    return {
      ctx,
      embedded,
      demo,
      async close(closeOptions = {}) {
        await jobs.stop(closeOptions.jobsTimeoutMs).catch((err) => log.error({ err }, 'stopping jobs failed'));
        mailer.close();
        await db.destroy().catch(() => {});
        await embedded?.stop();
      },
    };
  } catch (err) {
    await startup?.release();
    await startedJobs?.stop().catch(() => {});
    await db.destroy().catch(() => {});
    await embedded?.stop();
    throw err;
  }
}

export interface Application {
  app: FastifyInstance;
  runtime: Runtime;
  /** The demo accounts created on an empty demo database (none otherwise). */
  demo: DemoAccount[];
}

/**
 * The whole server as `npm start` runs it, not yet listening: runtime, demo data
 * when configured, and the Fastify app with its plugins and routes. The API
 * tests build theirs through this too, so the wiring tested is the wiring shipped.
 */
export async function startApplication(config: Config, log: FastifyBaseLogger, options: RuntimeOptions & { webDist: string | null }): Promise<Application> {
  const runtime = await startRuntime(config, log, options);
  try {
    const app = await buildApp(runtime.ctx, { webDist: options.webDist, logger: log });
    await app.ready();
    // Built and ready: readiness may pass from now on (the listener opens right after, in server.ts).
    runtime.ctx.lifecycle.apply('serving');
    return { app, runtime, demo: runtime.demo };
  } catch (err) {
    await runtime.close();
    throw err;
  }
}
