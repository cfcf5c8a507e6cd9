import path from 'node:path';
import { configOrExit } from '../bootstrap.ts';
import { createBackup, pruneBackups } from '../db/backup/backup.ts';
import { openBackupTarget } from '../db/backup/target.ts';
import { systemClock } from '../lib/clock.ts';
import { createStorage } from '../lib/storage.ts';
import { option, withDatabase } from './database.ts';

/**
 * `npm run backup -- --to <folder | s3://bucket/prefix> [--keep N]` (decision 046): a consistent dump of
 * the database (DATABASE_URL, a running server's embedded one, or the embedded one started for it) and
 * the uploaded files, as a new backup folder in the destination (BACKUP_TO by default). With `--keep`,
 * older backups beyond N are deleted afterwards. docs/operations.md, "Backup and restore".
 */
async function main() {
  const args = process.argv.slice(2);
  const config = configOrExit();
  const to = option(args, 'to') ?? config.backup.to;
  const keepArg = option(args, 'keep');
  const keep = keepArg === undefined ? undefined : Number(keepArg);
  if (!to || (keep !== undefined && (!Number.isInteger(keep) || keep < 1))) {
    console.error('Usage: npm run backup -- --to <folder | s3://bucket/prefix> [--keep N]   (--to defaults to BACKUP_TO)');
    process.exit(1);
  }
  const destination = to.startsWith('s3://') ? to : path.resolve(process.env.INIT_CWD ?? process.cwd(), to);
  const target = openBackupTarget(destination, config);
  const made = await withDatabase(config, (_db, pool) => createBackup({ config, pool, storage: createStorage(config), clock: systemClock }, target), {
    migrate: false,
  });
  const { manifest } = made;
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup ${made.name} written to ${made.location}`);
  console.log(
    `  ${manifest.tables.length} tables, ${rows} rows; ${manifest.jobs?.table.rows ?? 0} pending jobs; ${manifest.files.count} files ` +
      `(${(manifest.files.bytes / 1e6).toFixed(1)} MB); ${(made.bytes / 1e6).toFixed(1)} MB in all, in ${made.seconds.toFixed(1)} s`,
  );
  if (manifest.files.missing.length > 0) {
    console.error(`  ${manifest.files.missing.length} photos had a row but no file (deleted while the backup ran).`);
  }
  if (manifest.secrets.length > 0) {
    console.error(
      `WARNING: the backup holds the secrets generated in DATA_DIR (${manifest.secrets.map((s) => s.name).join(', ')}), ` +
        'which the restored data needs, besides personal data: keep it where only operators can read it.',
    );
  }
  if (keep !== undefined) {
    const removed = await pruneBackups(target, keep, made.name);
    if (removed.length > 0) console.log(`  Removed ${removed.length} older backups (keeping ${keep}): ${removed.join(', ')}`);
  }
}

main().catch((err: Error) => {
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
});
