import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateSunQuery } from '../apps/api/src/modules/tags/sun/generate.js';
import { batchKeys } from '../apps/api/src/modules/tags/sun/keys.js';
import { root, startServer, waitFor } from './server.js';

/** The bench server's master key, so that the bench can make genuine taps of the demo secure tag. */
const SUN_MASTER_KEY = '6b1d2e3f405162738495a6b7c8d9eafb';
const DEMO_SECURE_TAG = Buffer.from('04524954524F56', 'hex');

/** Many phones at once: batches of scan rows grow with concurrency (group commit). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = 10;

async function load(url: string, body: string | (() => string)) {
  const headers = { 'content-type': 'application/json' };
  const r = await autocannon({
    url,
    method: 'POST',
    headers,
    ...(typeof body === 'string' ? { body } : { requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body() }) }] }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/**
 * POST /api/tags/verify (cached view + group-committed scan row, durable before
 * the answer) against a bare Fastify hello-world, both started here, one after
 * the other, on this machine. Prints requests/s, p50/p99 and the ratio.
 */
export async function reportVerify(): Promise<void> {
  const helloPort = 3390;
  const hello = spawn(process.execPath, [path.join(root, 'bench/hello.mjs'), String(helloPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await waitFor(hello, 'ready');
  const base = await load(`http://127.0.0.1:${helloPort}/hello`, '{}');
  hello.kill();

  const port = 3392;
  const server = await startServer(port, { RATE_LIMIT_VERIFY_PER_MINUTE: '100000000', SUN_MASTER_KEY });
  try {
    const url = `http://127.0.0.1:${port}/api/tags/verify`;
    const body = JSON.stringify({
      uid: '04D3E0A1B2C301',
      deviceInfo: { deviceType: 'mobile', browser: 'bench', platform: 'Linux', language: 'it-IT', timeZone: 'Europe/Rome' },
      location: { latitude: 45.4642, longitude: 9.19, accuracy: 20 },
    });
    await load(url, body); // warm-up: JIT, cache, pool
    const verify = await load(url, body);
    const scans = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
    console.log(`\nverify hot path (${CONNECTIONS} connections, ${SECONDS} s each, this machine)`);
    console.log(`  hello-world      ${base.rps.toFixed(0).padStart(7)} req/s   p50 ${base.p50} ms   p99 ${base.p99} ms`);
    console.log(
      `  POST /api/tags/verify ${verify.rps.toFixed(0).padStart(7)} req/s   p50 ${verify.p50} ms   p99 ${verify.p99} ms   non-2xx ${verify.non2xx}   errors ${verify.errors}`,
    );
    console.log(`  ratio verify / hello-world: ${(verify.rps / base.rps).toFixed(2)} (target ≥ 0.40; health after load: ${scans})`);

    // A secure tag: every request a fresh genuine tap of the one demo NTAG 424 (the worst case: one
    // counter row for everybody), and the same link sent again and again (all replays).
    const keys = batchKeys(Buffer.from(SUN_MASTER_KEY, 'hex'), 1);
    let counter = 0;
    const tap = () => JSON.stringify({ sun: generateSunQuery({ uid: DEMO_SECURE_TAG, counter: ++counter, keys }) });
    await load(url, tap); // warm-up
    const fresh = await load(url, tap);
    const replayed = await load(url, tap());
    console.log(
      `  SUN, fresh taps    ${fresh.rps.toFixed(0).padStart(7)} req/s   p50 ${fresh.p50} ms   p99 ${fresh.p99} ms   non-2xx ${fresh.non2xx}   errors ${fresh.errors}`,
    );
    console.log(
      `  SUN, one replayed  ${replayed.rps.toFixed(0).padStart(7)} req/s   p50 ${replayed.p50} ms   p99 ${replayed.p99} ms   non-2xx ${replayed.non2xx}   errors ${replayed.errors}`,
    );
  } finally {
    await server.stop();
  }
}
