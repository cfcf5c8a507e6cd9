import type { Jobs } from '../../lib/jobs.ts';
import { BackupBusyError, type BackupSource, createBackup, pruneBackups } from './backup.ts';
import { openBackupTarget } from './target.ts';

export const BACKUP_QUEUE = 'backup';

type ScheduleContext = BackupSource & { jobs: Jobs };

/**
 * With BACKUP_SCHEDULE and BACKUP_TO, the process that works the queues (the worker, or a server with
 * WORKER=inline) backs up on that cron; pg-boss hands each tick to one of them (decision 046).
 */
export async function scheduleBackups(ctx: ScheduleContext): Promise<void> {
  const { schedule, to } = ctx.config.backup;
  if (!schedule || !to) return;
  await ctx.jobs.schedule(BACKUP_QUEUE, schedule, () => scheduledBackup(ctx));
}

/**
 * One scheduled run: a backup to BACKUP_TO, then the backups beyond BACKUP_KEEP deleted, oldest first.
 * Answers a line for the log (names, counts and sizes; no row, no address). A run that finds another
 * backup of the database running (a tick retried while a long one still runs) does nothing.
 */
export async function scheduledBackup(ctx: BackupSource): Promise<string> {
  const { to, keep } = ctx.config.backup;
  if (!to) return 'backup: BACKUP_TO is not set';
  const target = openBackupTarget(to, ctx.config);
  try {
    const made = await createBackup(ctx, target);
    const removed = await pruneBackups(target, keep, made.name);
    const rows = made.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return (
      `backup ${made.name} written to ${target.description}: ${rows} rows, ${made.manifest.files.count} files, ` +
      `${(made.bytes / 1e6).toFixed(1)} MB in ${made.seconds.toFixed(1)} s; ${removed.length} older removed (keeping ${keep})`
    );
  } catch (err) {
    if (err instanceof BackupBusyError) return `backup: ${err.message}`;
    throw err;
  }
}
