import { randomUUID } from 'node:crypto';
import type { Language } from '@ritrova/shared';
import { type registerSchema, tokenLifetimes } from '@ritrova/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { enforceLimit, resetCounter } from '../../lib/rate-limit.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { claimShopSales } from '../shops/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  bumpSessionVersion,
  canSignIn,
  emailTaken,
  findUser,
  findUserByEmail,
  hunterNameTaken,
  insertUser,
  isHunterNameConflict,
  noteActivity,
  saveUser,
  signInChanges,
} from '../users/index.ts';
import { identityRepository } from './identity.repository.ts';
import { issueOneTimeLink } from './one-time-link.ts';
import { oneTimeTokenRepository } from './one-time-token.repository.ts';
import { sessionRepository } from './session.repository.ts';
import { hasTwoFactor, issueTwoFactorChallenge } from './two-factor-challenge.ts';

/** A signed-in session: the short-lived access token and the refresh token for the cookie. */
export interface Session {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: UserRow;
}

/** Where a right first factor leads: a session, or the second factor still to come. */
export type SignInStep = { session: Session } | { challenge: string };

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

/**
 * Issues an access token and a new refresh token (in a new family unless one is given).
 * `now` is the time of the operation that signs in, when it has already read the clock.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  familyId: string = randomUUID(),
  db: Db = ctx.db,
  now: Date = ctx.clock.now(),
): Promise<Session> {
  // Tags a shop sold to this (verified) address become the account's at sign-in.
  await claimShopSales(db, user, now);
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + tokenLifetimes.refreshTokenSeconds * 1000);
  await sessionRepository.insert(db, { userId: user.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt, createdAt: now });
  const token = await ctx.accessTokens.sign({ userId: user.id, sessionVersion: user.session_version, sessionId: familyId });
  return { token, refreshToken, refreshExpiresAt, user };
}

/** Whether an address can still be used to sign up (no account uses it). */
export async function emailAvailable(ctx: AppContext, email: string): Promise<boolean> {
  return !(await emailTaken(ctx.db, email));
}

const hunterNameTakenError = () =>
  new AppError(409, 'HUNTER_NAME_TAKEN', undefined, {
    fields: [{ field: 'hunterName', i18nKey: 'errors.HUNTER_NAME_TAKEN', message: 'hunterName: already taken' }],
  });

/** Creates an account (persona owner or hunter, role user), signs it in and mails the verification link. */
export async function register(ctx: AppContext, input: z.output<typeof registerSchema>, requestLanguage: Language): Promise<Session> {
  if (await emailTaken(ctx.db, input.email)) throw new AppError(400, 'EMAIL_TAKEN');
  if (input.hunterName && (await hunterNameTaken(ctx.db, input.hunterName))) throw hunterNameTakenError();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let user: UserRow;
  try {
    user = await insertUser(
      ctx.db,
      {
        email: input.email,
        password_hash: passwordHash,
        nome: input.nome,
        cognome: input.cognome,
        persona: input.role,
        hunter_name: input.hunterName ?? null,
        language: input.language ?? requestLanguage,
        terms_accepted_at: now,
        privacy_accepted_at: now,
        age_confirmed_at: now,
      },
      now,
    );
  } catch (err) {
    // Two sign-ups with the same address (or Hunter name) at once: the unique index decides.
    if (isHunterNameConflict(err)) throw hunterNameTakenError();
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(400, 'EMAIL_TAKEN');
    throw err;
  }
  await sendVerificationEmail(ctx, user, now);
  return startSession(ctx, user, undefined, ctx.db, now);
}

/**
 * Checks the credentials; wrong password and unknown e-mail fail alike, in the
 * same time. An account with a second factor gets a challenge instead of a session.
 *
 * Failures count per account over 15 minutes: together for every browser not
 * known to the account, separately for each browser that has signed in to it
 * before (`knownDevice`, read from its device cookie by the caller), so a flood
 * of wrong passwords from elsewhere never locks the owner's own devices out.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  knownDevice: (userId: string) => string | null = () => null,
): Promise<SignInStep> {
  const now = ctx.clock.now();
  const user = await findUserByEmail(ctx.db, input.email);
  const device = user ? knownDevice(user.id) : null;
  const limitKey = device ? `login:device:${device}` : `login:account:${input.email}`;
  await enforceLimit(ctx.db, limitKey, ctx.config.rateLimits.loginPerAccount, LOGIN_WINDOW_MS, now);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    // Spec §8: an account opened with Google has no password to check; say which sign-in to use.
    if (user && !user.password_hash && (await identityRepository.findOfUser(ctx.db, user.id, 'google'))) throw new AppError(400, 'USE_GOOGLE_SIGN_IN');
    throw new AppError(401, 'EMAIL_PASSWORD_INCORRECT');
  }
  if (!canSignIn(user)) throw new AppError(403, 'ACCOUNT_SUSPENDED');
  await resetCounter(ctx.db, limitKey);
  if (hasTwoFactor(user)) return { challenge: await issueTwoFactorChallenge(ctx, user, now) };
  const signedIn = await saveUser(ctx.db, user.id, signInChanges(now), now);
  return { session: await startSession(ctx, signedIn, undefined, ctx.db, now) };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same
 * family is issued. Presenting a spent token means it was stolen or replayed:
 * the whole family is revoked and everyone holding it must sign in again.
 */
