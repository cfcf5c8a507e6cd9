import { hunterNameKeys } from '@ritrova/shared';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

import type { UserRow } from './user-row.ts';

export type { UserRow };

/**
 * A public Hunter name travels with its two comparison keys (issue #24). NOTE: derived here, where
 * every write passes, as a generated column would be if PostgreSQL had the confusables data.
 */
function withHunterNameKeys<T extends { hunter_name?: string | null }>(row: T): T {
  if (row.hunter_name === undefined) return row;
  const keys = row.hunter_name === null ? null : hunterNameKeys(row.hunter_name);
  return { ...row, hunter_name_skeleton: keys?.skeleton ?? null, hunter_name_cased_skeleton: keys?.casedSkeleton ?? null };
}

/** SQL for users; nothing here decides who may do what. */
export const userRepository = {
  findById(db: Db, id: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Looks an address up regardless of its case; deleted accounts are never found. */
  findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
  },

  async emailExists(db: Db, email: string): Promise<boolean> {
    const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    return row !== undefined;
  },

  async usernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where('id', '!=', exceptUserId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Whether another account (deleted ones free theirs) holds this public Hunter name or a look-alike
   * of it, in any case: either comparison key equal (packages/shared hunter-name.ts).
   */
  async hunterNameTaken(db: Db, hunterName: string, exceptUserId: string | null): Promise<boolean> {
    const keys = hunterNameKeys(hunterName);
    let query = db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('hunter_name_skeleton', '=', keys.skeleton), eb('hunter_name_cased_skeleton', '=', keys.casedSkeleton)]));
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  /** Accounts whose Hunter name has no comparison keys yet (chosen before issue #24), oldest first. */
  hunterNamesWithoutKeys(db: Db): Promise<{ id: string; hunter_name: string }[]> {
    return db
      .selectFrom('users')
      .select(['id', 'hunter_name'])
      .where('hunter_name', 'is not', null)
      .where('hunter_name_skeleton', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .$narrowType<{ hunter_name: string }>()
      .execute();
  },

  /** Sets (with its keys) or takes off a Hunter name without touching `updated_at`: a start-up backfill, not the user's change. */
  async setHunterName(trx: Db, id: string, hunterName: string | null): Promise<void> {
    await trx
      .updateTable('users')
      .set(withHunterNameKeys({ hunter_name: hunterName }))
      .where('id', '=', id)
      .execute();
  },

  /** Serialises start-up backfills of several processes (any constant works, the same everywhere). */
  async lockHunterNameBackfill(trx: Db): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(7230212)`.execute(trx);
  },

  /** `now` (the application's clock) is the account's creation time and its first activity: retention counts from it. */
  insert(db: Db, user: Insertable<UsersTable>, now: Date): Promise<UserRow> {
    return db
      .insertInto('users')
      .values({ last_active_at: now, ...withHunterNameKeys(user), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(db: Db, id: string, changes: Updateable<UsersTable>, now: Date): Promise<UserRow> {
    return db
      .updateTable('users')
      .set({ ...withHunterNameKeys(changes), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Records that the person used the account at `now`, unless they already did since `dayStart`: one
   * write a day at most, and none for a deleted account. A standing inactivity warning no longer holds.
   * NOTE: `updated_at` stays: using the account changes nothing of it.
   */
  async markActive(db: Db, id: string, now: Date, dayStart: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ last_active_at: now, inactivity_warned_at: null })
      .where('id', '=', id)
      .where('last_active_at', '<', dayStart)
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** Ends every session of the user at once: access tokens carry the old version. */
  bumpSessionVersion(db: Db, id: string, now: Date): Promise<UserRow> {
    return db
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
