import fs from 'node:fs';
import path from 'node:path';
import { configOrExit } from '../bootstrap.ts';
import { checkBackup, restoreBackup } from '../db/backup/restore.ts';
import { openBackupTarget } from '../db/backup/target.ts';
import { startEmbeddedDatabase } from '../db/embedded.ts';
import { claimPidFile, runningServerPid } from '../lib/pid-file.ts';
import { createStorage } from '../lib/storage.ts';
import { option } from './database.ts';

/**
 * `npm run restore -- --from <folder | s3://bucket/prefix> [--name NAME] [--into-data-dir DIR] [--accept-key-change] [--check]`
 * (decision 046): a backup (the newest at `--from`, or `--from` itself when it is one) into an empty
 * database — the embedded one of a fresh DATA_DIR (`--into-data-dir`, or DATA_DIR without
 * DATABASE_URL), initialised and started as the server would, or DATABASE_URL — and its files into the
 * configured storage. It refuses a target that holds data. `--check` only checks the backup (every
 * checksum, the migrations, the keys) and writes nothing. docs/operations.md, "Backup and restore".
 */
async function main() {
  const args = process.argv.slice(2);
  const from = option(args, 'from');
  if (!from) {
    console.error('Usage: npm run restore -- --from <folder | s3://bucket/prefix> [--name NAME] [--into-data-dir DIR] [--accept-key-change] [--check]');
    process.exit(1);
  }
  const intoDataDir = option(args, 'into-data-dir');
  if (intoDataDir) {
    // NOTE: before the configuration is read: a DATABASE_URL of .env must not win over the flag.
    process.env.DATA_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd(), intoDataDir);
    process.env.DATABASE_URL = '';
  }
  const config = configOrExit();
  const source = from.startsWith('s3://') ? from : path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  const restore = (databaseUrl: string) =>
    restoreBackup({
      from: openBackupTarget(source, config),
      ...(option(args, 'name') ? { name: option(args, 'name') } : {}),
      databaseUrl,
      config,
      storage: createStorage(config),
      acceptKeyChange: args.includes('--accept-key-change'),
    });

  if (args.includes('--check')) {
    // Everything a restore checks before it writes, against this configuration's keys; nothing written.
    const checked = await checkBackup({
      from: openBackupTarget(source, config),
      ...(option(args, 'name') ? { name: option(args, 'name') } : {}),
      config,
      acceptKeyChange: args.includes('--accept-key-change'),
    });
    const { manifest } = checked;
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Backup ${checked.name} is sound: made ${manifest.snapshotAt} by release ${manifest.appVersion}`);
    console.log(
      `  ${manifest.tables.length} tables, ${rows} rows, ${manifest.jobs?.table.rows ?? 0} pending jobs, ${manifest.files.count} files; every checksum matches`,
    );
    for (const warning of checked.warnings) console.error(`WARNING: ${warning}`);
    return;
  }
  let where: string;
  let summary: Awaited<ReturnType<typeof restore>>;
  if (config.database.url) {
    where = 'DATABASE_URL';
    summary = await restore(config.database.url);
  } else {
    where = `the embedded database of ${config.dataDir}`;
    if (runningServerPid(config.dataDir) !== null)
      throw new Error(`A Ritrova server is running with DATA_DIR ${config.dataDir}: restore into a fresh DATA_DIR.`);
    fs.mkdirSync(config.dataDir, { recursive: true });
    const pidFile = claimPidFile(config.dataDir);
    try {
      const embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.database.embeddedPort });
      try {
        summary = await restore(embedded.url);
      } finally {
        await embedded.stop();
      }
    } finally {
      pidFile.release();
    }
  }
  console.log(`Restored ${summary.name} into ${where}`);
  console.log(
    `  ${summary.rows} rows, ${summary.jobs} pending jobs, ${summary.files} files in ${summary.seconds.toFixed(1)} s (backup of ${summary.manifest.snapshotAt})`,
  );
  if (summary.laterMigrations.length > 0) console.log(`  Then applied this release's later migrations: ${summary.laterMigrations.join(', ')}`);
  if (summary.keysWritten.length > 0) console.log(`  Wrote the backup's generated keys into ${config.dataDir}: ${summary.keysWritten.join(', ')} (0600)`);
  for (const warning of summary.warnings) console.error(`WARNING: ${warning}`);
}

main().catch((err: Error) => {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
});
