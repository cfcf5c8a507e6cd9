import net from 'node:net';
import path from 'node:path';
import cronParser from 'cron-parser';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { mapTileAttribution, mapTileProvider, mapTileUrl } from './lib/map-tiles.ts';

/**
 * Every environment variable the server reads, parsed once at boot.
 * Each has a default that works for the embedded mode; `.env.example` documents them.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 0/1, true/false or yes/no' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/**
 * The hosts of the browsers' push services (issue #24, decision 039); `*.` takes any subdomain.
 * FCM: Chrome, Edge on Android, Opera, Samsung Internet; Mozilla autopush: Firefox; Apple
 * documents `*.push.apple.com` (web.push.apple.com) for Safari; WNS: Edge on Windows.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const pushHostPattern = new RegExp(`^(?:\\*\\.${hostLabel}\\.${hostLabel}(?:\\.${hostLabel})*|${hostLabel}(?:\\.${hostLabel})*)$`);

/** A comma-separated list, each entry trimmed, empty entries dropped. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether pg-boss, which runs the schedules, reads `value` as a cron expression (it uses this parser). */
function isCronExpression(value: string): boolean {
  try {
    cronParser.parseExpression(value, { tz: 'UTC' });
    return value.trim().split(/\s+/).length >= 5;
  } catch {
    return false;
  }
}

const pushServiceHosts = z
  .string()
  .transform((value, ctx) => {
    const hosts = commaList(value).map((h) => h.toLowerCase());
    for (const host of hosts) {
      // NOTE: names only: an address would skip the resolution whose answer is checked at every delivery.
      if (!pushHostPattern.test(host) || net.isIP(host)) {
        ctx.addIssue({ code: 'custom', message: `${host} is not a host name or *.domain (a wildcard needs two labels after it)` });
      }
    }
    if (hosts.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one push service host' });
    return hosts;
  })
  .default(DEFAULT_PUSH_SERVICE_HOSTS);

const pushDevServiceOrigins = z
  .string()
  .transform((value, ctx) =>
    commaList(value).flatMap((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {}
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: `${entry} is not an origin such as http://127.0.0.1:8790` });
        return [];
      }
      return [url.origin];
    }),
  )
  .default([]);

