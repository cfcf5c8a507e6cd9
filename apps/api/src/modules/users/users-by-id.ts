import type { Db } from '../../db/database.ts';
import type { UserRow } from './user-row.ts';

// What modules that list their own rows with a person (theft: a bike's sightings and their reporters) read
// of users: a batch by ids, never one query per row (issue #29 item 1). Its own file, as the SQL is one line.

/** The accounts with these ids that are not deleted, by id (a deleted or unknown id has no entry). */
export async function liveUsersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).where('deleted_at', 'is', null).execute();
  return new Map(rows.map((user) => [user.id, user]));
}

/** The accounts with these ids, deleted ones included, by id (an unknown id has no entry). */
export async function usersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((user) => [user.id, user]));
}
