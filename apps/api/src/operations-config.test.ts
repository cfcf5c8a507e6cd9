import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** Issue #25 items 5 and 6: how a process stops (SHUTDOWN_*) and where its metrics are read (METRICS_*). */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32),
  SUN_MASTER_KEY: '00112233445566778899aabbccddeeff',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  VAPID_PUBLIC_KEY: 'BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU',
  VAPID_PRIVATE_KEY: 'UVVZwMYfQI2gxYWWe7bLWeNWeoV2HSTM6Fns3nrHG8A',
  SMTP_URL: 'smtp://mail.example.com:587',
  STORAGE: 's3',
  S3_BUCKET: 'ritrova-photos',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('stop at once outside production (Ctrl-C), and drain 5 s in production, within 20 s', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainSeconds: 0, timeoutSeconds: 20 });
    expect(loadConfig({ NODE_ENV: 'test' }).shutdown).toEqual({ drainSeconds: 0, timeoutSeconds: 20 });
    expect(loadConfig(production).shutdown).toEqual({ drainSeconds: 5, timeoutSeconds: 20 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '8', SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdown).toEqual({ drainSeconds: 8, timeoutSeconds: 30 });
  });

  it('refuses a deadline that leaves no time after the drain, naming both', () => {
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '20' })).toEqual([
      'SHUTDOWN_TIMEOUT_SECONDS: must be longer than SHUTDOWN_DRAIN_SECONDS (20 s): after the drain, requests in flight, jobs and the pool still need time to stop',
    ]);
    expect(problemsOf({ ...production, SHUTDOWN_TIMEOUT_SECONDS: '5' })).toHaveLength(1);
  });

  it('refuses values that are not whole seconds in range', () => {
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '-1', SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toEqual([
      'SHUTDOWN_DRAIN_SECONDS: must be between 0 and 300 seconds',
      'SHUTDOWN_TIMEOUT_SECONDS: must be a number',
    ]);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toEqual(['SHUTDOWN_TIMEOUT_SECONDS: must be between 1 and 600 seconds']);
  });
});

describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
  it('expose nothing by default; a separate listener binds to 127.0.0.1 unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    const token = 't'.repeat(32);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, host: '10.0.0.5', token });
  });

  it('refuses a short token and the public port as the metrics port', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 32 characters (e.g. openssl rand -hex 32)']);
    expect(problemsOf({ PORT: '3000', METRICS_PORT: '3000' })).toEqual(['METRICS_PORT: must differ from PORT (the metrics listener is a port of its own)']);
    expect(problemsOf({ METRICS_PORT: '70000' })).toEqual(['METRICS_PORT: must be between 1 and 65535']);
  });
});
