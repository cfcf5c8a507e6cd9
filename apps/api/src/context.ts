import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AccessTokens } from './lib/access-tokens.ts';
import type { Clock } from './lib/clock.ts';
import type { DomainEventBus } from './lib/events.ts';
import type { Jobs } from './lib/jobs.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Metrics } from './lib/metrics.ts';
import type { RotatingKeys } from './lib/rotating-keys.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { UrlSigner } from './lib/signed-url.ts';
import type { Storage } from './lib/storage.ts';
import type { DeviceCookies } from './modules/auth/device-cookie.ts';
import type { BikeExtrasWiring } from './modules/bikes/bike-extras.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';

/** What the routes and services need from the process: built once in `server.ts` (or a test). */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  jobs: Jobs;
  /** Domain events (decision 068): lower modules announce in their transaction, higher ones subscribed at start. */
  events: DomainEventBus;
  accessTokens: AccessTokens;
  /** Where reward payments are taken and refunded. */
  payments: PaymentProvider;
  clock: Clock;
  /** Uploaded files (photos). */
  storage: Storage;
  /** Seals the accounts' TOTP secrets (TWO_FACTOR_ENCRYPTION_KEY). */
  twoFactorBox: SecretBox;
  /** Signs the short-lived links of private files (sighting photos); its key is derived from JWT_SECRET. */
  urlSigner: UrlSigner;
  /** Remembers browsers that signed in to an account, so the per-account sign-in limit cannot lock them out. */
  deviceCookies: DeviceCookies;
  /** Daily HMAC keys shared by every process: client keys of limits and sightings, addresses in log lines. */
  keys: RotatingKeys;
  /** The master key of the secure tags (SUN_MASTER_KEY): every tag key is derived from it; never logged. */
  sunMasterKey: Buffer;
  /** Starting, ready, draining, closing, stopped: readiness and the answers during a stop read it (decision 045). */
  lifecycle: Lifecycle;
  /** This process's Prometheus metrics (its own registry). */
  metrics: Metrics;
  /** What the modules above bikes answer of a bike's extras (photos, tags, theft, rewards, transfers), given at start (bikes/bike-extras.ts). */
  bikeExtras: BikeExtrasWiring;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
