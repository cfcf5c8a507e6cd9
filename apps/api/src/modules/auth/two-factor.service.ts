import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@ritrova/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { enforceLimit, resetCounter } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { UserRow } from '../users/index.ts';
import { bumpSessionVersion, canSignIn, findUser, markTotpEnabled, mustKeepSecondFactor, recordTotpStep, saveUser, signInChanges } from '../users/index.ts';
import { type Session, startSession } from './auth.service.ts';
import { oneTimeTokenRepository } from './one-time-token.repository.ts';
import { sessionRepository } from './session.repository.ts';
import { twoFactorRepository } from './two-factor.repository.ts';
import { hasTwoFactor } from './two-factor-challenge.ts';

/**
 * Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, as
 * every authenticator app reads an otpauth:// QR code) and single-use recovery
 * codes. The secret is sealed in the users row; a code is accepted once (the
 * step of the last accepted code is kept) and wrong codes count against a
 * per-account limit. Decision 022.
 */

const ISSUER = 'Ritrova';
/** One step either side: a phone clock up to ~30 s off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** No 0/1/i/l/o: a code copied from paper is read back without guessing. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 12;

const attemptsKey = (user: UserRow) => `two-factor:${user.id}`;

/** Starts (or restarts) the set-up: a new secret waits, sealed, for its first code. */
export async function beginSetup(ctx: AppContext, user: UserRow, password: string | undefined) {
  if (hasTwoFactor(user)) throw new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED');
  await provePassword(user, password);
  const secret = generateSecret();
  await saveUser(ctx.db, user.id, { totp_secret_sealed: ctx.twoFactorBox.seal(secret, user.id), totp_last_step: null }, ctx.clock.now());
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns the factor on with the first code from the app. Every other session
 * ends (they began with the password alone); this device gets a new one.
 * Returns the recovery codes, shown this once.
 */
export async function enable(ctx: AppContext, user: UserRow, code: string): Promise<{ recoveryCodes: string[]; session: Session }> {
  if (hasTwoFactor(user)) throw new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED');
  if (!user.totp_secret_sealed) throw new AppError(400, 'TWO_FACTOR_SETUP_MISSING');
  const now = ctx.clock.now();
  await enforceLimit(ctx.db, attemptsKey(user), ctx.config.rateLimits.twoFactorPerAccount, ATTEMPT_WINDOW_MS, now);
  const result = await runTransaction(ctx.db, async (trx) => {
    if (!(await acceptTotp(ctx, trx, user, code, now))) throw new AppError(400, 'TWO_FACTOR_CODE_INCORRECT');
    if (!(await markTotpEnabled(trx, user.id, now))) throw new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED');
    const recoveryCodes = await replaceRecoveryCodes(trx, user.id, now);
    const updated = await bumpSessionVersion(trx, user.id, now);
    await sessionRepository.revokeAllOfUser(trx, user.id, now);
    return { recoveryCodes, session: await startSession(ctx, updated, undefined, trx, now) };
  });
  await resetCounter(ctx.db, attemptsKey(user));
  await notify(ctx, user, 'twoFactorEnabled');
  return result;
}

/** A new set of recovery codes for a current code; the old set stops working. */
export async function regenerateRecoveryCodes(ctx: AppContext, user: UserRow, code: string): Promise<string[]> {
  if (!hasTwoFactor(user)) throw new AppError(400, 'TWO_FACTOR_NOT_ENABLED');
  const now = ctx.clock.now();
  await enforceLimit(ctx.db, attemptsKey(user), ctx.config.rateLimits.twoFactorPerAccount, ATTEMPT_WINDOW_MS, now);
  const codes = await runTransaction(ctx.db, async (trx) => {
    if (!(await acceptSecondFactor(ctx, trx, user, code, now))) throw new AppError(400, 'TWO_FACTOR_CODE_INCORRECT');
    return replaceRecoveryCodes(trx, user.id, now);
  });
  await resetCounter(ctx.db, attemptsKey(user));
  return codes;
}

/** Turns the factor off: the password (when the account has one) and a current code. Admins keep it. */
export async function disable(ctx: AppContext, user: UserRow, password: string | undefined, code: string): Promise<UserRow> {
  if (!hasTwoFactor(user)) throw new AppError(400, 'TWO_FACTOR_NOT_ENABLED');
  if (mustKeepSecondFactor(user)) throw new AppError(403, 'TWO_FACTOR_KEEP_FOR_ADMIN');
  const now = ctx.clock.now();
  await enforceLimit(ctx.db, attemptsKey(user), ctx.config.rateLimits.twoFactorPerAccount, ATTEMPT_WINDOW_MS, now);
  await provePassword(user, password);
  const updated = await runTransaction(ctx.db, async (trx) => {
    if (!(await acceptSecondFactor(ctx, trx, user, code, now))) throw new AppError(400, 'TWO_FACTOR_CODE_INCORRECT');
    await twoFactorRepository.deleteRecoveryCodes(trx, user.id);
    return saveUser(trx, user.id, { totp_secret_sealed: null, totp_enabled_at: null, totp_last_step: null }, now);
  });
  await resetCounter(ctx.db, attemptsKey(user));
  await notify(ctx, user, 'twoFactorDisabled');
  return updated;
}

/**
 * The second step of a sign-in: the challenge of the first step and a code
 * (from the app, or a recovery code). A wrong code leaves the challenge usable
 * until the per-account limit; a right one spends both and starts the session.
 */
export async function completeChallenge(ctx: AppContext, challenge: string, code: string): Promise<Session> {
  const tokenHash = hashToken(challenge);
  const now = ctx.clock.now();
  const openUserId = await twoFactorRepository.findOpenChallengeUserId(ctx.db, tokenHash, now);
  const user = openUserId ? await findUser(ctx.db, openUserId) : undefined;
  if (!user || !hasTwoFactor(user)) throw new AppError(400, 'TWO_FACTOR_CHALLENGE_INVALID');
  if (!canSignIn(user)) throw new AppError(403, 'ACCOUNT_SUSPENDED');
  await enforceLimit(ctx.db, attemptsKey(user), ctx.config.rateLimits.twoFactorPerAccount, ATTEMPT_WINDOW_MS, now);
  const session = await runTransaction(ctx.db, async (trx) => {
    if (!(await oneTimeTokenRepository.consume(trx, 'two_factor_challenge', tokenHash, now))) throw new AppError(400, 'TWO_FACTOR_CHALLENGE_INVALID');
    if (!(await acceptSecondFactor(ctx, trx, user, code, now))) throw new AppError(400, 'TWO_FACTOR_CODE_INCORRECT');
    const signedIn = await saveUser(trx, user.id, signInChanges(now), now);
    return startSession(ctx, signedIn, undefined, trx, now);
  });
  await resetCounter(ctx.db, attemptsKey(user));
  return session;
}

/**
 * For a grave step taken from a signed-in session (deleting the account): when
 * the account has a second factor, a current code must come along. Runs in the
 * caller's transaction, so a refused code leaves everything as it was.
 */
export async function requireSecondFactor(ctx: AppContext, trx: Db, user: UserRow, code: string | undefined, now: Date): Promise<void> {
  if (!hasTwoFactor(user)) return;
  await enforceLimit(ctx.db, attemptsKey(user), ctx.config.rateLimits.twoFactorPerAccount, ATTEMPT_WINDOW_MS, now);
  if (!code || !(await acceptSecondFactor(ctx, trx, user, code, now))) throw new AppError(400, 'TWO_FACTOR_CODE_INCORRECT');
}

/** What settings show: on or off, since when, and how many recovery codes are left. */
export async function status(ctx: AppContext, user: UserRow) {
  const left = await twoFactorRepository.countUnusedRecoveryCodes(ctx.db, user.id);
  return {
    enabled: hasTwoFactor(user),
    enabledAt: user.totp_enabled_at?.toISOString() ?? null,
    recoveryCodesLeft: hasTwoFactor(user) ? left : 0,
    required: mustKeepSecondFactor(user),
  };
}

async function provePassword(user: UserRow, password: string | undefined): Promise<void> {
  // An account opened with Google has no password; its session and the code are the proof.
  if (user.password_hash && !(await verifyPassword(user.password_hash, password ?? ''))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
}

/** A 6-digit code from the app, or else a recovery code (spent on success). */
function acceptSecondFactor(ctx: AppContext, trx: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotp(ctx, trx, user, code, now) : spendRecoveryCode(trx, user.id, code, now);
}

/**
 * Checks a TOTP code against the sealed secret and records its step in the
 * same statement that refuses an already used (or older) step, so a code
 * works once even when two sign-ins race with it.
 */
async function acceptTotp(ctx: AppContext, trx: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totp_secret_sealed) return false;
  const secret = ctx.twoFactorBox.open(user.totp_secret_sealed, user.id);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(user.totp_last_step !== null && { afterTimeStep: user.totp_last_step }),
  });
  // The result type also covers HOTP; a TOTP match carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  return recordTotpStep(trx, user.id, result.timeStep);
}

const recoveryHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

function spendRecoveryCode(trx: Db, userId: string, code: string, now: Date): Promise<boolean> {
  return twoFactorRepository.spendRecoveryCode(trx, userId, recoveryHash(userId, code), now);
}

/** Replaces the recovery codes with a new set; returns them as shown to the user (`xxxx-xxxx-xxxx`). */
async function replaceRecoveryCodes(trx: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  await twoFactorRepository.deleteRecoveryCodes(trx, userId);
  await twoFactorRepository.insertRecoveryCodes(
    trx,
    userId,
    codes.map((code) => recoveryHash(userId, code)),
    now,
  );
  return codes.map((code) => code.match(/.{4}/g)?.join('-') ?? code);
}

async function notify(ctx: AppContext, user: UserRow, template: 'twoFactorEnabled' | 'twoFactorDisabled'): Promise<void> {
  await ctx.jobs.sendMail({
    template,
    language: user.language,
    to: user.email,
    params: { nome: user.nome, link: `${ctx.config.publicUrl}/settings/security` },
  });
}
