import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Storage } from '../../lib/storage.ts';
import { knownMigrations, migrate } from '../migrate.ts';
import { checkBackupFile, inParallel } from './backup-files.ts';
import { type KeyPlan, planKeys, writeKeys } from './backup-keys.ts';
import { APP_SCHEMA, foreignKeyOrder, ident, JOBS_SCHEMA, qualified, tablesOf } from './catalog.ts';
import { MANIFEST_FILE, type Manifest, parseManifest, type StoredFile, type TableEntry } from './manifest.ts';
import type { BackupTarget } from './target.ts';

/**
 * `npm run restore` (decision 046): a backup into an empty database. Everything that can be checked
 * without writing is checked first (format, migrations this code knows, every file's checksum, the
 * keys, an empty target); then the files go back into the configured storage, the schema of the
 * backup is built by the migrations it lists, every row is loaded in one transaction in foreign-key
 * order (so the ledger's own checks run), the counts are compared, and the later migrations of this
 * code run.
 */

export interface RestoreOptions {
  /** Where the backup is: a target whose newest backup is taken, or a backup's own folder. */
  from: BackupTarget;
  /** A backup of `from` by name (default: `from` itself if it is one backup, else its newest). */
  name?: string;
  /** An empty database: new, or holding at most the first migrations of the backup's. */
  databaseUrl: string;
  /** The restored deployment's configuration: its keys and DATA_DIR. */
  config: Config;
  /** The restored deployment's storage, where the files go. */
  storage: Storage;
  /** Restore even if the keys the data was sealed with are not the ones this deployment will use. */
  acceptKeyChange?: boolean;
}

export interface RestoreSummary {
  name: string;
  manifest: Manifest;
  /** Rows of the application's tables (the pending jobs apart). */
  rows: number;
  files: number;
  jobs: number;
  /** Migrations of this code newer than the backup, applied after the rows. */
  laterMigrations: string[];
  /** Generated keys written into DATA_DIR. */
  keysWritten: string[];
  warnings: string[];
  seconds: number;
}

const FILES_PARALLEL = 4;

/** What the checks found: a backup this release can restore, with the stored files' list and the keys' plan. */
interface Inspection {
  manifest: Manifest;
  storedFiles: StoredFile[];
  keys: KeyPlan;
  warnings: string[];
}

/** The checks that need no target: format, migrations, every checksum, the keys. Throws saying what is wrong. */
async function inspect(dir: string, options: Pick<RestoreOptions, 'config' | 'acceptKeyChange'>): Promise<Inspection> {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: it is not a complete backup`);
  });
  const manifest = parseManifest(text);
  await checkMigrations(manifest);
  const storedFiles = await checkFiles(dir, manifest);
  const keys = await checkKeys(dir, manifest, options);
  const warnings = keys.changed.filter((k) => !k.refuse || options.acceptKeyChange).map((k) => `${k.variable} differs from the backup's: ${k.loss}`);
  if (manifest.files.missing.length > 0) warnings.push(`${manifest.files.missing.length} photos had no file when the backup was made`);
  return { manifest, storedFiles, keys, warnings };
}

/**
 * `npm run restore -- --check`: everything a restore checks before writing (format, migrations, every
 * file's checksum, the keys of this configuration), and nothing written.
 */
export async function checkBackup(
  options: Pick<RestoreOptions, 'from' | 'name' | 'config' | 'acceptKeyChange'>,
): Promise<{ name: string; manifest: Manifest; warnings: string[] }> {
  const fetched = await options.from.fetch(options.name);
  try {
    const { manifest, warnings } = await inspect(fetched.dir, options);
    return { name: manifest.name, manifest, warnings };
  } finally {
    await fetched.release();
  }
}

/** Restores a backup; throws, saying why, without writing anything when the backup or the target will not do. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  const fetched = await options.from.fetch(options.name);
  try {
    const dir = fetched.dir;
    const { manifest, storedFiles, keys, warnings } = await inspect(dir, options);

    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    try {
      await checkEmpty(pool, manifest);
      // Files first: a restore that fails after them can simply run again (they are put again, byte for
      // byte); one that failed after the rows' commit would find the target no longer empty.
      await inParallel(storedFiles, FILES_PARALLEL, async (file) => {
        await options.storage.put(file.key, await fs.readFile(path.join(dir, 'files', ...file.key.split('/'))), file.contentType);
      });
      await migrate(pool, { upTo: manifest.migrations.at(-1) as string });
      const jobsLoadable = manifest.jobs ? await prepareJobQueue(options.databaseUrl, pool, manifest.jobs) : false;
      if (manifest.jobs && !jobsLoadable && manifest.jobs.table.rows > 0) {
        warnings.push(
          `${manifest.jobs.table.rows} pending jobs left out: the backup's job queue (pg-boss schema ${manifest.jobs.pgBossSchemaVersion}) is not this release's`,
        );
      }
      const rows = await loadRows(pool, dir, manifest, jobsLoadable);
      const laterMigrations = await migrate(pool);
      await writeKeys(options.config.dataDir, keys.write);
      return {
        name: manifest.name,
        manifest,
        rows,
        files: storedFiles.length,
        jobs: jobsLoadable ? (manifest.jobs?.table.rows ?? 0) : 0,
        laterMigrations,
        keysWritten: keys.write.map((k) => k.name),
        warnings,
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await pool.end();
    }
  } finally {
    await fetched.release();
  }
}

/** The backup's schema must be the first migrations of this code's, in the same order. */
async function checkMigrations(manifest: Manifest): Promise<void> {
  const known = await knownMigrations();
  const unknown = manifest.migrations.filter((m) => !known.includes(m));
  if (unknown.length > 0) {
    throw new Error(
      `The backup was made by a newer release: it holds migration ${unknown.join(', ')}, which this code does not know. Restore it with that release or a later one.`,
    );
  }
  if (manifest.migrations.length === 0 || manifest.migrations.some((m, i) => known[i] !== m)) {
    throw new Error("The backup's migrations are not the first ones of this release in the same order: restore it with the release that made it.");
  }
}

