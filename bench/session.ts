import autocannon from 'autocannon';
import { demoOwnerHeaders, startServer } from './server.js';

const CONNECTIONS = 10;
const SECONDS = 10;

async function load(title: string, opts: autocannon.Options): Promise<void> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  // NOTE: autocannon's latencies are whole milliseconds; the mean shows what a few tens of microseconds change.
  console.log(
    `  ${title.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   mean ${r.latency.mean.toFixed(2)} ms   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
}

/**
 * The cost of authenticating a request (issue #24, decision 043): `GET /api/users/me` is little
 * more than the check every signed-in request pays (verify the JWT, load the account and see that
 * its session is still alive), next to `GET /api/health` (no authentication, no query) on the
 * same server. Run it on another checkout with BENCH_ROOT to compare before and after.
 */
export async function reportSession(): Promise<void> {
  const port = 3490;
  const server = await startServer(port);
  const url = `http://127.0.0.1:${port}`;
  try {
    const me = { url: `${url}/api/users/me`, headers: await demoOwnerHeaders(url) };
    console.log(`\nsession check (${SECONDS} s each, on this machine)`);
    await load(`GET /api/health, ${CONNECTIONS} connections`, { url: `${url}/api/health` });
    await load(`GET /api/users/me, ${CONNECTIONS} connections`, me);
    // One request at a time: the latency of the check itself, without queueing behind others.
    await load('GET /api/users/me, 1 connection', { ...me, connections: 1 });
  } finally {
    await server.stop();
  }
}
