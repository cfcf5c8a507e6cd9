import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createBackup } from '../src/db/backup/backup.ts';
import { checkBackup, restoreBackup } from '../src/db/backup/restore.ts';
import { scheduledBackup } from '../src/db/backup/schedule.ts';
import { openBackupTarget } from '../src/db/backup/target.ts';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { createStorage, localStorage, type Storage } from '../src/lib/storage.ts';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { setupTestApp, TEST_JWT_SECRET, TEST_SUN_MASTER_KEY, TEST_TWO_FACTOR_KEY, TEST_VAPID_KEYS, type TestApp } from './helpers/app.ts';
import { createBike, createTag, enableTwoFactor, signedInUser, totpCode } from './helpers/factories.ts';
import { ledgerSum } from './helpers/ledger.ts';
import { multipart } from './helpers/multipart.ts';
import { freePort } from './helpers/ports.ts';
import { startS3StandIn } from './helpers/s3-stand-in.ts';

const run = promisify(execFile);

/**
 * Issue #25 item 7: a backup of the database and the uploaded files, restored into a fresh place,
 * holds the same rows, the same files and a balanced ledger, and the restored app works.
 * The source app runs without a worker (WORKER=off), so the mails and alerts its actions queued
 * are still pending when the backup is taken: they belong to the backup and must come back.
 */
let source: TestApp;
let work: string;
const facts = {} as {
  owner: { email: string; password: string };
  guarded: { email: string; password: string; secret: string };
  bikeId: string;
  tagUid: string;
  photoUrl: string;
  theftReportId: string;
};

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-backup-test-'));
  // The embedded PostgreSQL the CLI restores into runs as its own user, who must enter this folder.
  await fs.chmod(work, 0o755);
  source = await setupTestApp({ WORKER: 'off' });
  const post = (url: string, payload: object | undefined, headers: Record<string, string>) => source.app.inject({ method: 'POST', url, payload, headers });

  const owner = await signedInUser(source.app, source.ctx);
  const bike = await createBike(source.ctx, owner.user.id, { name: 'Rossa', brand: 'Bianchi', serial_number: 'WBK-123 45' });
  const tag = await createTag(source.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  // A photo through the API: decoded, stripped and resized into its variants by the real pipeline.
  const upload = multipart([{ name: 'bikePhoto', filename: 'bici.jpg', type: 'image/jpeg', bytes: await photo(1200, 900) }]);
  const uploaded = await source.app.inject({
    method: 'POST',
    url: `/api/photos/${bike.id}/photo`,
    payload: upload.payload,
    headers: { ...owner.headers, ...upload.headers },
  });
  expect(uploaded.statusCode).toBe(201);
  // A theft with a reward paid in the local checkout: escrow in the ledger.
  const reported = await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 200 }, owner.headers);
  expect(reported.statusCode).toBe(200);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  expect((await post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers)).statusCode).toBe(200);
  // Scans: a Hunter's tap of the stolen bike (a sighting) and a few anonymous ones.
  const hunter = await signedInUser(source.app, source.ctx, { persona: 'hunter' });
  const tapped = await post('/api/tags/verify', { uid: tag.uid, location: { latitude: 45.4642, longitude: 9.19, accuracy: 20 } }, hunter.headers);
  expect(tapped.json().status).toBe('stolen');
  for (let i = 0; i < 3; i++) await post('/api/tags/verify', { uid: tag.uid }, {});
  // A finder's sighting with a photo (stored privately under the bike's folder).
  const sighting = multipart([
    { name: 'uid', value: tag.uid },
    { name: 'note', value: 'Legata al palo' },
    { name: 'photo', filename: 'vista.jpg', type: 'image/jpeg', bytes: await photo(1000, 800) },
  ]);
  const sighted = await source.app.inject({ method: 'POST', url: '/api/sightings', payload: sighting.payload, headers: sighting.headers });
  expect(sighted.statusCode).toBeLessThan(300);
  // An account whose second factor is sealed under the two-factor key.
  const guarded = await signedInUser(source.app, source.ctx);
  const { secret } = await enableTwoFactor(source.ctx, guarded.user.id);

  const report = await source.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
  Object.assign(facts, {
    owner: { email: owner.user.email, password: owner.password },
    guarded: { email: guarded.user.email, password: guarded.password, secret },
    bikeId: bike.id,
    tagUid: tag.uid,
    photoUrl: uploaded.json().data.photo.variants.medium.webp as string,
    theftReportId: report.id,
  });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await fs.rm(work, { recursive: true, force: true });
});

