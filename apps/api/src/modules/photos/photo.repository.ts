import type { Db } from '../../db/database.ts';

/**
 * What a `hitCounter` window under `key` has counted so far, without counting
 * one more: lets an upload be refused before its file is read. A window that
 * is over (or began in a future the clock was set back from) counts nothing.
 */
export async function countedSoFar(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetInMs: number }> {
  const row = await db.selectFrom('rate_limit_counters').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  const resetInMs = row ? new Date(row.reset_at).getTime() - now.getTime() : 0;
  if (!row || resetInMs <= 0 || resetInMs > windowMs) return { hits: 0, resetInMs: 0 };
  return { hits: row.hits, resetInMs };
}
