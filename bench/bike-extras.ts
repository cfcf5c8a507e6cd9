import autocannon from 'autocannon';
import { demoOwnerHeaders, startServer } from './server.js';

const SECONDS = 8;

/**
 * A bike's extras (issue #29 item 1): the owner's bike list and one bike, each presented with its
 * photos, tags, open theft, reward history and pending transfer, which their owners' modules answer
 * (bikes/bike-extras.ts) beside the bikes' own ownership history. One request at a time, so the
 * figure is the latency of the answer and its queries; BENCH_ROOT measures another checkout (before).
 */
export async function reportBikeExtras(): Promise<void> {
  const port = 3494;
  const server = await startServer(port);
  const url = `http://127.0.0.1:${port}`;
  try {
    const headers = await demoOwnerHeaders(url);
    const list = ((await (await fetch(`${url}/api/bikes/my-bikes`, { headers })).json()) as { bikes?: { id: string }[] }).bikes ?? [];
    const first = list[0];
    if (!first) throw new Error('the demo owner has no bike to measure');
    console.log(`\nbike extras (${SECONDS} s each, 1 connection, on this machine; the demo owner's ${list.length} bikes)`);
    for (const [title, path] of [
      ['GET /api/bikes/my-bikes', '/api/bikes/my-bikes'],
      ['GET /api/bikes/:id', `/api/bikes/${first.id}`],
    ] as const) {
      const r = await autocannon({ url: `${url}${path}`, headers, connections: 1, duration: SECONDS });
      console.log(
        `  ${title.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s   mean ${r.latency.mean.toFixed(2)} ms   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
}
