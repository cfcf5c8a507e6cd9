import type { AppContext } from '../../context.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { UserRow } from '../users/index.ts';
import { oneTimeTokenRepository } from './one-time-token.repository.ts';

/** Long enough to open the app and type the code; short enough that a stolen challenge is soon useless. */
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** Whether the account asks for a second factor at sign-in. */
export const hasTwoFactor = (user: Pick<UserRow, 'totp_enabled_at'>) => user.totp_enabled_at !== null;

/**
 * The first factor (password or Google) was right and the account has a second
 * one: a single-use challenge, stored hashed, that the code must come back with.
 * No session exists until it is spent with a right code.
 */
export async function issueTwoFactorChallenge(ctx: AppContext, user: UserRow, now: Date = ctx.clock.now()): Promise<string> {
  const challenge = randomToken();
  await oneTimeTokenRepository.insert(ctx.db, {
    userId: user.id,
    purpose: 'two_factor_challenge',
    tokenHash: hashToken(challenge),
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    createdAt: now,
  });
  return challenge;
}
