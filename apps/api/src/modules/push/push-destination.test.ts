import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../config.ts';
import { isPublicAddress, isPushServiceHost, pushDestination } from './push-destination.ts';

const pushConfig = (devServiceOrigins: string[] = []) => ({ serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, devServiceOrigins, retryDelaySeconds: 10 });

describe('isPublicAddress', () => {
  it('takes ordinary public unicast addresses, IPv4 and IPv6 (and IPv4 written as mapped IPv6)', () => {
    for (const address of ['142.250.180.10', '8.8.8.8', '2a00:1450:4002:410::200a', '::ffff:8.8.8.8']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses loopback, private, link-local, shared, unique-local, multicast, reserved and tunnelled addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1', // carrier-grade NAT
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1', // documentation
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2001::1', // Teredo
      '2001:db8::1',
      'not an address',
    ];
    for (const address of refused) expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });
});

describe('isPushServiceHost', () => {
  it('matches a name exactly, and `*.domain` any subdomain of it but not the domain itself nor a look-alike', () => {
    const hosts = ['fcm.googleapis.com', '*.push.apple.com'];
    expect(isPushServiceHost(hosts, 'fcm.googleapis.com')).toBe(true);
    expect(isPushServiceHost(hosts, 'web.push.apple.com')).toBe(true);
    expect(isPushServiceHost(hosts, 'a.b.push.apple.com')).toBe(true);
    expect(isPushServiceHost(hosts, 'push.apple.com')).toBe(false);
    expect(isPushServiceHost(hosts, 'evilpush.apple.com')).toBe(false);
    expect(isPushServiceHost(hosts, 'fcm.googleapis.com.evil.example')).toBe(false);
    expect(isPushServiceHost(hosts, 'x.fcm.googleapis.com')).toBe(false);
  });
});

describe('pushDestination', () => {
  it("takes the browsers' push service endpoints over https on the default port", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://FCM.googleapis.com:443/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMgQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushDestination(pushConfig(), endpoint)).toMatchObject({ kind: 'push-service' });
    }
  });

  it('refuses everything else: plain http, another port, credentials, addresses, other hosts, non-URLs', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://142.250.180.10/fcm/send/x',
      'https://[2a00:1450:4002:410::200a]/fcm/send/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'http://127.1:8080/x',
      'https://push.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect({ endpoint, destination: pushDestination(pushConfig(), endpoint) }).toEqual({ endpoint, destination: null });
    }
  });

  it('reaches a configured local stand-in by its origin only, in whatever spelling of its address', () => {
    const config = pushConfig(['http://127.0.0.1:8790']);
    for (const endpoint of ['http://127.0.0.1:8790/push/a', 'http://127.1:8790/push/a', 'http://2130706433:8790/push/a']) {
      expect(pushDestination(config, endpoint)).toMatchObject({ kind: 'dev-service' });
    }
    for (const endpoint of ['http://127.0.0.1:8791/push/a', 'https://127.0.0.1:8790/push/a', 'http://localhost:8790/push/a', 'http://[::1]:8790/push/a']) {
      expect({ endpoint, destination: pushDestination(config, endpoint) }).toEqual({ endpoint, destination: null });
    }
  });
});

describe('the push configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('defaults to the browsers push services and no local stand-in', () => {
    const config = loadConfig(base);
    expect(config.push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(config.push.devServiceOrigins).toEqual([]);
    expect(config.push.retryDelaySeconds).toBe(10);
  });

  it('reads a host list (lower-cased) and origins (normalised)', () => {
    const config = loadConfig({ ...base, PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, *.push.apple.com', PUSH_DEV_SERVICE_ORIGINS: 'http://127.0.0.1:8790/' });
    expect(config.push.serviceHosts).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(config.push.devServiceOrigins).toEqual(['http://127.0.0.1:8790']);
  });

  it('refuses addresses, bare wildcards and top-level wildcards as hosts, and paths as origins', () => {
    for (const PUSH_SERVICE_HOSTS of ['127.0.0.1', '*', '*.com', 'https://fcm.googleapis.com', 'fcm.googleapis.com/x', ' , ']) {
      expect(() => loadConfig({ ...base, PUSH_SERVICE_HOSTS }), PUSH_SERVICE_HOSTS).toThrow(/PUSH_SERVICE_HOSTS/);
    }
    for (const PUSH_DEV_SERVICE_ORIGINS of ['127.0.0.1:8790', 'http://127.0.0.1:8790/push', 'ftp://127.0.0.1']) {
      expect(() => loadConfig({ ...base, PUSH_DEV_SERVICE_ORIGINS }), PUSH_DEV_SERVICE_ORIGINS).toThrow(/PUSH_DEV_SERVICE_ORIGINS/);
    }
  });

  it('refuses a local stand-in in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      TWO_FACTOR_ENCRYPTION_KEY: 'y'.repeat(32),
      SUN_MASTER_KEY: '5a3c9e1f7b2d4608a1c3e5f7092b4d6e',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      VAPID_PUBLIC_KEY: 'BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU',
      VAPID_PRIVATE_KEY: 'UVVZwMYfQI2gxYWWe7bLWeNWeoV2HSTM6Fns3nrHG8A',
      SMTP_URL: 'smtp://mail.example:587',
      STORAGE: 's3',
      S3_BUCKET: 'ritrova-photos',
    } as const;
    expect(loadConfig(production).push.devServiceOrigins).toEqual([]);
    expect(() => loadConfig({ ...production, PUSH_DEV_SERVICE_ORIGINS: 'http://127.0.0.1:8790' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PUSH_DEV_SERVICE_ORIGINS: 'http://127.0.0.1:8790' })).toThrow(/PUSH_DEV_SERVICE_ORIGINS: not in production/);
  });
});
