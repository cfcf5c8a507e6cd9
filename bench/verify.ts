import autocannon from 'autocannon';
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

    await reportPoisonedMix(url);
  } finally {
    await server.stop();
  }
}

/**
 * Issue #17: one client's bad request must not fail another's. Every fifth request carries a
 * string PostgreSQL cannot store (a NUL, a lone surrogate) in its device info; the others are
 * ordinary verifications of the demo tags. Prints the throughput and, apart, what each kind got:
 * the legitimate ones must see no 5xx at all (goal 0), the poisoned ones a 400.
 */
async function reportPoisonedMix(url: string): Promise<void> {
  const poisons = ['{"uid":"04A1B2C3D4E504","deviceInfo":{"browser":"\\u0000"}}', '{"uid":"04A1B2C3D4E504","deviceInfo":{"browser":"\\ud800"}}'];
  const legitimate = [verifyBody('04D3E0A1B2C301'), verifyBody('04FFFFFFFFFF01'), verifyBody('04D3E0A1B2C302')];
  const statuses = { legitimate: new Map<number, number>(), poisoned: new Map<number, number>() };
  let n = 0;
  const headers = { 'content-type': 'application/json' };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (req, context) => {
          n += 1;
          const poisoned = n % 5 === 0;
          (context as { poisoned?: boolean }).poisoned = poisoned;
          return { ...req, body: poisoned ? (poisons[n % 2] as string) : (legitimate[n % 3] as string) };
        },
        onResponse: (status, _body, context) => {
          const kind = (context as { poisoned?: boolean }).poisoned ? statuses.poisoned : statuses.legitimate;
          kind.set(status, (kind.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const count = (m: Map<number, number>, test: (s: number) => boolean) => [...m].filter(([s]) => test(s)).reduce((sum, [, c]) => sum + c, 0);
  const describe = (m: Map<number, number>) =>
    [...m]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(', ');
  const legit5xx = count(statuses.legitimate, (s) => s >= 500);
  console.log(
    `  mixed, 20% poisoned (NUL / lone surrogate)  ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}`,
  );
  console.log(`    legitimate: ${describe(statuses.legitimate)} — 5xx ${legit5xx} (goal 0${legit5xx === 0 ? ' ✓' : ' ✗'})`);
  console.log(`    poisoned:   ${describe(statuses.poisoned)}`);
}
