import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * Runs a statement that Kysely built and type-checked as a named prepared statement: PostgreSQL parses
 * and plans it once per connection instead of at every run. For the hot path only: the scan writer's
 * group commit keeps the prepared statement decision 013 chose, now built by Kysely (issue #29). The
 * statement's text never changes; only `parameters` do.
 */
export async function runPrepared(pool: pg.Pool, name: string, statement: CompiledQuery, parameters: readonly unknown[]): Promise<void> {
  await pool.query({ name, text: statement.sql, values: [...parameters] });
}
