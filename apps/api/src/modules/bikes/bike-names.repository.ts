import type { Db } from '../../db/database.ts';

/** The names of these bikes, by id (issue #29 item 1: other modules' lists show a bike's name through this). */
export async function bikeNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('bikes')
          .select(['id', 'name'])
          .where('id', 'in', [...new Set(ids)])
          .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
