import type { DeleteAccountInput, ProfileUpdateInput } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { type Session, startSession } from '../auth/auth.service.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { requireSecondFactor } from '../auth/two-factor.service.ts';
import { forgetHunterArea } from '../hunters/hunter-area.service.ts';
import { countUnread } from '../notifications/notification.service.ts';
import { isHunterNameConflict } from './accounts.ts';
import { type ErasedPerson, erasedPersonOf, eraseEverywhere, eraseFiles } from './erasure.ts';
import { retentionRepository } from './retention.repository.ts';
import { type UserRow, userRepository } from './user.repository.ts';

const hunterNameTakenError = () =>
  new AppError(409, 'HUNTER_NAME_TAKEN', undefined, {
    fields: [{ field: 'hunterName', i18nKey: 'errors.HUNTER_NAME_TAKEN', message: 'hunterName: already taken' }],
  });

/**
 * Changes name, surname, language, username or public Hunter name of the signed-in user. A Hunter
 * name is unique regardless of case (409 `HUNTER_NAME_TAKEN`); a Hunter keeps one once chosen.
 */
export async function updateProfile(ctx: AppContext, user: UserRow, input: ProfileUpdateInput): Promise<UserRow> {
  if (input.username && (await userRepository.usernameTaken(ctx.db, input.username, user.id))) {
    throw new AppError(400, 'USERNAME_TAKEN', undefined, {
      fields: [{ field: 'username', i18nKey: 'errors.USERNAME_TAKEN', message: 'username: already taken' }],
    });
  }
  if (input.hunterName === null && user.persona === 'hunter' && user.hunter_name !== null) {
    throw new AppError(400, 'HUNTER_NAME_REQUIRED', undefined, {
      fields: [{ field: 'hunterName', i18nKey: 'errors.HUNTER_NAME_REQUIRED', message: 'hunterName: a Hunter keeps one' }],
    });
  }
  if (input.hunterName && (await userRepository.hunterNameTaken(ctx.db, input.hunterName, user.id))) throw hunterNameTakenError();
  try {
    return await userRepository.update(
      ctx.db,
      user.id,
      {
        ...(input.nome !== undefined && { nome: input.nome.trim() }),
        ...(input.cognome !== undefined && { cognome: input.cognome.trim() }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.username !== undefined && { username: input.username?.trim() || null }),
        ...(input.hunterName !== undefined && { hunter_name: input.hunterName }),
      },
      ctx.clock.now(),
    );
  } catch (err) {
    // Two accounts choosing the same name at once: the unique index decides.
    if (isHunterNameConflict(err)) throw hunterNameTakenError();
    throw err;
  }
}

/** Whether a public Hunter name is free (for the caller, their own counts as free). */
export async function hunterNameAvailable(ctx: AppContext, hunterName: string, user: UserRow | null): Promise<boolean> {
  return !(await userRepository.hunterNameTaken(ctx.db, hunterName, user?.id ?? null));
}

/**
 * Changes the password after checking the current one. Every other session ends
 * (other devices must sign in again); this device gets a fresh session.
 */
export async function changePassword(ctx: AppContext, user: UserRow, currentPassword: string, password: string): Promise<Session> {
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    await userRepository.update(trx, user.id, { password_hash: passwordHash }, now);
    const updated = await userRepository.bumpSessionVersion(trx, user.id, now);
    await revokeAllSessions(trx, user.id, now);
    return startSession(ctx, updated, undefined, trx, now);
  });
}

/**
 * Deletes the account: personal data is removed at once (the row stays,
 * pseudonymised, for records the law makes us keep) and every session ends.
 * The intent is confirmed with the password, or, for an account that signs in
 * only with Google, by typing its e-mail address; with a second factor, a
 * current code too.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow, input: DeleteAccountInput): Promise<void> {
  if (user.password_hash) {
    if (!(await verifyPassword(user.password_hash, input.password ?? ''))) throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT');
  } else if (input.confirmEmail !== user.email) {
    throw new AppError(400, 'CONFIRM_EMAIL_MISMATCH');
  }
  const now = ctx.clock.now();
  const erased = await runTransaction(ctx.db, async (trx) => {
    await requireSecondFactor(ctx, trx, user, input.code, now);
    return pseudonymiseAccount(trx, user.id, now);
  });
  await eraseFiles(ctx, erased);
}

/**
 * The first step of deleting an account, at once and in the caller's transaction: name, e-mail and
 * password go, every session ends, and whatever names the person elsewhere by their address or names
 * (users/erasure.ts: the audit log, published thefts, shop sales, transfers, sightings, support
 * messages, unfinished sign-ups) loses them. The rest of the personal data is purged by the retention
 * job (retention.ts) within 30 days. Answers who was erased, for the files the caller deletes once the
 * transaction has committed (`eraseFiles`).
 */
export async function pseudonymiseAccount(trx: Db, userId: string, at: Date): Promise<ErasedPerson> {
  const before = await userRepository.findById(trx, userId);
  if (!before) throw new Error(`account ${userId} to pseudonymise does not exist`);
  const person = erasedPersonOf(before);
  await userRepository.update(
    trx,
    userId,
    {
      email: `deleted-${userId}@deleted.invalid`,
      password_hash: null,
      nome: '',
      cognome: '',
      username: null,
      hunter_name: null,
      deleted_at: at,
    },
    at,
  );
  await userRepository.bumpSessionVersion(trx, userId, at);
  await revokeAllSessions(trx, userId, at);
  // Tokens, second factor and the Google identity (personal data and a way back in) go with the e-mail.
  await retentionRepository.eraseSignInData(trx, userId);
  // A Hunter's area (a place they are often near) and their browsers' push addresses go too.
  await forgetHunterArea(trx, userId);
  await eraseEverywhere(trx, person, at);
  return person;
}

/** Spec §2 dashboard figures: scans of the user's tags, and unread alerts. */
export async function stats(ctx: AppContext, user: UserRow): Promise<{ scanCount: number; alertCount: number }> {
  const [scanCount, alertCount] = await Promise.all([userRepository.countScansOfOwnTags(ctx.db, user.id), countUnread(ctx, user.id)]);
  return { scanCount, alertCount };
}