/**
 * Which peers may tell the client's address in X-Forwarded-For (issue #25, decision 044): none; the
 * nearest `hops` (1: the balancer in front, which must then be the only way in); or the proxies at
 * these addresses and networks, wherever a request comes from.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

const MAX_PROXY_HOPS = 10;

const trustProxy = z
  .string()
  .transform((value, ctx): TrustProxy => {
    const entries = commaList(value);
    const single = entries.length === 1 ? entries[0]?.toLowerCase() : undefined;
    if (entries.length === 0 || single === '0' || single === 'false' || single === 'no') return { kind: 'none' };
    // NOTE: `true` was "trust every hop", which let any client choose its address; one hop is what it was for.
    if (single === 'true' || single === 'yes') return { kind: 'hops', hops: 1 };
    if (single !== undefined && /^\d+$/.test(single)) {
      const hops = Number.parseInt(single, 10);
      if (hops > MAX_PROXY_HOPS) ctx.addIssue({ code: 'custom', message: `a hop count is 1 to ${MAX_PROXY_HOPS}` });
      return { kind: 'hops', hops };
    }
    for (const entry of entries) {
      const [address, prefix, ...rest] = entry.split('/');
      // NOTE: net.isIP, not ipaddr.isValid, which also takes shorthands such as `2` or `1.5` for addresses.
      if (!address || net.isIP(address) === 0) {
        ctx.addIssue({ code: 'custom', message: `${entry} is neither a hop count nor an address or network (127.0.0.1, 10.0.0.0/8, fd00::/8)` });
      } else if (prefix !== undefined && (rest.length > 0 || !ipaddr.isValidCIDR(entry))) {
        ctx.addIssue({ code: 'custom', message: `${entry} is not an address or network (a prefix length up to 32 for IPv4, 128 for IPv6)` });
      } else if (prefix !== undefined && Number(prefix) === 0) {
        ctx.addIssue({ code: 'custom', message: `${entry} would trust every address: name the balancers` });
      }
    }
    return { kind: 'addresses', addresses: entries };
  })
  .default({ kind: 'none' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://ritrova.it' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(10),
  EMBEDDED_PG_PORT: port.default(54329),
  DEMO_DATA: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // NOTE: the messages never repeat the value: it is the key of every secure tag.
  SUN_MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hexadecimal characters (a 16-byte AES key)')
    .refine((hex) => !/^0+$/.test(hex), 'must not be all zeros, the NTAG factory default')
    .optional(),
  // NOTE: as SUN_MASTER_KEY, never repeated in a message: every plain tag's write password derives from it.
  PLAIN_TAG_PASSWORD_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2}){16,64}$/, 'must be 32 to 128 hexadecimal characters (16 to 64 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ritrova <noreply@ritrova.it>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@ritrova.it'),
  WORKER: z.enum(['inline', 'off'], { error: 'must be inline or off' }).default('inline'),
  /** After SIGTERM: seconds readiness fails while everything is still served, so the balancer takes the process out (decision 045). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 300 seconds')
    .max(300, 'must be between 0 and 300 seconds')
    .optional(),
  /** The hard deadline of the whole stop, from the signal: past it the process exits (code 1) whatever is left. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 600 seconds')
    .max(600, 'must be between 1 and 600 seconds')
    .default(20),
  /** A listener of its own for Prometheus (GET /metrics); unset: none. */
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** With it, GET /metrics on the main port (and METRICS_PORT) answers `Authorization: Bearer <token>`; without, /metrics on the main port is 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Production only: `STORAGE=local` is accepted when the operator says the deployment is one host. */
  SINGLE_HOST: booleanFlag.default(false),
  /** How long a migration waits for each lock before giving up (PostgreSQL lock_timeout; 0 waits without limit). */
  MIGRATION_LOCK_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(3600).default(10),
  CORS_ORIGINS: z.string().default(''),
  COMPANY_NAME: z.string().default('Ritrova S.r.l.'),
  COMPANY_VAT: z.string().default('IT12345678901'),
  /** The registered office; unset, the pages leave the address line out (never a placeholder). */
  COMPANY_ADDRESS: z.string().trim().min(1).optional(),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_VERIFY_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_MESSAGES_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  IMAGE_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(64).default(2),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe'], { error: 'must be local or stripe' }).default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL' }).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Web Push (VAPID, RFC 8292): the application server's P-256 key pair, base64url as web-push prints it. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)')
    .optional(),
  // NOTE: the message never repeats the value.
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)')
    .optional(),
  /** Who the push services may contact about our pushes (a mailto: or https: URL); the support address by default. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  /** Web Push endpoints are accepted only on these hosts, over https on its port (comma-separated; `*.` any subdomain). */
  PUSH_SERVICE_HOSTS: pushServiceHosts,
  /** Development and tests only: origins of local stand-in push services, reached without the host and address rules. */
  PUSH_DEV_SERVICE_ORIGINS: pushDevServiceOrigins,
  /** The first retry of a failed push after this many seconds, doubling (with jitter) each time; 0 retries at once. */
  PUSH_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(3600).default(10),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ error: 'must be an absolute URL' }).default('https://accounts.google.com'),
  /** Where scheduled backups go (decision 046): a folder, or `s3://bucket/prefix` reached with the S3_* settings. */
  BACKUP_TO: z
    .string()
    .refine((v) => !v.startsWith('s3:') || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v), 'must be a folder or s3://bucket/prefix')
    .optional(),
  /** A cron expression (UTC) on which the worker backs up to BACKUP_TO; unset: no scheduled backups. */
  BACKUP_SCHEDULE: z.string().refine(isCronExpression, 'must be a cron expression such as "30 3 * * *" (03:30 UTC every day)').optional(),
  /** Scheduled backups kept at BACKUP_TO: after each one, older ones beyond this count are deleted. */
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(1000).default(7),
  /** The maps' tiles (decision 052): a `{z}/{x}/{y}` template over https, or a path on this site; asked only once a visitor opens a map. */
  MAP_TILE_URL: mapTileUrl,
  /** The tiles' credit in the map's corner: text, with at most `<a href="https://…">` links. */
  MAP_TILE_ATTRIBUTION: mapTileAttribution,
  /** Who serves the tiles and where (the privacy page and the map's button name it). */
  MAP_TILE_PROVIDER: mapTileProvider,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  version: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { url: string | undefined; poolSize: number; embeddedPort: number };
  demoData: boolean;
  jwtSecret: string | undefined;
  /** Seals the TOTP secrets; outside production a generated one is kept in DATA_DIR. */
  twoFactorKey: string | undefined;
  /** The master key of the secure tags (SUN_MASTER_KEY); outside production a generated one is kept in DATA_DIR. */
  sunMasterKey: string | undefined;
  /** The key plain tags' write passwords derive from (PLAIN_TAG_PASSWORD_KEY, decision 061); unset: plain tags get no password. */
  plainTagPasswordKey: Buffer | null;
  /** `supportAddress` (SUPPORT_EMAIL) is the one address the pages, the contact form and the mails give for help. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; supportAddress: string };
  worker: 'inline' | 'off';
  /** How the process stops on SIGTERM/SIGINT (server.ts, worker.ts; decision 045). */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** Where Prometheus reads the metrics: `port` a listener of its own on `host`; `token` the bearer token they need (and /metrics on the main port). */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  logLevel: string;
  /** Whose X-Forwarded-For tells the client's address (lib/trusted-proxies.ts turns it into Fastify's option). */
  trustProxy: TrustProxy;
  /** SINGLE_HOST: the operator says the deployment is one host, whose disk (STORAGE=local) every process shares. */
  singleHost: boolean;
  /** Seconds a migration waits for each lock (PostgreSQL lock_timeout; 0: no limit). */
  migrationLockTimeoutSeconds: number;
  corsOrigins: string[];
  /** `address` is undefined when COMPANY_ADDRESS is unset: the pages omit it. */
  company: { name: string; vat: string; address: string | undefined };
  rateLimits: {
    loginPerIp: number;
    loginPerAccount: number;
    registerPerIp: number;
    passwordResetPerIp: number;
    verifyPerMinute: number;
    messagesPer10Minutes: number;
    contactPerHour: number;
    /** Wrong second-factor codes per account per 15 minutes. */
    twoFactorPerAccount: number;
  };
  /**
   * Uploaded images decoded and encoded at once in this process (sharp jobs, each
   * one thread at a time), shared in turn between users (decision 031).
   */
  images: { concurrency: number };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  payments:
    | { provider: 'local' }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        /** Another Stripe-compatible API base URL (the test stand-in); unset means Stripe itself. */
        apiUrl: string | undefined;
      };
  /**
   * Web Push (VAPID): the configured key pair, or undefined outside production, where a generated
   * one is kept in DATA_DIR (lib/vapid-keys.ts); `subject` is a mailto: or https: contact.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * Where Web Push may go (decision 039): `serviceHosts` the browsers' push services (https, port 443,
   * every resolved address public, checked at each delivery); `devServiceOrigins` local stand-ins,
   * outside production only; `retryDelaySeconds` the first retry's delay.
   */
  push: { serviceHosts: string[]; devServiceOrigins: string[]; retryDelaySeconds: number };
  /** Sign in with Google (OpenID Connect); null when no client is configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Backups (decision 046): `to` the scheduled backups' destination (a folder or s3://bucket/prefix),
   * `schedule` their cron (UTC; undefined: none), `keep` how many stay; `s3` how object storage is
   * reached (the S3_* settings of the photos, whatever STORAGE is).
   */
  backup: {
    to: string | undefined;
    schedule: string | undefined;
    keep: number;
    s3: { endpoint: string | undefined; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean };
  };
  /**
   * The maps' tiles (MAP_TILE_*, decision 052): `url` the template the browser fills, `imageSource` the
   * one origin the CSP lets images come from besides the site's own (null: self-hosted on this site).
   */
  mapTiles: { url: string; attribution: string; provider: string; imageSource: string | null };
}

