import fs from 'node:fs';
import path from 'node:path';
import { configOrExit } from '../bootstrap.js';
import { createDatabase } from '../db/database.js';
import { embeddedUrl, startEmbeddedDatabase } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { claimPidFile, runningServerPid } from '../lib/pid-file.js';
import { importTags } from '../modules/tags/tag.service.js';

/**
 * `npm run tags:import -- file.csv [--batch NAME]`: adds the UIDs of a CSV (first
 * column, an optional `uid` header, any separators inside a UID) to the inventory.
 * Works against DATABASE_URL, the embedded database of a running server, or —
 * when no server runs — starts the embedded database for the import.
 */
async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const batchIndex = args.indexOf('--batch');
  const batch = batchIndex >= 0 ? (args[batchIndex + 1] ?? null) : null;
  if (!file) {
    console.error('Usage: npm run tags:import -- file.csv [--batch NAME]');
    process.exit(1);
  }
  const text = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const uids = text
    .split(/\r?\n/)
    .map(
      (line) =>
        line
          .split(/[,;\t]/)[0]
          ?.trim()
          .replace(/^"|"$/g, '') ?? '',
    )
    .filter((uid, i) => uid !== '' && !(i === 0 && /^uid$/i.test(uid)));

  const config = configOrExit();
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
    await migrate(pool);
    const result = await importTags(db, uids, batch);
    console.log(
      `${result.created.length} tags added, ${result.duplicates.length} already in the inventory, ${result.invalid.length} invalid${result.invalid.length ? `: ${result.invalid.join(', ')}` : ''}`,
    );
    process.exitCode = result.invalid.length > 0 ? 2 : 0;
  } finally {
    await db.destroy();
    await stop();
  }
}

void main();
