import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './user-row.ts';

// The users table's part of the person's data rights (issue #29 item 1): account retention's lists,
// locks and marks (privacy/account-retention.ts), the second factor that goes at deletion
// (privacy/erasure.ts) and the addresses the data export names shops by (privacy/data-export.ts).

/** An account not used (signed in to, refreshed, used signed in: `last_active_at`) in the `months` before `now`. */
const inactiveSince = (now: Date, months: number) => sql<boolean>`last_active_at <= ${now}::timestamptz - make_interval(months => ${months})`;

/** At most `limit` live accounts inactive `months` and not warned yet, the longest unused first. */
export function listAccountsToWarn(db: Db, now: Date, months: number, limit: number): Promise<{ id: string }[]> {
  return db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('inactivity_warned_at', 'is', null)
    .where(inactiveSince(now, months))
    .orderBy('last_active_at')
    .limit(limit)
    .execute();
}

/** Marks a live, not yet warned account warned; undefined when another run got there first. */
export function markAccountWarned(db: Db, id: string, now: Date): Promise<Pick<UserRow, 'email' | 'nome' | 'language'> | undefined> {
  return db
    .updateTable('users')
    .set({ inactivity_warned_at: now })
    .where('id', '=', id)
    .where('inactivity_warned_at', 'is', null)
    .where('deleted_at', 'is', null)
    .returning(['email', 'nome', 'language'])
    .executeTakeFirst();
}

/** At most `limit` live accounts inactive `months`, the longest unused first. */
export function listInactiveAccounts(db: Db, now: Date, months: number, limit: number): Promise<{ id: string }[]> {
  return db.selectFrom('users').select('id').where('deleted_at', 'is', null).where(inactiveSince(now, months)).orderBy('last_active_at').limit(limit).execute();
}

/** Locks a live account, skipping it when another run holds it; undefined then, or when it is gone. */
export function lockLiveAccount(db: Db, id: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
}

/** At most `limit` deleted accounts whose remaining personal data is not purged yet, the earliest deleted first. */
export function listAccountsToPurge(db: Db, limit: number): Promise<{ id: string }[]> {
  return db.selectFrom('users').select('id').where('deleted_at', 'is not', null).where('purged_at', 'is', null).orderBy('deleted_at').limit(limit).execute();
}

/** Locks an account not purged yet, skipping it when another run holds it. */
export function lockUnpurgedAccount(db: Db, id: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('users').select('id').where('id', '=', id).where('purged_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
}

export async function markAccountPurged(db: Db, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ purged_at: at }).where('id', '=', userId).execute();
}

/** The account's second factor (its sealed key and state), at deletion; the recovery codes are the auth module's. */
export async function forgetSecondFactor(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ totp_secret_sealed: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', userId).execute();
}

/** The addresses of these accounts, by id (the export names the shops a person dealt with by theirs). An empty list asks nothing. */
export async function emailsOfUsers(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}
