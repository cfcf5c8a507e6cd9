import type { ProfileUpdateInput } from '@ritrova/shared';
import type { Insertable, Updateable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { userRepository } from './user.repository.ts';
import type { UserRow } from './user-row.ts';

// The users module's service: the account rows every module reads and writes (auth, admin, shops,
// transfers, rewards, theft, demo, privacy, account), never through user.repository.ts. Each function
// that takes a `db` takes the caller's handle, so it joins the caller's transaction. This module
// imports no other module: what a change of an account does elsewhere (a password change ends the
// sessions, a deletion erases the person everywhere) is the account and privacy modules' (issue #29).

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

/** An account by id, or undefined. */
export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return userRepository.findById(db, id);
}

/** An account by e-mail address (stored lower-case), or undefined. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return userRepository.findByEmail(db, email);
}

/** Whether an account already uses this e-mail address. */
export function emailTaken(db: Db, email: string): Promise<boolean> {
  return userRepository.emailExists(db, email);
}

/** Whether another account holds this public Hunter name or a look-alike of it, regardless of case. */
export function hunterNameTaken(db: Db, hunterName: string, exceptUserId: string | null = null): Promise<boolean> {
  return userRepository.hunterNameTaken(db, hunterName, exceptUserId);
}

const hunterNameIndexes = new Set(['users_hunter_name_skeleton_key', 'users_hunter_name_cased_skeleton_key']);

/** A unique index the database answers a Hunter name already taken with (a race the check above lost). */
export function isHunterNameConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint !== undefined && hunterNameIndexes.has(e.constraint);
}

/** Creates an account row as given (the caller hashed the password and chose the role). */
export function insertUser(db: Db, user: Insertable<UsersTable>, now: Date): Promise<UserRow> {
  return userRepository.insert(db, user, now);
}

/** Writes changes to an account and stamps `updated_at`. */
export function saveUser(db: Db, id: string, changes: Updateable<UsersTable>, now: Date): Promise<UserRow> {
  return userRepository.update(db, id, changes, now);
}

/** The start of `now`'s day (UTC): an account's activity is written at most once between two of them. */
export function activityDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Records that the person used the account (a refresh, an authenticated request, a signed-in tap):
 * the inactivity rules count from `last_active_at`. Cheap on the hot path: the loaded row already
 * says whether today is recorded, so the one conditional write happens at most once a day.
 */
export async function noteActivity(db: Db, user: Pick<UserRow, 'id' | 'last_active_at'>, now: Date): Promise<void> {
  const dayStart = activityDayStart(now);
  if (user.last_active_at >= dayStart) return;
  await userRepository.markActive(db, user.id, now, dayStart);
}

/** What a completed sign-in writes on the account: when, that it is active, and that no inactivity warning stands. */
export function signInChanges(now: Date): Pick<Updateable<UsersTable>, 'last_login_at' | 'last_active_at' | 'inactivity_warned_at'> {
  return { last_login_at: now, last_active_at: now, inactivity_warned_at: null };
}

/** Invalidates every access token of the account at once (their `sv` claim no longer matches). */
export function bumpSessionVersion(db: Db, id: string, now: Date): Promise<UserRow> {
  return userRepository.bumpSessionVersion(db, id, now);
}

/** How many accounts exist (demo seed: seed an empty database only). */
export function countUsers(db: Db): Promise<number> {
  return userRepository.count(db);
}
