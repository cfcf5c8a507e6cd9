import { generateSunQuery } from '../apps/api/src/modules/tags/sun/generate.js';
import { batchKeys } from '../apps/api/src/modules/tags/sun/keys.js';
import { CONNECTIONS, line, measureHelloWorld, postJson, ratio, SECONDS, verifyBody } from './load.js';
import { startServer } from './server.js';

/** The bench server's master key, so that the bench can make genuine taps of the demo secure tag. */
const SUN_MASTER_KEY = '6b1d2e3f405162738495a6b7c8d9eafb';
const DEMO_SECURE_TAG = Buffer.from('04524954524F56', 'hex');

/**
 * POST /api/tags/verify (cached view + group-committed scan row, durable before
 * the answer) against a bare Fastify hello-world, both started here, one after
 * the other, on this machine. Prints requests/s, p50/p99 and the ratio.
 */
export async function reportVerify(): Promise<void> {
  const base = await measureHelloWorld();

  const port = 3392;
  const server = await startServer(port, { RATE_LIMIT_VERIFY_PER_MINUTE: '100000000', SUN_MASTER_KEY });
  try {
    const url = `http://127.0.0.1:${port}/api/tags/verify`;
    const body = verifyBody('04D3E0A1B2C301');
    await postJson(url, body); // warm-up: JIT, cache, pool
    const verify = await postJson(url, body);
    const scans = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
    console.log(`\nverify hot path (${CONNECTIONS} connections, ${SECONDS} s each, this machine)`);
    console.log(line('hello-world', base));
    console.log(line('POST /api/tags/verify', verify));
    console.log(`  ratio verify / hello-world: ${ratio(verify, base).toFixed(2)} (target ≥ 0.40; health after load: ${scans})`);

    // A secure tag: every request a fresh genuine tap of the one demo NTAG 424 (the worst case: one
    // counter row for everybody), and the same link sent again and again (all replays).
    const keys = batchKeys(Buffer.from(SUN_MASTER_KEY, 'hex'), 1);
    let counter = 0;
    const tap = () => JSON.stringify({ sun: generateSunQuery({ uid: DEMO_SECURE_TAG, counter: ++counter, keys }) });
    await postJson(url, tap); // warm-up
    const fresh = await postJson(url, tap);
    const replayed = await postJson(url, tap());
    console.log(line('SUN, fresh taps', fresh));
    console.log(line('SUN, one replayed', replayed));
  } finally {
    await server.stop();
  }
}
