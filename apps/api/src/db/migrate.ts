import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { takeAdvisoryLock } from './advisory-lock.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK = 7_230_211;
/** First line of a migration that must run outside a transaction (CREATE INDEX CONCURRENTLY). */
const NO_TRANSACTION = /^--\s*migrate:\s*no-transaction\s*$/;
const LOCK_NOT_AVAILABLE = '55P03';

export interface MigrateOptions {
  /**
   * Seconds each migration waits for a lock on a table before giving up (PostgreSQL's lock_timeout;
   * 0: no limit). A migration waiting behind a long transaction would hold every later query on
   * that table behind it; failing fast lets them through, and the release step is simply run again.
   */
  lockTimeoutSeconds?: number;
  /** The folder of `.sql` files (the tests' own); db/migrations by default. */
  dir?: string;
  /** Stops after this migration: a restore first builds the schema its backup was made with (decision 046). */
  upTo?: string;
}

/** The migrations of db/migrations, in the order they apply (a restore checks a backup's list against them). */
export async function knownMigrations(): Promise<string[]> {
  return (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies the SQL files of `db/migrations` that have not run yet, in name order,
 * each in its own transaction (or, marked `-- migrate: no-transaction` on its first
 * line, as one statement outside any). An advisory lock lets several processes start
 * at once: one migrates, the others wait and find nothing left to do.
 */
export async function migrate(pool: pg.Pool, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? migrationsDir;
  const lockTimeoutMs = Math.round((options.lockTimeoutSeconds ?? 0) * 1000);
  const client = await pool.connect();
  try {
    await takeAdvisoryLock(client, MIGRATION_LOCK);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files) {
      if (options.upTo !== undefined && file > options.upTo) break;
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(dir, file), 'utf8');
      try {
        if (NO_TRANSACTION.test(sql.split('\n', 1)[0] ?? '')) await applyOutsideTransaction(client, file, sql);
        else await applyInTransaction(client, file, sql, lockTimeoutMs);
      } catch (err) {
        const pgError = err as Error & { code?: string };
        const why =
          pgError.code === LOCK_NOT_AVAILABLE
            ? `it waited more than ${lockTimeoutMs / 1000} s for a lock (a long transaction holds the table; nothing was changed: run it again, or raise MIGRATION_LOCK_TIMEOUT_SECONDS)`
            : pgError.message;
        throw new Error(`Migration ${file} failed: ${why}`);
      }
      applied.push(file);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

async function applyInTransaction(client: pg.PoolClient, file: string, sql: string, lockTimeoutMs: number): Promise<void> {
  await client.query('BEGIN');
  try {
    // SET LOCAL: the limit ends with the transaction, whatever the pool does with the connection next.
    await client.query(`SET LOCAL lock_timeout = ${lockTimeoutMs}`);
    await client.query(sql);
    await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/**
 * One statement outside a transaction, then its record. NOTE: no lock_timeout here: CREATE INDEX
 * CONCURRENTLY blocks no reads or writes while it waits for older transactions, and giving up would
 * leave an invalid index behind. If it fails, the statement is not recorded; drop what it left
 * (`DROP INDEX CONCURRENTLY IF EXISTS …`) and run the release step again.
 */
async function applyOutsideTransaction(client: pg.PoolClient, file: string, sql: string): Promise<void> {
  await client.query(sql);
  await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
}
