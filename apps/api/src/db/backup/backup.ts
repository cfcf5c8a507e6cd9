import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { inParallel, writeBackupFile } from './backup-files.ts';
import { keysToBackUp } from './backup-keys.ts';
import { APP_SCHEMA, type CatalogTable, JOBS_SCHEMA, PENDING_JOB_STATES, qualified, sequencesOf, tablesOf } from './catalog.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST_FILE, type Manifest, type QueueEntry, type StoredFile, type TableEntry } from './manifest.ts';
import type { BackupTarget } from './target.ts';

/**
 * `npm run backup` and the scheduled backup (decision 046): one consistent logical dump made by the
 * application itself (PostgreSQL 18's embedded server ships no pg_dump, and an older pg_dump refuses
 * it): every table of the application's schema and the pending jobs, read in one REPEATABLE READ,
 * READ ONLY transaction with `COPY … TO STDOUT`, one gzip file per table; then the uploaded files
 * and, in the embedded mode, the generated keys; the manifest last.
 */

export interface BackupSource {
  config: Config;
  pool: pg.Pool;
  storage: Storage;
  clock: Clock;
}

export interface BackupSummary {
  name: string;
  /** Where the backup now is (a folder, or s3://bucket/prefix/name). */
  location: string;
  manifest: Manifest;
  /** Bytes of every file of the backup. */
  bytes: number;
  seconds: number;
}

/**
 * Tables left out of every backup, with the reason (the manifest repeats it). The migrations are not
 * rows to copy: the manifest lists them and a restore applies them.
 */
const EXCLUDED: Record<string, string> = {
  schema_migrations: 'the manifest lists the migrations; a restore applies them',
  rotating_keys: "a day's HMAC key is deleted two days later so that what it keyed cannot be linked (decision 041); a backup kept longer must not revive it",
};

/** The tables whose rows name the stored files: `<bike>/<photo>/…` and `<bike>/sightings/<photo>/…`. */
const PHOTO_TABLES = ['bike_photos', 'sighting_photos'];

// Any constant works (another than the migrations' lock): one backup of a database at a time.
const BACKUP_LOCK = 7_230_212;
/** Files read from the storage at once. */
const FILES_PARALLEL = 4;

export class BackupBusyError extends Error {
  constructor() {
    super('Another backup of this database is running; this one was not started.');
    this.name = 'BackupBusyError';
  }
}

/** A new backup's name: `ritrova-<UTC time>-<6 random hex>`. */
export function backupName(at: Date): string {
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `ritrova-${time}-${randomBytes(3).toString('hex')}`;
}

/** Backs up the database and the stored files to `target`; the backup exists there only once complete. */
export async function createBackup(source: BackupSource, target: BackupTarget): Promise<BackupSummary> {
  const started = performance.now();
  const name = backupName(source.clock.now());
  const client = await source.pool.connect();
  let staged: string | null = null;
  let locked = false;
  try {
    locked = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BACKUP_LOCK])).rows[0]?.ok === true;
    if (!locked) throw new BackupBusyError();
    staged = await target.stage(name);
    const database = await copyDatabase(client, staged);
    const files = await copyFiles(source.storage, staged, database.photoIds);
    const keys = await keysToBackUp(source.config);
    const secrets = [];
    for (const key of keys.files) secrets.push({ name: key.name, ...(await writeBackupFile(staged, `secrets/${key.name}`, Buffer.from(key.value))) });
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      name,
      snapshotAt: database.snapshotAt,
      appVersion: source.config.version,
      postgresVersion: database.postgresVersion,
      migrations: database.migrations,
      tables: database.tables,
      excluded: EXCLUDED,
      sequences: database.sequences,
      jobs: database.jobs,
      files: files,
      secrets,
      keyFingerprints: keys.fingerprints,
    };
    const manifestFile = await writeBackupFile(staged, MANIFEST_FILE, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    const location = await target.publish(name, staged);
    staged = null;
    const bytes = [...manifest.tables, ...(manifest.jobs ? [manifest.jobs.table] : []), manifest.files.index, manifestFile, ...secrets].reduce(
      (sum, file) => sum + file.bytes,
      manifest.files.bytes,
    );
    return { name, location, manifest, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    if (staged) await target.discard(name, staged).catch(() => {});
    if (locked) await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => {});
    client.release();
  }
}

interface DatabaseCopy {
  snapshotAt: string;
  postgresVersion: string;
  migrations: string[];
  tables: TableEntry[];
  sequences: Manifest['sequences'];
  jobs: Manifest['jobs'];
  photoIds: Set<string>;
}

