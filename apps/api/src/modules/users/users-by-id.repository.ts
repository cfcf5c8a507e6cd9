import type { Db } from '../../db/database.ts';

/** The names, role, address and deletion time of these users, by id (deleted accounts included; the caller decides). */
export async function usersByIds(db: Db, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'nome', 'cognome', 'hunter_name', 'role', 'email', 'deleted_at'])
          .where('id', 'in', [...new Set(ids)])
          .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
