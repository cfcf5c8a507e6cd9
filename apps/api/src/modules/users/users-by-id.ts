import type { Db } from '../../db/database.ts';
import type { UserRow } from './user-row.ts';
import { usersByIdRepository } from './users-by-id.repository.ts';

// What modules that list their own rows with a person (theft: a bike's sightings and their reporters; shops:
// consents and their shops and owners) read of users: a batch by ids, never one query per row (issue #29 item 1).

/** The accounts with these ids that are not deleted, by id (a deleted or unknown id has no entry). */
export async function liveUsersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const rows = await usersByIdRepository.list(db, [...new Set(ids)], false);
  return new Map(rows.map((user) => [user.id, user]));
}

/** The accounts with these ids, deleted ones included, by id (an unknown id has no entry). */
export async function usersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const rows = await usersByIdRepository.list(db, [...new Set(ids)], true);
  return new Map(rows.map((user) => [user.id, user]));
}