/** Everything read from the database, in one snapshot: rows, sequences, pending jobs, the photos' ids. */
async function copyDatabase(client: pg.PoolClient, staged: string): Promise<DatabaseCopy> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  try {
    const head = await client.query<{ at: string; version: string }>(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, current_setting('server_version') AS version`,
    );
    const schema = await client.query<{ ok: boolean }>(`SELECT to_regclass('${APP_SCHEMA}.schema_migrations') IS NOT NULL AS ok`);
    if (!schema.rows[0]?.ok) throw new Error('The database holds no Ritrova schema (no migration has run): there is nothing to back up.');
    const migrations = (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
    const tables: TableEntry[] = [];
    for (const table of await tablesOf(client, APP_SCHEMA)) {
      if (EXCLUDED[table.name]) continue;
      tables.push(await copyTable(client, staged, table));
    }
    const sequences = await sequencesOf(client, APP_SCHEMA);
    const jobs = await copyPendingJobs(client, staged);
    const photoIds = new Set<string>();
    for (const table of PHOTO_TABLES.filter((name) => tables.some((t) => t.name === name))) {
      const rows = await client.query<{ id: string }>(`SELECT id::text AS id FROM ${qualified(APP_SCHEMA, table)}`);
      for (const row of rows.rows) photoIds.add(row.id);
    }
    await client.query('COMMIT');
    return {
      snapshotAt: head.rows[0]?.at ?? '',
      postgresVersion: head.rows[0]?.version ?? '',
      migrations,
      tables,
      sequences,
      jobs,
      photoIds,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/** One table's rows (or those `where` keeps) as a gzip file of COPY's text format. */
async function copyTable(client: pg.PoolClient, staged: string, table: CatalogTable, where?: string): Promise<TableEntry> {
  const columns = table.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
  const from = qualified(table.schema, table.name);
  // COPY reads a plain table directly; a partitioned one (the job queue's) through a query.
  const sql =
    table.partitioned || where ? `COPY (SELECT ${columns} FROM ${from}${where ? ` WHERE ${where}` : ''}) TO STDOUT` : `COPY ${from} (${columns}) TO STDOUT`;
  const stream = client.query(copyTo(sql));
  const file = await writeBackupFile(staged, `database/${table.schema}.${table.name}.copy.gz`, stream, [createGzip()]);
  return { ...file, schema: table.schema, name: table.name, columns: table.columns, rows: stream.rowCount };
}

/**
 * The jobs not yet done, with their queues. They belong to the backup: a mail, a push or a refund
 * queued in the same transaction as the rows it follows would otherwise be lost by a restore. Done
 * jobs (and pg-boss's archive) are left out: they are history, and hold mails' links.
 */
async function copyPendingJobs(client: pg.PoolClient, staged: string): Promise<Manifest['jobs']> {
  const present = await client.query<{ ok: boolean }>(`SELECT to_regclass('${JOBS_SCHEMA}.job') IS NOT NULL AS ok`);
  if (!present.rows[0]?.ok) return null;
  const version = await client.query<{ version: number }>(`SELECT version FROM ${JOBS_SCHEMA}.version`);
  const queues = await client.query<{
    name: string;
    policy: string | null;
    retry_limit: number | null;
    retry_delay: number | null;
    retry_backoff: boolean | null;
    expire_seconds: number | null;
    retention_minutes: number | null;
    dead_letter: string | null;
  }>(`SELECT name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter FROM ${JOBS_SCHEMA}.queue ORDER BY name`);
  const job = (await tablesOf(client, JOBS_SCHEMA)).find((t) => t.name === 'job');
  if (!job) return null;
  const states = PENDING_JOB_STATES.map((s) => `'${s}'`).join(', ');
  return {
    pgBossSchemaVersion: version.rows[0]?.version ?? 0,
    states: PENDING_JOB_STATES,
    queues: queues.rows.map(
      (q): QueueEntry => ({
        name: q.name,
        policy: q.policy,
        retryLimit: q.retry_limit,
        retryDelay: q.retry_delay,
        retryBackoff: q.retry_backoff,
        expireInSeconds: q.expire_seconds,
        retentionMinutes: q.retention_minutes,
        deadLetter: q.dead_letter,
      }),
    ),
    table: await copyTable(client, staged, job, `state IN (${states})`),
  };
}

/**
 * Every stored file, under `files/<key>`, and `files.json` listing them. Read after the snapshot: a
 * photo uploaded since is copied too (a file without a row: harmless); one deleted since is missing
 * (its row shows no picture) and named in the manifest.
 */
async function copyFiles(storage: Storage, staged: string, photoIds: Set<string>): Promise<Manifest['files']> {
  const files: StoredFile[] = [];
  const seen = new Set<string>();
  await inParallel(storage.list(), FILES_PARALLEL, async (key) => {
    const file = await storage.get(key);
    if (!file) return;
    const written = await writeBackupFile(staged, `files/${key}`, file.body);
    files.push({ key, bytes: written.bytes, sha256: written.sha256, contentType: file.contentType });
  });
  files.sort((a, b) => a.key.localeCompare(b.key));
  let unreferenced = 0;
  for (const { key } of files) {
    const [, second, third] = key.split('/');
    const photoId = second === 'sightings' ? third : second;
    if (photoId && photoIds.has(photoId)) seen.add(photoId);
    else unreferenced += 1;
  }
  const index = await writeBackupFile(staged, 'files.json', Buffer.from(JSON.stringify(files)));
  return {
    index,
    count: files.length,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    unreferenced,
    missing: [...photoIds].filter((id) => !seen.has(id)).sort(),
  };
}

/**
 * Keeps the `keep` newest complete backups at the target and deletes the older ones, and unfinished
 * backups older than `newest` (a crashed run's; one of this database cannot be running: it would hold
 * the backup lock). Answers the names deleted.
 */
export async function pruneBackups(target: BackupTarget, keep: number, newest: string): Promise<string[]> {
  const { complete, incomplete } = await target.list();
  const old = [...complete.slice(0, Math.max(0, complete.length - keep)), ...incomplete.filter((n) => n.replace(/^\.partial-/, '') < newest)];
  for (const name of old) await target.remove(name);
  return old;
}