export async function refresh(ctx: AppContext, presented: string | undefined): Promise<Session> {
  if (!presented) throw new AppError(401, 'REFRESH_TOKEN_INVALID');
  const now = ctx.clock.now();
  const row = await sessionRepository.findByHash(ctx.db, hashToken(presented));
  if (!row || row.revoked_at) throw new AppError(401, 'REFRESH_TOKEN_INVALID');
  if (row.rotated_at || !(await sessionRepository.markRotated(ctx.db, row.id, now))) {
    await sessionRepository.revokeFamily(ctx.db, row.family_id, now);
    throw new AppError(401, 'REFRESH_TOKEN_INVALID');
  }
  if (row.expires_at <= now) throw new AppError(401, 'REFRESH_TOKEN_INVALID');
  const user = await findUser(ctx.db, row.user_id);
  if (!user || !canSignIn(user)) {
    await sessionRepository.revokeFamily(ctx.db, row.family_id, now);
    throw new AppError(401, 'REFRESH_TOKEN_INVALID');
  }
  // A person who stays signed in refreshes instead of signing in: that is using the account too.
  await noteActivity(ctx.db, user, now);
  return startSession(ctx, user, row.family_id, ctx.db, now);
}

/** Ends the session the refresh token belongs to (its whole family). */
export async function logout(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await sessionRepository.findByHash(ctx.db, hashToken(presented));
  if (row) await sessionRepository.revokeFamily(ctx.db, row.family_id, ctx.clock.now());
}

/** Creates a fresh verification link (older ones stop working) and queues the mail. */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow, now: Date = ctx.clock.now()): Promise<void> {
  await issueOneTimeLink(ctx, {
    user,
    purpose: 'email_verification',
    lifetimeSeconds: tokenLifetimes.emailVerificationSeconds,
    path: '/verify-email',
    template: 'emailVerification',
    now,
  });
}

/**
 * Marks the address of the token's account verified; the link works once. Opened again (used,
 * replaced or expired) for an account whose address is verified by now, it answers
 * `alreadyVerified` instead of failing; for an unverified account it still fails.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ user: UserRow; alreadyVerified: boolean }> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const used = await oneTimeTokenRepository.consume(ctx.db, 'email_verification', tokenHash, now);
  if (!used) {
    const known = await oneTimeTokenRepository.findByHash(ctx.db, 'email_verification', tokenHash);
    const owner = known ? await findUser(ctx.db, known.user_id) : undefined;
    if (owner && !owner.deleted_at && owner.email_verified_at) return { user: owner, alreadyVerified: true };
    throw new AppError(400, 'VERIFICATION_TOKEN_INVALID');
  }
  const user = await findUser(ctx.db, used.user_id);
  if (!user || user.deleted_at) throw new AppError(400, 'VERIFICATION_TOKEN_INVALID');
  if (user.email_verified_at) return { user, alreadyVerified: true };
  const verified = await saveUser(ctx.db, user.id, { email_verified_at: now }, now);
  await claimShopSales(ctx.db, verified, now);
  return { user: verified, alreadyVerified: false };
}

/**
 * Mails a reset link when the address has an account. The caller answers the
 * same way either way, before this finishes, so the response reveals nothing.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !canSignIn(user)) return;
  await issueOneTimeLink(ctx, {
    user,
    purpose: 'password_reset',
    lifetimeSeconds: tokenLifetimes.passwordResetSeconds,
    path: '/reset-password',
    template: 'passwordReset',
    now: ctx.clock.now(),
  });
}

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  await runTransaction(ctx.db, async (trx) => {
    const used = await oneTimeTokenRepository.consume(trx, 'password_reset', hashToken(token), now);
    if (!used) throw new AppError(400, 'RESET_TOKEN_INVALID');
    const user = await findUser(trx, used.user_id);
    if (!user || !canSignIn(user)) throw new AppError(400, 'RESET_TOKEN_INVALID');
    // The link reached the inbox, so the address is proven too.
    await saveUser(trx, user.id, { password_hash: passwordHash, email_verified_at: user.email_verified_at ?? now }, now);
    await bumpSessionVersion(trx, user.id, now);
    await sessionRepository.revokeAllOfUser(trx, user.id, now);
  });
}
