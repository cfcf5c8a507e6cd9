import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { loadConfig } from '../apps/api/src/config.ts';
import { createBackup } from '../apps/api/src/db/backup/backup.ts';
import { restoreBackup } from '../apps/api/src/db/backup/restore.ts';
import { openBackupTarget } from '../apps/api/src/db/backup/target.ts';
import { ensureDatabase, freePort, startEmbeddedDatabase } from '../apps/api/src/db/embedded.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { localStorage } from '../apps/api/src/lib/storage.ts';

/**
 * `npx tsx bench/run-all.ts backup` (decision 046): how long `npm run backup` and `npm run restore`
 * take and how big a backup is, on a throw-away embedded PostgreSQL filled by SQL — a small database
 * (the API test's size) and one with 100,000 scans (BENCH_BACKUP_SCANS for another count), each with
 * users, bikes, tags, funded rewards in the ledger and photo files. Prints figures; asserts nothing.
 */
export async function reportBackup(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-bench-backup-'));
  await fs.chmod(work, 0o755);
  const port = await freePort();
  const embedded = await startEmbeddedDatabase({ dataDir: path.join(work, 'pg'), port });
  try {
    console.log('\nBackup and restore (embedded PostgreSQL, gzip COPY files, local folder)');
    const scans = Number(process.env.BENCH_BACKUP_SCANS ?? 100_000);
    for (const size of [
      { label: 'small (API test size)', users: 6, bikes: 2, scans: 5, thefts: 1, files: 24 },
      { label: `${scans.toLocaleString('en')} scans`, users: 5_000, bikes: 5_000, scans, thefts: 500, files: 240 },
    ]) {
      await measure(embedded.url, port, work, size);
    }
  } finally {
    await embedded.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}

interface Size {
  label: string;
  users: number;
  bikes: number;
  scans: number;
  thefts: number;
  files: number;
}

async function measure(adminUrl: string, port: number, work: string, size: Size) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(port, name);
  const url = adminUrl.replace(/\/ritrova$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const dataDir = path.join(work, name);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: 'x'.repeat(40) });
  const storage = localStorage(path.join(dataDir, 'uploads'));
  await migrate(pool);
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  await fill(pool, size);
  const bikeIds = (await pool.query<{ id: string }>('SELECT id FROM bikes ORDER BY id LIMIT $1', [Math.ceil(size.files / 12)])).rows;
  for (const { id } of bikeIds) {
    const photo = (
      await pool.query<{ id: string }>(
        `INSERT INTO bike_photos (bike_id, filename, format, width, height, bytes) VALUES ($1, 'bici.jpg', 'jpeg', 1200, 900, 480000) RETURNING id`,
        [id],
      )
    ).rows[0]?.id;
    // 12 variants of about 40 KB each (random bytes: they do not compress, as images do not).
    for (const variant of ['placeholder', 'thumbnail', 'small', 'medium', 'large', 'original']) {
      await storage.put(`${id}/${photo}/${variant}.webp`, randomBytes(40_000), 'image/webp');
      await storage.put(`${id}/${photo}/${variant}.jpg`, randomBytes(40_000), 'image/jpeg');
    }
  }
  const folder = path.join(work, `${name}-backups`);
  const made = await createBackup({ config, pool, storage, clock: systemClock }, openBackupTarget(folder, config));
  const database = made.manifest.tables.reduce((sum, t) => sum + t.bytes, 0);
  const rows = made.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const sizeOnDisk = (await pool.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes')).rows[0]?.bytes;

  const target = `${name}_restored`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${target}`);
  await admin.end();
  const targetUrl = adminUrl.replace(/\/ritrova$/, `/${target}`);
  const restoredDir = path.join(work, target);
  const restoreConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir, DATABASE_URL: targetUrl, JWT_SECRET: 'x'.repeat(40) });
  const restored = await restoreBackup({
    from: openBackupTarget(folder, restoreConfig),
    databaseUrl: targetUrl,
    config: restoreConfig,
    storage: localStorage(path.join(restoredDir, 'uploads')),
  });
  await pool.end();
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `  ${size.label.padEnd(24)} ${rows.toLocaleString('en').padStart(9)} rows (database ${mb(Number(sizeOnDisk))} on disk), ${made.manifest.files.count} files: ` +
      `backup ${made.seconds.toFixed(1)} s, ${mb(made.bytes)} (tables ${mb(database)}, files ${mb(made.manifest.files.bytes)}); ` +
      `restore ${restored.seconds.toFixed(1)} s`,
  );
}

/** Rows by SQL: users, their bikes and tags, scans spread over the tags, funded thefts with balanced ledger entries. */
async function fill(pool: pg.Pool, size: Size) {
  await pool.query(
    `INSERT INTO users (email, nome, cognome, password_hash, email_verified_at)
     SELECT 'bench' || i || '@example.com', 'Nome' || i, 'Cognome' || i, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', now()
       FROM generate_series(1, $1) i`,
    [size.users],
  );
  await pool.query(
    `INSERT INTO bikes (owner_id, name, brand, type, serial_number)
     SELECT id, 'Bici', 'Bianchi', 'city', 'WBK' || row_number() OVER () FROM (SELECT id FROM users ORDER BY id LIMIT $1) u`,
    [size.bikes],
  );
  await pool.query(
    `INSERT INTO tags (uid, status, owner_id, bike_id, assigned_at, attached_at)
     SELECT upper(lpad(to_hex(row_number() OVER ()), 14, '0')), 'assigned', owner_id, id, now(), now() FROM bikes`,
  );
  await pool.query(
    `INSERT INTO scans (uid, tag_id, bike_id, result, latitude, longitude, accuracy, device_info, scanned_at)
     SELECT t.uids[1 + i % t.n], t.ids[1 + i % t.n], t.bikes[1 + i % t.n], 'protected', 45 + random(), 9 + random(), 20,
            '{"ua":"bench"}'::jsonb, now() - (i || ' minutes')::interval
       FROM generate_series(1, $1) i,
            (SELECT array_agg(uid) AS uids, array_agg(id) AS ids, array_agg(bike_id) AS bikes, count(*)::int AS n FROM tags) t`,
    [size.scans],
  );
  await pool.query(
    `INSERT INTO theft_reports (bike_id, owner_id, reward_cents)
     SELECT id, owner_id, 20000 FROM bikes ORDER BY id LIMIT $1`,
    [size.thefts],
  );
  await pool.query(`INSERT INTO ledger_accounts (code, kind) VALUES ('provider_clearing', 'provider_clearing')`);
  await pool.query(`INSERT INTO ledger_accounts (code, kind) SELECT 'escrow:' || id, 'escrow' FROM theft_reports`);
  await pool.query(`INSERT INTO ledger_transactions (idempotency_key, kind, theft_report_id) SELECT 'fund:' || id, 'fund', id FROM theft_reports`);
  await pool.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
     SELECT t.id, a.id, 20000 FROM ledger_transactions t JOIN ledger_accounts a ON a.code = 'escrow:' || t.theft_report_id
     UNION ALL
     SELECT t.id, (SELECT id FROM ledger_accounts WHERE code = 'provider_clearing'), -20000 FROM ledger_transactions t`,
  );
}
