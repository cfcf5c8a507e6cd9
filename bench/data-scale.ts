import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { startApplication } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { buildWebApp } from '../apps/api/test/helpers/web-build.ts';
import { startScaleDatabase } from './data-scale/database.js';
import { type SeqScan, SqlCapture, seqScansOf } from './data-scale/explain.js';
import { fillDatabase, tableSizes } from './data-scale/fill.js';
import { type Latency, measureLatency, ms } from './data-scale/measure.js';
import { loadFixtures, measuredRoutes } from './data-scale/routes.js';
import { sizesAt } from './data-scale/sizes.js';
import { root } from './server.js';

/** `--name value` from the command line, or the environment variable, or the default. */
function option(name: string, variable: string, fallback: string | undefined): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : (process.env[variable] ?? fallback);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The web app's production build (the tag page is rendered on the server): the checkout's own, or one built now. */
async function webBuild(): Promise<{ dist: string; remove(): Promise<void> }> {
  const dist = path.join(root, 'apps/web/dist');
  if (fs.existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) return { dist, remove: async () => {} };
  console.log('  building the web app (no apps/web/dist-server)…');
  return buildWebApp();
}

interface Row {
  group: string;
  name: string;
  latency: Latency;
  seqScans: SeqScan[];
}

/**
 * Issue #25 item 8: a database filled to the issue's sizes (1M tags, 10M scans, 200k bikes, 50k
 * users, 20k thefts; `--scale` for less), the application started on it through `startApplication`,
 * and for each route of the list p50/p99 through the whole Fastify path, with the SQL each request
 * sent explained (EXPLAIN, FORMAT JSON) for sequential scans of big tables. `--data-dir DIR` keeps
 * the filled database there and reuses it on the next run (a migration added since is applied to
 * it first, and its time printed).
 */
export async function reportDataScale(): Promise<void> {
  const scale = Number(option('scale', 'BENCH_SCALE', '1'));
  const seconds = Number(option('seconds', 'BENCH_SCALE_SECONDS', '6'));
  const concurrency = Number(option('concurrency', 'BENCH_SCALE_CONCURRENCY', '4'));
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number in (0, 1]');
  const sizes = sizesAt(scale);
  console.log(
    `\ndata scale ×${scale}: ${sizes.users} users, ${sizes.bikes} bikes, ${sizes.tags} tags, ${sizes.scans} scans, ${sizes.thefts} thefts (this machine: ${os.cpus().length} cores)`,
  );
  const database = await startScaleDatabase(option('data-dir', 'BENCH_SCALE_DIR', undefined), (l) => console.log(l));
  const inspect = createDatabase(database.url, 3);
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-scale-app-'));
  let web: { dist: string; remove(): Promise<void> } | null = null;
  let started: Awaited<ReturnType<typeof startApplication>> | null = null;
  try {
    if (database.filled && database.filled.scale !== scale) throw new Error(`${database.dataDir} holds a fill at scale ${database.filled.scale}`);
    if (!database.filled) {
      const before = performance.now();
      await fillDatabase(inspect.pool, sizes, root, (l) => console.log(l));
      database.markFilled(sizes);
      console.log(`  filled in ${((performance.now() - before) / 60_000).toFixed(1)} min`);
    }
    for (const t of await tableSizes(inspect.pool)) {
      console.log(`  ${t.table.padEnd(22)} ${String(t.rows).padStart(10)} rows ${mb(t.totalBytes).padStart(9)} (indexes ${mb(t.indexBytes)})`);
    }
    const capture = new SqlCapture();
    capture.install();
    web = await webBuild();
    const config = loadConfig(
      {
        DATA_DIR: appDir,
        DATABASE_URL: database.url,
        WORKER: 'off',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_VERIFY_PER_MINUTE: '100000000',
      },
      'bench',
    );
    started = await startApplication(config, pino({ level: 'silent' }) as FastifyBaseLogger, { work: false, webDist: web.dist });
    const { app, runtime } = started;
    // `--routes verif` measures only the routes whose "group: name" contains that text.
    const only = option('routes', 'BENCH_SCALE_ROUTES', '') ?? '';
    const routes = measuredRoutes(await loadFixtures(runtime.ctx, sizes)).filter((r) => `${r.group}: ${r.name}`.includes(only));
    console.log(`\n  ${concurrency} clients at once through app.inject, ${seconds} s or 2000 requests a route:`);
    const rows: Row[] = [];
    let n = 0;
    for (const route of routes) {
      // The SQL of two requests (the first may fill a cache the second reads), explained; then warm-up and load.
      const statements = await capture.record(async () => {
        await app.inject(route.request(n++));
        await app.inject(route.request(n++));
      });
      const seqScans = await seqScansOf(inspect.pool, statements);
      for (let w = 0; w < 10; w++) await app.inject(route.request(n++));
      const latency = await measureLatency(app, route.request, { concurrency, seconds, maxRequests: 2000, first: n });
      n += latency.requests + concurrency;
      rows.push({ group: route.group, name: route.name, latency, seqScans });
      const scans = seqScans.length === 0 ? '—' : [...new Set(seqScans.map((s) => s.table))].join(', ');
      console.log(
        `  ${`${route.group}: ${route.name}`.padEnd(64)} p50 ${ms(latency.p50).padStart(6)} ms  p99 ${ms(latency.p99).padStart(6)} ms  ${String(latency.requests).padStart(5)} req  seq scans: ${scans}  (${latency.statuses})`,
      );
    }
    printSeqScans(rows);
  } finally {
    if (started) {
      await started.app.close();
      await started.runtime.close();
    }
    await web?.remove();
    await inspect.pool.end();
    await database.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
  }
}

function printSeqScans(rows: Row[]): void {
  const all = rows.flatMap((r) => r.seqScans.map((s) => ({ route: `${r.group}: ${r.name}`, ...s })));
  console.log(`\n  sequential scans of big tables on these routes: ${all.length === 0 ? 'none' : all.length}`);
  for (const s of all) console.log(`    ${s.route} — ${s.table} (~${s.rows} rows): ${s.statement}`);
}
