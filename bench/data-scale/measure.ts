import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Latency {
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx (a 404 for a UID not in the inventory is not one: the tag info answers 200 for those too). */
  non2xx: number;
  statuses: string;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/**
 * `concurrency` clients each sending the next request as soon as the last one is answered (through
 * `app.inject`: the whole Fastify path — hooks, validation, handlers, serialisation — without the
 * sockets), until `maxRequests` or `seconds` are reached; latencies measured to the microsecond.
 */
export async function measureLatency(
  app: FastifyInstance,
  request: (i: number) => InjectOptions,
  opts: { concurrency: number; seconds: number; maxRequests: number; first: number },
): Promise<Latency> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = opts.first;
  const last = opts.first + opts.maxRequests;
  const deadline = performance.now() + opts.seconds * 1000;
  const client = async () => {
    while (next < last && performance.now() < deadline) {
      const options = request(next++);
      const started = performance.now();
      const res = await app.inject(options);
      latencies.push(performance.now() - started);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    non2xx: [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0),
    statuses: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(' '),
  };
}

/** Milliseconds as the table shows them: two decimals below 10 ms, one below 100, none above. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}
