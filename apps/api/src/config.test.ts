import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no variables at all, for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, env: 'development', demoData: true, worker: 'inline' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database.url).toBeUndefined();
    expect(config.mail.outboxDir).toBe(path.resolve('data', 'mail'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('stops on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: must be a number/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', WORKER: 'sometimes', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/WORKER/);
      expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    }
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('creates demo accounts on the embedded database only, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  const sunKey = '8f3a7c2e9b1d4f6a0c5e7b9d2f4a6c8e';
  const vapid = {
    VAPID_PUBLIC_KEY: 'BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU',
    VAPID_PRIVATE_KEY: 'UVVZwMYfQI2gxYWWe7bLWeNWeoV2HSTM6Fns3nrHG8A',
  };

  it('requires the signing secret, the two-factor key and the SUN master key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(/TWO_FACTOR_ENCRYPTION_KEY: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32) })).toThrow(
      /SUN_MASTER_KEY: required in production/,
    );
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32), SUN_MASTER_KEY: sunKey };
    expect(() => loadConfig({ ...production, ...stripe, ...sharedHosts })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production/);
    expect(loadConfig({ ...production, ...stripe, ...vapid, ...sharedHosts }).isProduction).toBe(true);
  });

  // Issue #25 item 4: what one host keeps on its disk is lost to the others behind a balancer.
  const sharedHosts = { SMTP_URL: 'smtp://mail.example.com:587', STORAGE: 's3', S3_BUCKET: 'ritrova-photos' };
  const productionReady = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32),
    SUN_MASTER_KEY: sunKey,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    ...vapid,
  };

  it('requires SMTP_URL in production: mail must not pile up on one host’s disk', () => {
    expect(() => loadConfig({ ...productionReady, ...sharedHosts, SMTP_URL: '' })).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...productionReady, ...sharedHosts }).mail.smtpUrl).toBe('smtp://mail.example.com:587');
    // Outside production the outbox folder stays the default.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('refuses photos on local disk in production unless SINGLE_HOST=1 says the deployment is one host', () => {
    const local = { ...productionReady, SMTP_URL: sharedHosts.SMTP_URL };
    expect(() => loadConfig(local)).toThrow(/STORAGE: local keeps photos on this host's disk/);
    expect(() => loadConfig({ ...local, STORAGE: 'local', SINGLE_HOST: '0' })).toThrow(/SINGLE_HOST=1/);
    expect(loadConfig({ ...local, SINGLE_HOST: '1' }).storage.kind).toBe('local');
    expect(loadConfig({ ...local, SINGLE_HOST: '1' }).singleHost).toBe(true);
    expect(loadConfig({ ...productionReady, ...sharedHosts }).storage.kind).toBe('s3');
    expect(() => loadConfig({ SINGLE_HOST: 'maybe' })).toThrow(/SINGLE_HOST: must be 0\/1/);
    // Development and tests keep the local default.
    expect(loadConfig({}).storage.kind).toBe('local');
    expect(loadConfig({}).singleHost).toBe(false);
  });

  it('lists every missing production requirement at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['JWT_SECRET', 'TWO_FACTOR_ENCRYPTION_KEY', 'SUN_MASTER_KEY', 'SMTP_URL', 'STORAGE']) expect(problems).toContain(`${name}:`);
    }
  });

  describe('TRUST_PROXY', () => {
    const trust = (value: string | undefined) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

    it('trusts no proxy by default, with 0, or with false/no', () => {
      for (const value of [undefined, '', '0', 'false', 'no']) expect(trust(value)).toEqual({ kind: 'none' });
    });

    it('takes a hop count: 1 is the balancer in front, and true/yes (the old on) mean 1', () => {
      expect(trust('1')).toEqual({ kind: 'hops', hops: 1 });
      expect(trust('2')).toEqual({ kind: 'hops', hops: 2 });
      expect(trust('true')).toEqual({ kind: 'hops', hops: 1 });
      expect(trust('yes')).toEqual({ kind: 'hops', hops: 1 });
    });

    it('takes a comma-separated list of the trusted proxies’ addresses and networks (IPv4 and IPv6)', () => {
      expect(trust('127.0.0.1')).toEqual({ kind: 'addresses', addresses: ['127.0.0.1'] });
      expect(trust(' 127.0.0.1 , 10.0.0.0/8,::1, fd00::/8 ,')).toEqual({ kind: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'] });
    });

    it('refuses anything else, naming the entry, and never trusts every address', () => {
      const problem = (value: string) => {
        try {
          loadConfig({ TRUST_PROXY: value });
        } catch (err) {
          return (err as ConfigError).problems.join('\n');
        }
        return 'accepted';
      };
      expect(problem('on')).toMatch(/TRUST_PROXY: on is neither a hop count nor an address/);
      expect(problem('-1')).toMatch(/TRUST_PROXY: -1 is neither a hop count nor an address/);
      expect(problem('1.5')).toMatch(/TRUST_PROXY: 1.5 is neither a hop count nor an address/);
      expect(problem('100')).toMatch(/TRUST_PROXY: a hop count is 1 to 10/);
      expect(problem('127.0.0.1,2')).toMatch(/TRUST_PROXY: 2 is neither a hop count nor an address/);
      expect(problem('10.0.0.0/33')).toMatch(/TRUST_PROXY: 10.0.0.0\/33 is not an address or network/);
      expect(problem('0.0.0.0/0')).toMatch(/TRUST_PROXY: 0.0.0.0\/0 would trust every address/);
      expect(problem('::/0')).toMatch(/TRUST_PROXY: ::\/0 would trust every address/);
      expect(problem('example.com')).toMatch(/TRUST_PROXY: example.com is neither a hop count nor an address/);
    });
  });

  it('waits MIGRATION_LOCK_TIMEOUT_SECONDS (default 10) for each lock a migration needs', () => {
    expect(loadConfig({}).migrationLockTimeoutSeconds).toBe(10);
    expect(loadConfig({ MIGRATION_LOCK_TIMEOUT_SECONDS: '3' }).migrationLockTimeoutSeconds).toBe(3);
    expect(loadConfig({ MIGRATION_LOCK_TIMEOUT_SECONDS: '0' }).migrationLockTimeoutSeconds).toBe(0);
    expect(() => loadConfig({ MIGRATION_LOCK_TIMEOUT_SECONDS: 'soon' })).toThrow(/MIGRATION_LOCK_TIMEOUT_SECONDS: must be a number/);
  });

  it('takes the Web Push key pair whole, never half of it', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY })).toThrow(/VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...vapid, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: must be a P-256 private key/);
    expect(loadConfig(vapid).vapid).toEqual({ publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY, subject: 'mailto:support@ritrova.it' });
    expect(loadConfig({}).vapid.publicKey).toBeUndefined();
  });

  it('refuses a SUN master key that is not 16 bytes of hex, or the factory zeros, without repeating it', () => {
    expect(loadConfig({ SUN_MASTER_KEY: sunKey }).sunMasterKey).toBe(sunKey);
    for (const bad of ['8f3a7c2e9b1d4f6a0c5e7b9d2f4a6c', `${sunKey}00`, 'zz3a7c2e9b1d4f6a0c5e7b9d2f4a6c8e']) {
      expect(() => loadConfig({ SUN_MASTER_KEY: bad })).toThrow(/SUN_MASTER_KEY: must be 32 hexadecimal characters/);
      try {
        loadConfig({ SUN_MASTER_KEY: bad });
      } catch (err) {
        expect(String(err)).not.toContain(bad);
      }
    }
    expect(() => loadConfig({ SUN_MASTER_KEY: '0'.repeat(32) })).toThrow(/SUN_MASTER_KEY: must not be all zeros/);
  });

  it('takes a plain-tag password key of 16 to 64 bytes of hex, none by default, and refuses another without repeating it', () => {
    const key = '00112233445566778899aabbccddeeff';
    expect(loadConfig({ PLAIN_TAG_PASSWORD_KEY: key }).plainTagPasswordKey).toEqual(Buffer.from(key, 'hex'));
    expect(loadConfig({}).plainTagPasswordKey).toBeNull();
    for (const bad of [key.slice(2), `${key}0`, 'zz'.repeat(16), 'a'.repeat(130)]) {
      expect(() => loadConfig({ PLAIN_TAG_PASSWORD_KEY: bad })).toThrow(/PLAIN_TAG_PASSWORD_KEY: must be 32 to 128 hexadecimal characters/);
      try {
        loadConfig({ PLAIN_TAG_PASSWORD_KEY: bad });
      } catch (err) {
        expect(String(err)).not.toContain(bad);
      }
    }
  });

  it('refuses the test-mode checkout in production and Stripe without its keys', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32), SUN_MASTER_KEY: sunKey, ...sharedHosts }),
    ).toThrow(/PAYMENT_PROVIDER: local is a test-mode checkout/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be local or stripe/);
    expect(loadConfig({}).payments).toEqual({ provider: 'local' });
  });

  it('offers Sign in with Google only with both client id and secret', () => {
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'nope' })).toThrow(/OIDC_ISSUER/);
  });

  it('has no company address unless COMPANY_ADDRESS is set (an empty one counts as unset): no placeholder', () => {
    expect(loadConfig({}).company.address).toBeUndefined();
    expect(loadConfig({ COMPANY_ADDRESS: '' }).company.address).toBeUndefined();
    expect(loadConfig({ COMPANY_ADDRESS: 'Via Tortona 12, 20144 Milano (MI)' }).company.address).toBe('Via Tortona 12, 20144 Milano (MI)');
  });

  it('derives the public URL from PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ritrova.it/' }).publicUrl).toBe('https://ritrova.it');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('takes a backup schedule only as a cron expression with somewhere to go, and keeps 7 backups by default', () => {
    expect(loadConfig({}).backup).toMatchObject({ to: undefined, schedule: undefined, keep: 7 });
    const scheduled = loadConfig({
      BACKUP_SCHEDULE: '30 3 * * *',
      BACKUP_TO: 's3://ritrova-backups/prod',
      BACKUP_KEEP: '14',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(scheduled.backup).toMatchObject({ to: 's3://ritrova-backups/prod', schedule: '30 3 * * *', keep: 14, s3: { endpoint: 'http://127.0.0.1:9000' } });
    expect(loadConfig({ BACKUP_TO: 'backups' }).backup.to).toBe(path.resolve('backups'));
    expect(() => loadConfig({ BACKUP_SCHEDULE: '30 3 * * *' })).toThrow(/BACKUP_TO: required with BACKUP_SCHEDULE/);
    for (const cron of ['every day', '61 3 * * *', '* * *']) {
      expect(() => loadConfig({ BACKUP_SCHEDULE: cron, BACKUP_TO: '/backups' }), cron).toThrow(/BACKUP_SCHEDULE: must be a cron expression/);
    }
    expect(() => loadConfig({ BACKUP_TO: 's3://' })).toThrow(/BACKUP_TO: must be a folder or s3:\/\/bucket\/prefix/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be at least 1/);
  });
});
