import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * Issue #25 item 3: migrations as a release step of their own (`npm run migrate`), a migration that
 * waits behind a long transaction giving up after MIGRATION_LOCK_TIMEOUT_SECONDS instead of holding
 * every query on its table behind it, and migrations that must run outside a transaction
 * (`CREATE INDEX CONCURRENTLY`, marked `-- migrate: no-transaction`).
 */
const run = promisify(execFile);
const migrateCli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrate-cli.ts');

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), inject('pgTemplate'));
  pool = createDatabase(database.url, 4).pool;
});
afterAll(async () => {
  await pool.end();
  await database.drop();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

/** A migrations folder holding the given files (name → SQL), as db/migrations holds the real ones. */
async function migrationsFolder(files: Record<string, string>): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-migrations-'));
  folders.push(folder);
  for (const [name, sql] of Object.entries(files)) await fs.writeFile(path.join(folder, name), sql);
  return folder;
}

async function recorded(name: string): Promise<boolean> {
  return ((await pool.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])).rowCount ?? 0) > 0;
}

async function hasColumn(table: string, column: string): Promise<boolean> {
  const found = await pool.query('SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2', [table, column]);
  return (found.rowCount ?? 0) > 0;
}

describe('a migration behind a long transaction', () => {
  it('gives up after its lock timeout, changing and recording nothing, and applies once the transaction ends', async () => {
    const name = '29990101000000_add_bike_probe.sql';
    const dir = await migrationsFolder({ [name]: 'ALTER TABLE bikes ADD COLUMN probe integer;\n' });
    // A long transaction that has read the table: ALTER TABLE must wait for it, and every query after
    // the ALTER would queue behind the waiting ALTER.
    const reader = await pool.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM bikes');
      await expect(migrate(pool, { dir, lockTimeoutSeconds: 1 })).rejects.toThrow(
        /Migration 29990101000000_add_bike_probe\.sql failed: it waited more than 1 s for a lock/,
      );
      expect(await recorded(name)).toBe(false);
      expect(await hasColumn('bikes', 'probe')).toBe(false);
      // Nothing queues behind a migration that gave up: the table answers while the reader still holds it.
      expect((await pool.query('SELECT count(*)::int AS n FROM bikes')).rows[0]).toEqual({ n: 0 });
    } finally {
      await reader.query('COMMIT');
      reader.release();
    }
    expect(await migrate(pool, { dir, lockTimeoutSeconds: 1 })).toEqual([name]);
    expect(await hasColumn('bikes', 'probe')).toBe(true);
  });
});

describe('a migration marked `-- migrate: no-transaction`', () => {
  it('runs outside a transaction, so CREATE INDEX CONCURRENTLY builds a valid index', async () => {
    const name = '29990102000000_scans_by_probe_concurrently.sql';
    const dir = await migrationsFolder({
      [name]:
        '-- migrate: no-transaction\n-- One statement: a big table keeps taking writes while it is built.\nCREATE INDEX CONCURRENTLY scans_probe_idx ON scans (scanned_at, uid);\n',
    });
    expect(await migrate(pool, { dir, lockTimeoutSeconds: 1 })).toEqual([name]);
    const index = await pool.query<{ valid: boolean }>("SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = 'scans_probe_idx'::regclass");
    expect(index.rows).toEqual([{ valid: true }]);
    expect(await recorded(name)).toBe(true);
  });

  it('without the marker, the same statement is refused inside the migration’s transaction and nothing is recorded', async () => {
    const name = '29990103000000_unmarked_concurrently.sql';
    const dir = await migrationsFolder({ [name]: 'CREATE INDEX CONCURRENTLY scans_unmarked_idx ON scans (uid, scanned_at);\n' });
    await expect(migrate(pool, { dir, lockTimeoutSeconds: 1 })).rejects.toThrow(/cannot run inside a transaction block/);
    expect(await recorded(name)).toBe(false);
  });
});

describe('npm run migrate', () => {
  it('applies every migration to an empty database, then nothing; a server started after it applies nothing', async () => {
    const empty = await createTestDatabase(inject('pgAdminUrl'), 'template0');
    try {
      const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: empty.url, MIGRATION_LOCK_TIMEOUT_SECONDS: '5' };
      const first = await run(process.execPath, [migrateCli], { env });
      const all = (await fs.readdir(path.resolve(path.dirname(migrateCli), 'migrations'))).filter((f) => f.endsWith('.sql')).sort();
      expect(first.stdout.trim()).toBe(`Applied: ${all.join(', ')}`);
      const second = await run(process.execPath, [migrateCli], { env });
      expect(second.stdout.trim()).toBe('Nothing to apply.');
      const server = createDatabase(empty.url, 2).pool;
      try {
        expect(await migrate(server)).toEqual([]);
      } finally {
        await server.end();
      }
    } finally {
      await empty.drop();
    }
  });
});