/** A photo-like image (noise, so it is not a few bytes). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer();

const adminUrl = () => source.databaseUrl.replace(/\/[^/]+$/, '/postgres');

/** A new database with nothing in it (not even the migrated template): what a fresh server offers. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_${Math.random().toString(16).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: source.databaseUrl.replace(/\/[^/]+$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Per table of the application's schema: its row count and an md5 of every row in a fixed order. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables.rows) {
      // When a migration ran differs between the two; which ones ran does not.
      const rows = name === 'schema_migrations' ? 'name' : 't::text';
      const res = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(${rows}, E'\\n' ORDER BY ${rows}), '')) AS digest FROM public."${name}" t`,
      );
      digests[name] = `${res.rows[0]?.rows}:${res.rows[0]?.digest}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

/** The jobs not yet done (waiting, to retry, running), with their queue and data, in a fixed order. */
async function pendingJobs(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ job: string }>(
      `SELECT concat_ws(' ', name, state, id, data::text) AS job FROM pgboss.job WHERE state IN ('created', 'retry', 'active') ORDER BY id`,
    );
    return res.rows.map((r) => r.job);
  } finally {
    await client.end();
  }
}

/** Every file under a folder, by its path relative to it, as the sha256 of its bytes. */
async function filesUnder(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  let names: string[] = [];
  try {
    names = (await fs.readdir(dir, { recursive: true })).map(String);
  } catch {
    return found;
  }
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    if ((await fs.stat(file)).isFile())
      found[name.split(path.sep).join('/')] = createHash('sha256')
        .update(await fs.readFile(file))
        .digest('hex');
  }
  return found;
}

/** The configuration a restore runs with: the test keys, its own DATA_DIR and database. */
function restoreConfig(dataDir: string, databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    TWO_FACTOR_ENCRYPTION_KEY: TEST_TWO_FACTOR_KEY,
    SUN_MASTER_KEY: TEST_SUN_MASTER_KEY,
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    ...env,
  });
}

const backupOf = (app: TestApp, folder: string) => createBackup(app.ctx, openBackupTarget(folder, app.ctx.config));

/** Signs in through the real routes, answering the second-factor challenge when asked. */
async function signIn(app: TestApp, email: string, password: string, totpSecret?: string) {
  const first = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(first.statusCode).toBe(200);
  if (!totpSecret) return first.json();
  expect(first.json()).toMatchObject({ twoFactorRequired: true });
  const second = await app.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor',
    payload: { challenge: first.json().challenge, code: await totpCode(totpSecret) },
  });
  expect(second.statusCode).toBe(200);
  return second.json();
}

/** What a restored app must show: the photo, the ledger, the owner's and the guarded account's sign-in. */
async function expectWorkingApp(restored: TestApp) {
  const media = await restored.app.inject({ method: 'GET', url: facts.photoUrl });
  expect(media.statusCode).toBe(200);
  expect(media.rawPayload.equals((await source.app.inject({ method: 'GET', url: facts.photoUrl })).rawPayload)).toBe(true);
  expect(await ledgerSum(restored.ctx)).toBe(0);
  expect(await balanceOf(restored.ctx.db, accounts.escrow(facts.theftReportId))).toBe(20000);
  const owner = await signIn(restored, facts.owner.email, facts.owner.password);
  const bike = await restored.app.inject({ method: 'GET', url: `/api/bikes/${facts.bikeId}`, headers: { authorization: `Bearer ${owner.token}` } });
  expect(bike.json().bike).toMatchObject({ name: 'Rossa', status: 'stolen' });
  // The second factor opens only under the same two-factor key: the keys came back with the data.
  expect((await signIn(restored, facts.guarded.email, facts.guarded.password, facts.guarded.secret)).user).toMatchObject({ twoFactorEnabled: true });
  // New rows take ids after the restored ones (the sequences came back too): a tap is recorded.
  const scans = async () =>
    (
      await restored.ctx.db
        .selectFrom('scans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const before = Number(await scans());
  const tap = await restored.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: facts.tagUid } });
  expect(tap.json().status).toBe('stolen');
  expect(Number(await scans())).toBe(before + 1);
}

