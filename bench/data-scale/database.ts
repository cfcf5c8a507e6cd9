import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../apps/api/src/db/database.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedDatabase } from '../../apps/api/src/db/embedded.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import type { Sizes } from './sizes.js';

/**
 * The server's settings for the measurement: those of a modest dedicated database host (a quarter of
 * its memory as shared buffers) rather than the embedded defaults (128 MB), and room for the fill's
 * WAL. Cost settings stay PostgreSQL's defaults (random_page_cost 4): a plan that uses an index
 * under them uses it on any disk.
 */
const SERVER_SETTINGS: Record<string, string> = {
  shared_buffers: '2GB',
  effective_cache_size: '6GB',
  maintenance_work_mem: '1GB',
  work_mem: '16MB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
};

export interface ScaleDatabase {
  url: string;
  dataDir: string;
  /** The sizes it was filled to, when a kept folder was filled before (then the fill is skipped). */
  filled: Sizes | null;
  markFilled(sizes: Sizes): void;
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL of the bench's own, on a free port, in a temporary folder (removed at
 * the end) or in `keepDir` (kept, and reused filled by the next run), migrated. Never e2e/.data.
 */
export async function startScaleDatabase(keepDir: string | undefined, log: (line: string) => void): Promise<ScaleDatabase> {
  const dataDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-scale-'));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const marker = path.join(dataDir, 'scale.json');
  const port = await freePort();
  let embedded: EmbeddedDatabase = await startEmbeddedDatabase({ dataDir, port });
  const { pool } = createDatabase(embedded.url, 1);
  try {
    const current = await pool.query<{ name: string; setting: string }>('SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY($1)', [
      Object.keys(SERVER_SETTINGS),
    ]);
    const differs = current.rows.some((r) => normalise(r.setting) !== normalise(SERVER_SETTINGS[r.name] as string));
    if (differs) {
      for (const [name, value] of Object.entries(SERVER_SETTINGS)) await pool.query(`ALTER SYSTEM SET ${name} = '${value}'`);
    }
    await pool.end();
    if (differs) {
      log(
        `  PostgreSQL restarted with ${Object.entries(SERVER_SETTINGS)
          .map(([n, v]) => `${n}=${v}`)
          .join(', ')}`,
      );
      await embedded.stop();
      embedded = await startEmbeddedDatabase({ dataDir, port });
    }
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded.stop();
    throw err;
  }
  const migrating = createDatabase(embedded.url, 1);
  const started = performance.now();
  const applied = await migrate(migrating.pool).finally(() => migrating.pool.end());
  // A migration applied to a filled database: how long it held its locks (an index built on 10M rows).
  if (applied.length > 0 && fs.existsSync(marker))
    log(`  applied to the filled database in ${((performance.now() - started) / 1000).toFixed(1)} s: ${applied.join(', ')}`);
  const running = embedded;
  return {
    url: running.url,
    dataDir,
    filled: fs.existsSync(marker) ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as Sizes) : null,
    markFilled: (sizes) => fs.writeFileSync(marker, JSON.stringify(sizes)),
    async stop() {
      await running.stop();
      if (!keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** '2GB' and '262144' (8 kB pages) compare as the same: PostgreSQL shows settings in its own units. */
function normalise(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
