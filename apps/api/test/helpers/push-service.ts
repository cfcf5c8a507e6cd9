import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (RFC 8030) on 127.0.0.1, for
 * tests: it plays both the push service and the browser behind it. Each
 * `subscribe()` makes a subscription the way a browser does (a P-256 key pair
 * and a 16-byte auth secret, made here with node:crypto) and an endpoint on this
 * server. A push to it is accepted (201) only if its VAPID Authorization header
 * verifies (RFC 8292: an ES256 JWT signed by the key in `k=`, `aud` the endpoint's
 * origin, `exp` in the future and at most 24 hours ahead) and its aes128gcm body
 * decrypts with the subscription's private key (RFC 8291 / RFC 8188); anything
 * else is answered 400 and recorded in `rejected`. A subscription made with
 * `{ status: 410 }` answers that instead (the browser unsubscribed).
 */
export interface PushServiceStandIn {
  origin: string;
  subscribe(options?: { status?: number }): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Pushes verified and decrypted, in arrival order. */
  received: Array<{ endpoint: string; vapidPublicKey: string; ttl: string | undefined; payload: string }>;
  /** Pushes refused, with why. */
  rejected: Array<{ endpoint: string; reason: string }>;
  /** Requests to endpoints answering a fixed status. */
  answered: Array<{ endpoint: string; status: number }>;
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  status: number | undefined;
}

const b64u = (s: string) => Buffer.from(s, 'base64url');

/** Checks the VAPID header; answers the signer's public key (base64url) or throws why not. */
function verifyVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid Authorization header: ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const raw = b64u(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k= is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) throw new Error('the JWT has not three parts');
  const header2 = JSON.parse(b64u(h).toString('utf8'));
  if (header2.alg !== 'ES256') throw new Error(`JWT alg ${header2.alg}`);
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, b64u(s))) throw new Error('bad JWT signature');
  const claims = JSON.parse(b64u(p).toString('utf8'));
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`);
  // The push service's own clock: real time, as a real push service has.
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) throw new Error(`exp ${claims.exp} out of range`);
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return k;
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), one record, as the browser decrypts it. */
function decrypt(body: Buffer, sub: Subscription): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid length ${idlen}`);
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const received: PushServiceStandIn['received'] = [];
  const rejected: PushServiceStandIn['rejected'] = [];
  const answered: PushServiceStandIn['answered'] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const sub = subscriptions.get(req.url ?? '');
      if (req.method !== 'POST' || !sub) {
        res.writeHead(404).end();
        return;
      }
      if (sub.status) {
        answered.push({ endpoint, status: sub.status });
        res.writeHead(sub.status).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const vapidPublicKey = verifyVapid(req.headers.authorization, origin);
        const payload = decrypt(Buffer.concat(chunks), sub);
        received.push({ endpoint, vapidPublicKey, ttl: req.headers.ttl as string | undefined, payload });
        res.writeHead(201, { location: `${origin}/messages/${randomUUID()}` }).end();
      } catch (err) {
        rejected.push({ endpoint, reason: (err as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    answered,
    subscribe(options = {}) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      subscriptions.set(path, { ecdh, publicKey, auth, status: options.status });
      return { endpoint: `${origin}${path}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
