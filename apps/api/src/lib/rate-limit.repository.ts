import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The SQL of the rate-limit counters (rate-limit.ts holds the rules). */
export const rateLimitRepository = {
  /**
   * Counts one hit under `key` in one statement: a new or expired window starts at 1 and ends
   * `windowMs` after `now`; returns the count and the milliseconds left (unrounded), or undefined
   * if the database returned no row.
   */
  async hit(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; reset_in_ms: number } | undefined> {
    const end = sql`${now}::timestamptz + ${windowMs} * interval '1 millisecond'`;
    // A window ending after `end` began in a future the clock was set back from (tests do): it restarts too.
    const restart = sql`c.reset_at <= ${now}::timestamptz OR c.reset_at > ${end}`;
    const row = await sql<{ hits: number; reset_in_ms: number }>`
      INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
      VALUES (${key}, 1, ${end})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${restart} THEN 1 ELSE c.hits + 1 END,
        reset_at = CASE WHEN ${restart} THEN ${end} ELSE c.reset_at END
      RETURNING hits, (extract(epoch FROM (reset_at - ${now}::timestamptz)) * 1000)::float8 AS reset_in_ms`.execute(db);
    return row.rows[0];
  },

  async delete(db: Db, key: string): Promise<void> {
    await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  },

  /** Deletes the windows that ended before `now`; returns how many. */
  async deleteExpired(db: Db, now: Date): Promise<number> {
    const result = await db.deleteFrom('rate_limit_counters').where('reset_at', '<', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes the counters whose key holds `text` in any case (an e-mail address being erased); how many. */
  async deleteNaming(db: Db, text: string): Promise<number> {
    const result = await db.deleteFrom('rate_limit_counters').where(sql<number>`strpos(lower(key), ${text.toLowerCase()})`, '>', 0).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The counter under `key` as stored, if any (counts nothing). */
  find(db: Db, key: string): Promise<{ hits: number; reset_at: Date } | undefined> {
    return db.selectFrom('rate_limit_counters').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  },
};
