import type pg from 'pg';
import type { Config } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { embeddedUrl, startEmbeddedDatabase } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { claimPidFile, runningServerPid } from '../lib/pid-file.ts';

/**
 * Runs a command's work against DATABASE_URL, the embedded database of a running
 * server, or — when no server runs — the embedded database started for it. It
 * migrates first unless told not to (a backup reads the database as it is).
 */
export async function withDatabase<T>(config: Config, work: (db: Db, pool: pg.Pool) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  let url = config.database.url;
  let stop = async () => {};
  if (!url) {
    if (runningServerPid(config.dataDir) !== null) {
      url = embeddedUrl(config.database.embeddedPort);
    } else {
      const pidFile = claimPidFile(config.dataDir);
      const embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.database.embeddedPort });
      url = embedded.url;
      stop = async () => {
        await embedded.stop();
        pidFile.release();
      };
    }
  }
  const { db, pool } = createDatabase(url, 2);
  try {
    if (options.migrate !== false) await migrate(pool);
    return await work(db, pool);
  } finally {
    await db.destroy();
    await stop();
  }
}

/** The value after `--name` in the arguments, if any. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The arguments that are not options or option values. */
export function positional(args: string[], optionNames: string[]): string[] {
  const skip = new Set<number>();
  for (const name of optionNames) {
    const index = args.indexOf(`--${name}`);
    if (index >= 0) skip.add(index).add(index + 1);
  }
  return args.filter((arg, index) => !skip.has(index) && !arg.startsWith('--'));
}
