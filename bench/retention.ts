import os from 'node:os';
import { retentionPolicy } from '@ritrova/shared';
import autocannon from 'autocannon';
import { createDatabase, type Db } from '../apps/api/src/db/database.js';
import { embeddedUrl } from '../apps/api/src/db/embedded.js';
import { RETENTION_BATCH } from '../apps/api/src/modules/privacy/retention.service.js';
import { periodCutoff } from '../apps/api/src/modules/privacy/retention-period.js';
import { reduceAnonymousScans } from '../apps/api/src/modules/verification/scan-retention.js';
import { CONNECTIONS, SECONDS, verifyBody } from './load.js';
import { startServer } from './server.js';

/** Anonymous scans older than the `anonymous_scans` period: what the retention job finds to reduce. */
const SCANS = Number(process.env.BENCH_RETENTION_SCANS ?? 1_000_000);
const PORT = 3402;

interface Latency {
  rps: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The verify load (autocannon percentiles: it has no p95, so p90 and p97.5 stand beside it). */
async function verifyLoad(url: string): Promise<Latency> {
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: verifyBody('04D3E0A1B2C301'),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p97_5: r.latency.p97_5, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const show = (title: string, r: Latency) =>
  `  ${title.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p90 ${r.p90} ms   p97.5 ${r.p97_5} ms   p99 ${r.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

/** SCANS anonymous scans of unknown tags, 31 days to a year old, each with an exact point, its accuracy and a device: in SQL, 250,000 a statement. */
async function seedScans(db: Db): Promise<void> {
  const { sql } = await import('kysely');
  for (let from = 0; from < SCANS; from += 250_000) {
    const to = Math.min(SCANS, from + 250_000);
    await sql`
      INSERT INTO scans (uid, result, latitude, longitude, accuracy, device_info, scanned_at)
      SELECT upper(lpad(to_hex(i), 14, '0')), 'unregistered', 45 + random(), 9 + random(), 20,
             '{"deviceType":"phone","language":"it"}'::jsonb, now() - interval '31 days' - (i % 334) * interval '1 day' - (i % 86400) * interval '1 second'
      FROM generate_series(${from + 1}::int, ${to}::int) i`.execute(db);
  }
  // Settled as a database some days after such a fill would be: visibility map set, statistics current, dirty pages written.
  await sql`VACUUM (ANALYZE) scans`.execute(db);
  await sql`CHECKPOINT`.execute(db);
}

/**
 * Issue #26 item 2 (decision 049): does the retention job hold the verification hot path? The real
 * server (embedded PostgreSQL) gets a million anonymous scans older than 30 days; `POST /api/tags/verify`
 * is loaded before, while the `anonymous_scans` step reduces them (batches of RETENTION_BATCH rows, one
 * statement each, as the job runs them, here back to back), and after. Prints verify's rate and
 * percentiles, and the retention's rows/s alone and under the load. About 2–3 minutes on 2 cores
 * (`BENCH_RETENTION_SCANS` for another count); alone: `npx tsx bench/run-all.ts retention`.
 */
export async function reportRetention(): Promise<void> {
  const server = await startServer(PORT, { RATE_LIMIT_VERIFY_PER_MINUTE: '100000000' });
  const { db } = createDatabase(embeddedUrl(PORT + 1), 2);
  try {
    const url = `http://127.0.0.1:${PORT}/api/tags/verify`;
    const seeding = performance.now();
    await seedScans(db);
    console.log(`\nretention job vs verify (${SCANS.toLocaleString('en')} anonymous scans older than 30 days, ${CONNECTIONS} connections, ${SECONDS} s each)`);
    console.log(
      `  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load average ${os.loadavg()[0]?.toFixed(1)} (other work on this machine shows in every figure)`,
    );

    await verifyLoad(url); // warm-up: JIT, cache, pool
    const before = await verifyLoad(url);
    console.log(show('verify, before', before));

    const rule = retentionPolicy.find((r) => r.id === 'anonymous_scans');
    if (!rule) throw new Error('no anonymous_scans rule');
    const cutoff = periodCutoff(rule.keep, new Date());
    let reduced = 0;
    let loadStarted = 0;
    let loadEnded = 0;
    let reducedAtLoadStart = 0;
    let reducedAtLoadEnd = 0;
    let done = false;
    const started = performance.now();
    const retention = (async () => {
      for (;;) {
        const changed = await reduceAnonymousScans(db, cutoff, RETENTION_BATCH);
        reduced += changed;
        if (changed < RETENTION_BATCH) break;
      }
      done = true;
    })();
    // Two seconds of the job alone, then the load beside it.
    await new Promise((r) => setTimeout(r, 2000));
    const aloneRate = reduced / ((performance.now() - started) / 1000);
    reducedAtLoadStart = reduced;
    loadStarted = performance.now();
    const during = await verifyLoad(url);
    loadEnded = performance.now();
    reducedAtLoadEnd = reduced;
    const finishedDuringLoad = done;
    await retention;
    const total = (performance.now() - started) / 1000;
    console.log(show('verify, during the retention job', during));
    console.log(
      `  retention: ${reduced.toLocaleString('en')} scans reduced in ${total.toFixed(1)} s (${(reduced / total).toFixed(0)} rows/s overall; ` +
        `${aloneRate.toFixed(0)} rows/s alone; ${((reducedAtLoadEnd - reducedAtLoadStart) / ((loadEnded - loadStarted) / 1000)).toFixed(0)} rows/s under the verify load` +
        `${finishedDuringLoad ? ' — it finished before the load did' : ''})`,
    );

    const after = await verifyLoad(url);
    console.log(show('verify, after (scans reduced)', after));
  } finally {
    await db.destroy();
    await server.stop();
  }
}
