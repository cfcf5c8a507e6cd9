import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { userRepository } from './user.repository.ts';
import type { UserRow } from './user-row.ts';

// What other modules (auth, admin, shops, transfers, theft, demo) use of accounts; they never import
// user.repository.ts. Each takes the caller's handle, so it joins the caller's transaction. Not in
// user.service.ts, which itself uses auth's sessions: the two services would import each other.

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