describe('a backup restored into an empty database', () => {
  it('holds the same rows in every table, the same files, the pending jobs and a balanced ledger, and the restored app works', async () => {
    const before = await tableDigests(source.databaseUrl);
    for (const table of ['users', 'bikes', 'bike_photos', 'sighting_photos', 'scans', 'sightings', 'theft_reports', 'ledger_entries']) {
      expect(Number(before[table]?.split(':')[0]), table).toBeGreaterThan(0);
    }
    const jobs = await pendingJobs(source.databaseUrl);
    expect(jobs.length).toBeGreaterThan(0);
    const folder = path.join(work, 'function');
    const made = await backupOf(source, folder);
    expect(made.manifest.tables.find((t) => t.name === 'scans')?.rows).toBe(Number(before.scans?.split(':')[0]));

    const target = await emptyDatabase();
    const dataDir = await fs.mkdtemp(path.join(work, 'restored-'));
    try {
      const config = restoreConfig(dataDir, target.url);
      const restored = await restoreBackup({
        from: openBackupTarget(folder, config),
        databaseUrl: target.url,
        config,
        storage: localStorage(path.join(dataDir, 'uploads')),
      });
      expect(restored.name).toBe(made.name);

      const after = await tableDigests(target.url);
      // Yesterday's keys of client addresses must not outlive their two days in a backup (decision 041).
      expect(after.rotating_keys).toBe('0:d41d8cd98f00b204e9800998ecf8427e');
      expect({ ...after, rotating_keys: 'left out' }).toEqual({ ...before, rotating_keys: 'left out' });
      expect(await pendingJobs(target.url)).toEqual(jobs);
      const sourceFiles = await filesUnder(path.join(source.dataDir, 'uploads'));
      expect(Object.keys(sourceFiles).length).toBeGreaterThan(10);
      expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual(sourceFiles);

      const app = await setupTestApp({ DATA_DIR: dataDir }, { databaseUrl: target.url });
      try {
        await expectWorkingApp(app);
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});

describe('the backup and restore commands', () => {
  it('back up through DATABASE_URL with the generated secrets of DATA_DIR, and restore into a fresh embedded DATA_DIR', async () => {
    // The source's keys as files in its DATA_DIR, as a deployment without them in its environment keeps them.
    await fs.writeFile(path.join(source.dataDir, 'jwt-secret'), TEST_JWT_SECRET, { mode: 0o600 });
    await fs.writeFile(path.join(source.dataDir, 'two-factor-key'), TEST_TWO_FACTOR_KEY, { mode: 0o600 });
    await fs.writeFile(path.join(source.dataDir, 'sun-master-key'), TEST_SUN_MASTER_KEY, { mode: 0o600 });
    await fs.writeFile(path.join(source.dataDir, 'vapid-keys'), `${TEST_VAPID_KEYS.publicKey}.${TEST_VAPID_KEYS.privateKey}`, { mode: 0o600 });
    const before = await tableDigests(source.databaseUrl);
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const backups = path.join(work, 'cli');

    const backedUp = await run(process.execPath, ['apps/api/src/cli/backup.ts', '--to', backups], {
      cwd: repoRoot,
      env: { ...env, DATABASE_URL: source.databaseUrl, DATA_DIR: source.dataDir },
    });
    expect(backedUp.stdout).toMatch(/^Backup ritrova-\d{8}T\d{6}Z-[0-9a-f]{6} written to /m);
    expect(backedUp.stderr).toMatch(/secrets/i);
    const [name] = (await fs.readdir(backups)).filter((n) => !n.startsWith('.'));
    const secrets = path.join(backups, name as string, 'secrets');
    expect((await fs.readdir(secrets)).sort()).toEqual(['jwt-secret', 'sun-master-key', 'two-factor-key', 'vapid-keys']);
    expect((await fs.stat(path.join(backups, name as string))).mode & 0o777).toBe(0o700);
    for (const file of await fs.readdir(secrets)) expect((await fs.stat(path.join(secrets, file))).mode & 0o777).toBe(0o600);

    const dataDir = path.join(work, 'fresh-data-dir');
    const checked = await run(process.execPath, ['apps/api/src/cli/restore.ts', '--from', backups, '--check'], {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: dataDir },
    });
    expect(checked.stdout).toMatch(new RegExp(`^Backup ${name} is sound: .*\\n.*every checksum matches`, 'm'));
    await expect(fs.access(dataDir)).rejects.toThrow();
    const port = await freePort();
    const restoredOut = await run(process.execPath, ['apps/api/src/cli/restore.ts', '--from', backups, '--into-data-dir', dataDir], {
      cwd: repoRoot,
      env: { ...env, EMBEDDED_PG_PORT: String(port) },
    });
    expect(restoredOut.stdout).toMatch(new RegExp(`^Restored ${name} into `, 'm'));
    for (const file of ['jwt-secret', 'two-factor-key', 'sun-master-key', 'vapid-keys']) {
      expect((await fs.stat(path.join(dataDir, file))).mode & 0o777, file).toBe(0o600);
    }
    expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual(await filesUnder(path.join(source.dataDir, 'uploads')));

    // The restored DATA_DIR as the server would open it: its own PostgreSQL, its own keys.
    const embedded = await startEmbeddedDatabase({ dataDir, port });
    try {
      const after = await tableDigests(embedded.url);
      expect({ ...after, rotating_keys: 'left out' }).toEqual({ ...before, rotating_keys: 'left out' });
      const noKeysInEnv = { DATA_DIR: dataDir, JWT_SECRET: '', TWO_FACTOR_ENCRYPTION_KEY: '', SUN_MASTER_KEY: '', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' };
      const app = await setupTestApp(noKeysInEnv, { databaseUrl: embedded.url });
      try {
        expect(app.ctx.sunMasterKey.toString('hex')).toBe(TEST_SUN_MASTER_KEY);
        await expectWorkingApp(app);
      } finally {
        await app.close();
      }
    } finally {
      await embedded.stop();
    }
  }, 180_000);
});

describe('restore refuses', () => {
  let folder: string;
  beforeAll(async () => {
    folder = path.join(work, 'refusals');
    await backupOf(source, folder);
  });

  /** A copy of the backup in a folder of its own, changed by `change`. */
  async function alteredCopy(change: (dir: string) => Promise<void>): Promise<string> {
    const [name] = (await fs.readdir(folder)).filter((n) => !n.startsWith('.'));
    const copy = path.join(await fs.mkdtemp(path.join(work, 'altered-')), name as string);
    await fs.cp(path.join(folder, name as string), copy, { recursive: true });
    await change(copy);
    return copy;
  }

  async function attempt(from: string) {
    const target = await emptyDatabase();
    const dataDir = await fs.mkdtemp(path.join(work, 'refused-'));
    const config = restoreConfig(dataDir, target.url);
    try {
      const error = await restoreBackup({
        from: openBackupTarget(from, config),
        databaseUrl: target.url,
        config,
        storage: localStorage(path.join(dataDir, 'uploads')),
      }).then(
        () => null,
        (err: Error) => err,
      );
      const tables = await tableDigests(target.url);
      return { error, tables, files: await filesUnder(path.join(dataDir, 'uploads')) };
    } finally {
      await target.drop();
    }
  }

  it('a target database that holds data, and leaves it as it was', async () => {
    const config = restoreConfig(source.dataDir, source.databaseUrl);
    const before = await tableDigests(source.databaseUrl);
    await expect(
      restoreBackup({ from: openBackupTarget(folder, config), databaseUrl: source.databaseUrl, config, storage: source.ctx.storage }),
    ).rejects.toThrow(/not empty: table \w+ holds rows/);
    expect(await tableDigests(source.databaseUrl)).toEqual(before);
  });

  it('a backup made with a migration this code does not know, before writing anything', async () => {
    const from = await alteredCopy(async (dir) => {
      const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
      manifest.migrations.push('29991231000000_from_a_newer_release.sql');
      await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    const { error, tables, files } = await attempt(from);
    expect(error?.message).toMatch(/29991231000000_from_a_newer_release\.sql.*(newer|not know)/);
    expect(tables).toEqual({});
    expect(files).toEqual({});
  });

  it('a table file whose bytes changed (its checksum), before writing anything', async () => {
    const from = await alteredCopy(async (dir) => {
      const file = path.join(dir, 'database', 'public.users.copy.gz');
      const bytes = await fs.readFile(file);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
      await fs.writeFile(file, bytes);
    });
    const config = restoreConfig(source.dataDir, source.databaseUrl);
    await expect(checkBackup({ from: openBackupTarget(from, config), config })).rejects.toThrow(/database\/public\.users\.copy\.gz.*checksum/);
    const { error, tables, files } = await attempt(from);
    expect(error?.message).toMatch(/database\/public\.users\.copy\.gz.*checksum/);
    expect(tables).toEqual({});
    expect(files).toEqual({});
  });
});

describe('restore and the keys', () => {
  it('refuses a two-factor key other than the one the data was sealed with, unless told to go on', async () => {
    const folder = path.join(work, 'keys');
    await backupOf(source, folder);
    const target = await emptyDatabase();
    const dataDir = await fs.mkdtemp(path.join(work, 'keys-'));
    try {
      const config = restoreConfig(dataDir, target.url, { TWO_FACTOR_ENCRYPTION_KEY: 'another-key-that-is-long-enough-to-be-accepted' });
      const options = { from: openBackupTarget(folder, config), databaseUrl: target.url, config, storage: localStorage(path.join(dataDir, 'uploads')) };
      await expect(restoreBackup(options)).rejects.toThrow(/TWO_FACTOR_ENCRYPTION_KEY \(every account's second factor/);
      expect(await tableDigests(target.url)).toEqual({});
      const restored = await restoreBackup({ ...options, acceptKeyChange: true });
      expect(restored.warnings).toContainEqual(expect.stringMatching(/^TWO_FACTOR_ENCRYPTION_KEY differs from the backup's/));
    } finally {
      await target.drop();
    }
  });
});

describe('backups in object storage', () => {
  it('go to s3://bucket/prefix and come back into photos kept in object storage', async () => {
    const backups = await startS3StandIn('ritrova-backups');
    const photos = await startS3StandIn('ritrova-photos');
    const target = await emptyDatabase();
    const s3 = { S3_ENDPOINT: '', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: '1' };
    try {
      const before = await tableDigests(source.databaseUrl);
      const sourceConfig = restoreConfig(source.dataDir, source.databaseUrl, { ...s3, S3_ENDPOINT: backups.url });
      const made = await createBackup({ ...source.ctx, config: sourceConfig }, openBackupTarget('s3://ritrova-backups/nightly', sourceConfig));
      expect(made.location).toBe(`s3://ritrova-backups/nightly/${made.name}`);
      expect(backups.objects.has(`nightly/${made.name}/manifest.json`)).toBe(true);

      // The restored deployment keeps its photos in another bucket of another store.
      const dataDir = await fs.mkdtemp(path.join(work, 's3-'));
      const env = { ...s3, S3_ENDPOINT: photos.url, STORAGE: 's3', S3_BUCKET: 'ritrova-photos' };
      const config = restoreConfig(dataDir, target.url, env);
      const restored = await restoreBackup({
        from: openBackupTarget('s3://ritrova-backups/nightly', restoreConfig(dataDir, target.url, { ...s3, S3_ENDPOINT: backups.url })),
        databaseUrl: target.url,
        config,
        storage: createStorage(config),
      });
      expect(restored.name).toBe(made.name);
      const after = await tableDigests(target.url);
      expect({ ...after, rotating_keys: 'left out' }).toEqual({ ...before, rotating_keys: 'left out' });
      const sourceFiles = await filesUnder(path.join(source.dataDir, 'uploads'));
      const inBucket = Object.fromEntries([...photos.objects].map(([key, o]) => [key, createHash('sha256').update(o.body).digest('hex')]));
      expect(inBucket).toEqual(sourceFiles);

      // And a backup of that deployment lists and copies the files of its bucket.
      const again = await createBackup({ ...source.ctx, config, storage: createStorage(config) }, openBackupTarget(path.join(work, 'from-s3'), config));
      expect(again.manifest.files.count).toBe(Object.keys(sourceFiles).length);
      expect(again.manifest.files.unreferenced).toBe(0);
    } finally {
      await target.drop();
      await backups.close();
      await photos.close();
    }
  });
});

describe('backups on a schedule', () => {
  it('are declared to the job queue with BACKUP_SCHEDULE, and each run keeps the BACKUP_KEEP most recent', async () => {
    const folder = path.join(work, 'scheduled');
    const app = await setupTestApp({ BACKUP_SCHEDULE: '30 3 * * *', BACKUP_TO: folder, BACKUP_KEEP: '2' }, { sameDatabaseAs: source });
    try {
      const schedule = await app.ctx.pool.query<{ cron: string }>(`SELECT cron FROM pgboss.schedule WHERE name = 'backup'`);
      expect(schedule.rows).toEqual([{ cron: '30 3 * * *' }]);
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        expect(await scheduledBackup(app.ctx)).toMatch(/^backup ritrova-\S+ written/);
        names.push(...(await fs.readdir(folder)).filter((n) => !names.includes(n)));
        app.clock.advance(24 * 60 * 60 * 1000);
      }
      expect(names).toHaveLength(3);
      expect((await fs.readdir(folder)).sort()).toEqual(names.slice(1).sort());
    } finally {
      await app.close();
    }
  });

  it('a backup that fails half-way leaves nothing that looks like a backup', async () => {
    const folder = path.join(work, 'failing');
    let reads = 0;
    const failing: Storage = {
      ...source.ctx.storage,
      async get(key) {
        if (++reads === 3) throw new Error('disk unreadable');
        return source.ctx.storage.get(key);
      },
    };
    await expect(createBackup({ ...source.ctx, storage: failing }, openBackupTarget(folder, source.ctx.config))).rejects.toThrow('disk unreadable');
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
  });
});