/** Every file of the backup against its checksum, before anything is written; answers the stored files' list. */
async function checkFiles(dir: string, manifest: Manifest): Promise<StoredFile[]> {
  const entries = [...manifest.tables, ...(manifest.jobs ? [manifest.jobs.table] : []), manifest.files.index, ...manifest.secrets];
  const problems: string[] = [];
  for (const entry of entries) {
    const problem = await checkBackupFile(dir, entry);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new Error(`The backup cannot be restored: ${problems.join('; ')}`);
  const index = z
    .array(z.object({ key: z.string(), bytes: z.number(), sha256: z.string(), contentType: z.string() }))
    .parse(JSON.parse(await fs.readFile(path.join(dir, manifest.files.index.path), 'utf8')));
  await inParallel(index, FILES_PARALLEL, async (file) => {
    const problem = await checkBackupFile(dir, { path: `files/${file.key}`, bytes: file.bytes, sha256: file.sha256 });
    if (problem) problems.push(problem);
  });
  if (problems.length > 0)
    throw new Error(`The backup cannot be restored: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`);
  return index;
}

/** The keys the restored deployment will use; refuses keys that would not open the data unless told. */
async function checkKeys(dir: string, manifest: Manifest, options: Pick<RestoreOptions, 'config' | 'acceptKeyChange'>): Promise<KeyPlan> {
  const backedUp = new Map<string, string>();
  for (const secret of manifest.secrets) backedUp.set(secret.name, (await fs.readFile(path.join(dir, secret.path), 'utf8')).trim());
  const plan = await planKeys(options.config, manifest.keyFingerprints, backedUp);
  const refused = plan.changed.filter((k) => k.refuse);
  if (refused.length > 0 && !options.acceptKeyChange) {
    throw new Error(
      `The keys of this deployment are not the ones the backup's data was made with: ${refused.map((k) => `${k.variable} (${k.loss})`).join('; ')}. ` +
        'Set them to the keys of the deployment the backup comes from, or restore anyway with --accept-key-change.',
    );
  }
  return plan;
}

/** The target holds no rows, and at most the first migrations of the backup's. */
async function checkEmpty(pool: pg.Pool, manifest: Manifest): Promise<void> {
  const client = await pool.connect();
  try {
    for (const table of await tablesOf(client, APP_SCHEMA)) {
      if (table.name === 'schema_migrations') continue;
      const res = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${qualified(table.schema, table.name)}) AS any`);
      if (res.rows[0]?.any) {
        throw new Error(
          `The target database is not empty: table ${table.name} holds rows. Restore into an empty database (a new one, or a fresh DATA_DIR); nothing was changed.`,
        );
      }
    }
    const migrated = await client.query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY name`).catch(() => ({ rows: [] }));
    const applied = migrated.rows.map((r) => r.name);
    if (applied.some((m, i) => manifest.migrations[i] !== m)) {
      throw new Error(
        `The target database has migrations the backup does not (${applied.filter((m) => !manifest.migrations.includes(m)).join(', ') || 'in another order'}): restore into a new database.`,
      );
    }
  } finally {
    client.release();
  }
}

/**
 * The job queue's schema and the backup's queues (pg-boss makes each queue's table), as a server's
 * start would. Answers whether the pending jobs can be loaded: only into the same pg-boss schema.
 */
async function prepareJobQueue(url: string, pool: pg.Pool, jobs: NonNullable<Manifest['jobs']>): Promise<boolean> {
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    // A dead-letter queue must exist before the queues that name it.
    const ordered = [...jobs.queues].sort((a, b) => Number(a.deadLetter !== null) - Number(b.deadLetter !== null));
    for (const queue of ordered) {
      const { name, ...settings } = queue;
      const defined = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== null));
      await boss.createQueue(name, { name, ...defined } as PgBoss.Queue);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  const version = await pool.query<{ version: number }>(`SELECT version FROM ${JOBS_SCHEMA}.version`);
  return version.rows[0]?.version === jobs.pgBossSchemaVersion;
}

/**
 * Every row in one transaction: the tables emptied (a migration may seed rows; the backup holds them
 * too), loaded parents first, each count checked, the sequences set where the source's stood. The
 * ledger's deferred balance check runs at the commit like at any other.
 */
async function loadRows(pool: pg.Pool, dir: string, manifest: Manifest, withJobs: boolean): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const tables = await foreignKeyOrder(client, manifest.tables);
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map((t) => qualified(t.schema, t.name)).join(', ')}`);
    let rows = 0;
    for (const table of tables) rows += await loadTable(client, dir, table);
    if (withJobs && manifest.jobs) await loadTable(client, dir, manifest.jobs.table);
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.lastValue, sequence.isCalled]);
    }
    await client.query('COMMIT');
    return rows;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function loadTable(client: pg.PoolClient, dir: string, table: TableEntry): Promise<number> {
  const columns = table.columns.map(ident).join(', ');
  const stream = client.query(copyFrom(`COPY ${qualified(table.schema, table.name)} (${columns}) FROM STDIN`));
  try {
    await pipeline(createReadStream(path.join(dir, table.path)), createGunzip(), stream);
  } catch (err) {
    throw new Error(`Loading ${table.schema}.${table.name} failed: ${(err as Error).message}`);
  }
  if (stream.rowCount !== table.rows) {
    throw new Error(`Loading ${table.schema}.${table.name} gave ${stream.rowCount} rows; the backup holds ${table.rows}`);
  }
  return table.rows;
}
