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
    expect(() => loadConfig({ ...production, ...stripe })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production/);
    expect(loadConfig({ ...production, ...stripe, ...vapid }).isProduction).toBe(true);
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

  it('refuses the test-mode checkout in production and Stripe without its keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32), SUN_MASTER_KEY: sunKey })).toThrow(
      /PAYMENT_PROVIDER: local is a test-mode checkout/,
    );
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
});
