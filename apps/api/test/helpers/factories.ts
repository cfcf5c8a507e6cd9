import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { generate, generateSecret } from 'otplib';
import type { AppContext } from '../../src/context.ts';
import type { BikesTable, UsersTable } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { startSession } from '../../src/modules/auth/auth.service.ts';
import { bikeRepository } from '../../src/modules/bikes/bike.repository.ts';
import { generateSunQuery } from '../../src/modules/tags/sun/generate.ts';
import { batchKeys } from '../../src/modules/tags/sun/keys.ts';
import { userRepository } from '../../src/modules/users/user.repository.ts';

let counter = 0;

export const STRONG_PASSWORD = 'Bici-Sicura-2026!';

/** Inserts an account directly (verified unless told otherwise) and returns it with its password. */
export async function createUser(ctx: AppContext, overrides: Partial<Insertable<UsersTable>> & { password?: string } = {}) {
  counter += 1;
  const { password = STRONG_PASSWORD, ...fields } = overrides;
  const now = ctx.clock.now();
  const user = await userRepository.insert(
    ctx.db,
    {
      email: `user${counter}-${Date.now()}@example.com`,
      nome: 'Luca',
      cognome: 'Verdi',
      password_hash: await hashPassword(password),
      email_verified_at: now,
      terms_accepted_at: now,
      privacy_accepted_at: now,
      age_confirmed_at: now,
      ...fields,
    },
    now,
  );
  // Admin powers need the second factor on (as in production); tests get an account that has it.
  if (user.role === 'admin') {
    const { user: withFactor } = await enableTwoFactor(ctx, user.id);
    return { user: withFactor, password };
  }
  return { user, password };
}

/** Turns on two-factor sign-in directly, with a known secret; returns the account and the secret. */
export async function enableTwoFactor(ctx: AppContext, userId: string) {
  const secret = generateSecret();
  const now = ctx.clock.now();
  const user = await userRepository.update(ctx.db, userId, { totp_secret_sealed: ctx.twoFactorBox.seal(secret, userId), totp_enabled_at: now }, now);
  return { user, secret };
}

/** The current code of a TOTP secret (`at` for a code of another moment). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** A valid sign-up body; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    nome: 'Sofia',
    cognome: 'Ferrari',
    email: `new${counter}-${Date.now()}@example.com`,
    password: STRONG_PASSWORD,
    role: 'owner',
    acceptTerms: true,
    acceptPrivacy: true,
    confirmAge16: true,
    ...overrides,
  };
}

/** Signs in through the real route; returns the access token and the refresh cookie. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { token: res.json().token as string, refreshCookie: refreshCookieOf(res) };
}

/** The refresh cookie a response set (whatever its name in this environment). */
export function refreshCookieOf(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name.endsWith('ritrova_refresh'));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Inserts a bike (with its first ownership period) for an owner. */
export async function createBike(ctx: AppContext, ownerId: string, overrides: Partial<Insertable<BikesTable>> = {}) {
  const bike = await bikeRepository.insert(ctx.db, { owner_id: ownerId, name: 'Graziella', brand: 'Carnielli', type: 'city', ...overrides });
  await bikeRepository.startOwnership(ctx.db, bike.id, ownerId, 'registration', ctx.clock.now());
  return bike;
}

/**
 * A signed-in user: the account, its password and an access token. The session
 * is started by the auth service itself, so tests that need many users do not
 * run into the sign-in rate limit.
 */
export async function signedInUser(_app: FastifyInstance, ctx: AppContext, overrides: Partial<Insertable<UsersTable>> & { password?: string } = {}) {
  const { user, password } = await createUser(ctx, overrides);
  const { token } = await startSession(ctx, user);
  return { user, password, token, headers: bearer(token) };
}

let tagCounter = 0;
/** A fresh inventory UID no other test uses. */
export function newTagUid(): string {
  tagCounter += 1;
  return `04${process.pid.toString(16).padStart(6, '0').slice(-6)}${tagCounter.toString(16).padStart(6, '0')}`.toUpperCase();
}

/**
 * Adds a tag to the inventory (unassigned), or straight onto an owner's bike;
 * `keyVersion` makes it a secure NTAG 424 DNA of that key version.
 */
export async function createTag(
  ctx: AppContext,
  options: { ownerId?: string; bikeId?: string; status?: 'unassigned' | 'assigned' | 'lost'; keyVersion?: number } = {},
) {
  const uid = newTagUid();
  const owned = options.ownerId !== undefined;
  return ctx.db
    .insertInto('tags')
    .values({
      uid,
      ...(options.keyVersion !== undefined && { chip: 'ntag424' as const, key_version: options.keyVersion, batch: `secure-v${options.keyVersion}` }),
      status: options.status ?? (owned ? 'assigned' : 'unassigned'),
      owner_id: options.ownerId ?? null,
      bike_id: options.bikeId ?? null,
      assigned_at: owned ? new Date() : null,
      attached_at: options.bikeId ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The query of a genuine tap of a secure tag (`e=…&c=…`), made with the test master key like a programmed tag would. */
export function sunTap(ctx: AppContext, uid: string, counter: number, keyVersion: number, options: { fileData?: Buffer } = {}): string {
  return generateSunQuery({ uid: Buffer.from(uid, 'hex'), counter, keys: batchKeys(ctx.sunMasterKey, keyVersion), ...options });
}

/** The same tap with one hex digit of its MAC changed: what a forger without the key sends. */
export { forgeSunQuery as forge } from '../../src/modules/tags/sun/generate.ts';
