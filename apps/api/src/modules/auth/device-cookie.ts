import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { purposeKey, sameSignature } from '../../lib/signed-url.ts';

/** How long a browser is remembered as one that signed in to an account. */
const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts one browser is remembered for (a shared family computer): the most recent ones. */
const MAX_ACCOUNTS = 5;

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device
 * cookies"): a browser that has signed in to an account carries a signed token
 * naming that account and a random device id. The per-account sign-in limit
 * counts failures of unknown browsers together — ten wrong passwords from
 * anywhere lock them out for 15 minutes — while a remembered browser has its
 * own count, so nobody can lock an owner out of their own phone.
 *
 * One httpOnly cookie holds up to five `userId.deviceId.signature` entries; the
 * key is derived (HKDF) from the JWT secret for this purpose only.
 */
export class DeviceCookies {
  readonly #key: Buffer;
  readonly name: string;
  private readonly config: Config;

  constructor(config: Config, secret: string) {
    this.config = config;
    this.#key = purposeKey(secret, 'device-cookie');
    this.name = config.isProduction ? '__Host-ritrova_device' : 'ritrova_device';
  }

  #mac(userId: string, deviceId: string): Buffer {
    return createHmac('sha256', this.#key).update(`${userId}.${deviceId}`).digest();
  }

  #entries(request: FastifyRequest): { userId: string; deviceId: string }[] {
    const value = request.cookies[this.name] ?? '';
    const entries = [];
    for (const entry of value.split('~').slice(0, MAX_ACCOUNTS)) {
      const [userId, deviceId, signature] = entry.split('.');
      if (!userId || !deviceId || !signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) continue;
      if (sameSignature(this.#mac(userId, deviceId), signature)) entries.push({ userId, deviceId });
    }
    return entries;
  }

  /** The id of this browser if it has signed in to the account before (a valid signed entry), else null. */
  deviceOf(request: FastifyRequest, userId: string): string | null {
    return this.#entries(request).find((e) => e.userId === userId)?.deviceId ?? null;
  }

  /** Remembers this browser for the account (after a successful sign-in), keeping its device id if it had one. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): void {
    const entries = this.#entries(request);
    const deviceId = entries.find((e) => e.userId === userId)?.deviceId ?? randomBytes(16).toString('base64url');
    const kept = [{ userId, deviceId }, ...entries.filter((e) => e.userId !== userId)].slice(0, MAX_ACCOUNTS);
    const value = kept.map((e) => `${e.userId}.${e.deviceId}.${this.#mac(e.userId, e.deviceId).toString('base64url')}`).join('~');
    reply.setCookie(this.name, value, {
      httpOnly: true,
      secure: this.config.isProduction,
      sameSite: 'strict',
      path: this.config.isProduction ? '/' : '/api/auth',
      expires: new Date(now.getTime() + DEVICE_LIFETIME_MS),
    });
  }
}