/** A configuration problem; the message lists every offending variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/** Parses the environment into the typed configuration, or throws listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  // Empty strings mean "not set", as in most .env files.
  const env = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const productionMissing = isProduction
    ? [
        ...(e.JWT_SECRET ? [] : ['JWT_SECRET: required in production (at least 32 random characters)']),
        ...(e.TWO_FACTOR_ENCRYPTION_KEY ? [] : ['TWO_FACTOR_ENCRYPTION_KEY: required in production (at least 32 random characters)']),
        ...(e.SUN_MASTER_KEY ? [] : ["SUN_MASTER_KEY: required in production (32 hexadecimal characters, the secure tags' master key)"]),
        // Issue #25: without it mail is written to this host's DATA_DIR/mail, where nobody reads it.
        ...(e.SMTP_URL ? [] : ['SMTP_URL: required in production (smtp://user:pass@host:587); without it mail stays in files on this host']),
        ...(e.STORAGE === 'local' && !e.SINGLE_HOST
          ? [
              "STORAGE: local keeps photos on this host's disk, which the other hosts behind a balancer cannot serve: set STORAGE=s3 (with S3_BUCKET), or SINGLE_HOST=1 if the deployment is one host",
            ]
          : []),
      ]
    : [];
  if (productionMissing.length > 0) throw new ConfigError(productionMissing);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError([e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY' : 'VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY']);
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      ...(e.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe']),
      ...(e.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe']),
    ]);
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError([
      e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_ID: required with GOOGLE_CLIENT_SECRET',
    ]);
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError(['S3_BUCKET: required when STORAGE=s3']);
  // Production drains 5 s by default: a balancer checking every second takes 2–3 s to notice (docs/operations.md).
  const drainSeconds = e.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 5 : 0);
  const operationProblems = [
    ...(drainSeconds >= e.SHUTDOWN_TIMEOUT_SECONDS
      ? [
          `SHUTDOWN_TIMEOUT_SECONDS: must be longer than SHUTDOWN_DRAIN_SECONDS (${drainSeconds} s): after the drain, requests in flight, jobs and the pool still need time to stop`,
        ]
      : []),
    ...(e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT ? ['METRICS_PORT: must differ from PORT (the metrics listener is a port of its own)'] : []),
  ];
  if (operationProblems.length > 0) throw new ConfigError(operationProblems);
  if (e.BACKUP_SCHEDULE && !e.BACKUP_TO) throw new ConfigError(['BACKUP_TO: required with BACKUP_SCHEDULE (a folder or s3://bucket/prefix)']);
  if (isProduction && e.PAYMENT_PROVIDER === 'local') {
    throw new ConfigError(['PAYMENT_PROVIDER: local is a test-mode checkout; production takes real payments (stripe)']);
  }
  if (isProduction && !e.VAPID_PUBLIC_KEY) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production (the Web Push key pair: npx web-push generate-vapid-keys)']);
  }
  if (isProduction && e.MAP_TILE_URL.insecure) {
    throw new ConfigError(['MAP_TILE_URL: must be https in production (http only for a tile server on this machine, outside production)']);
  }
  if (isProduction && e.PUSH_DEV_SERVICE_ORIGINS.length > 0) {
    throw new ConfigError(['PUSH_DEV_SERVICE_ORIGINS: not in production (local stand-in push services are for development and tests)']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    version,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, embeddedPort: e.EMBEDDED_PG_PORT },
    // Demo accounts only on the embedded database unless explicitly asked for.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    twoFactorKey: e.TWO_FACTOR_ENCRYPTION_KEY,
    sunMasterKey: e.SUN_MASTER_KEY,
    plainTagPasswordKey: e.PLAIN_TAG_PASSWORD_KEY ? Buffer.from(e.PLAIN_TAG_PASSWORD_KEY, 'hex') : null,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'mail'),
      supportAddress: e.SUPPORT_EMAIL,
    },
    worker: e.WORKER,
    shutdown: { drainSeconds, timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    singleHost: e.SINGLE_HOST,
    migrationLockTimeoutSeconds: e.MIGRATION_LOCK_TIMEOUT_SECONDS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    company: { name: e.COMPANY_NAME, vat: e.COMPANY_VAT, address: e.COMPANY_ADDRESS },
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
      passwordResetPerIp: e.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      verifyPerMinute: e.RATE_LIMIT_VERIFY_PER_MINUTE,
      messagesPer10Minutes: e.RATE_LIMIT_MESSAGES_PER_10_MINUTES,
      contactPerHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
      twoFactorPerAccount: e.RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT,
    },
    images: { concurrency: e.IMAGE_CONCURRENCY },
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    payments:
      e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL?.replace(/\/$/, '') }
        : { provider: 'local' },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}` },
    push: { serviceHosts: e.PUSH_SERVICE_HOSTS, devServiceOrigins: e.PUSH_DEV_SERVICE_ORIGINS, retryDelaySeconds: e.PUSH_RETRY_DELAY_SECONDS },
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER } : null,
    backup: {
      to: e.BACKUP_TO && !e.BACKUP_TO.startsWith('s3://') ? path.resolve(e.BACKUP_TO) : e.BACKUP_TO,
      schedule: e.BACKUP_SCHEDULE,
      keep: e.BACKUP_KEEP,
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    mapTiles: { url: e.MAP_TILE_URL.url, attribution: e.MAP_TILE_ATTRIBUTION, provider: e.MAP_TILE_PROVIDER, imageSource: e.MAP_TILE_URL.imageSource },
  };
}
