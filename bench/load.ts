import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitFor } from './server.js';

/** Many phones at once: batches of scan rows grow with concurrency (group commit). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const SECONDS = 10;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Mean bytes on the wire per response (headers and body), from autocannon's throughput. */
  bytesPerResponse: number;
}

/** The body a phone sends when it opens a tag's page: the tag, the device, where it is. */
export function verifyBody(uid: string): string {
  return JSON.stringify({
    uid,
    deviceInfo: { deviceType: 'mobile', browser: 'bench', platform: 'Linux', language: 'it-IT', timeZone: 'Europe/Rome' },
    location: { latitude: 45.4642, longitude: 9.19, accuracy: 20 },
  });
}

/** One autocannon run with the bench's concurrency and duration (both may be overridden). */
export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerResponse: r.requests.average > 0 ? r.throughput.average / r.requests.average : 0,
  };
}

/** A JSON POST, with a fixed body or a fresh one for every request. */
export function postJson(url: string, body: string | (() => string), opts: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const headers = { 'content-type': 'application/json' };
  return load({
    url,
    method: 'POST',
    headers,
    ...(typeof body === 'string' ? { body } : { requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body() }) }] }),
    ...opts,
  });
}

/**
 * The ceiling every hot path is compared with: a bare Fastify hello-world (bench/hello.mjs),
 * started here and loaded like the paths it is compared with, so the ratio says how much of
 * this machine's HTTP capacity the real work leaves — a figure that travels between machines.
 */
export async function measureHelloWorld(port = 3390): Promise<LoadResult> {
  const hello = spawn(process.execPath, [path.join(import.meta.dirname, 'hello.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await waitFor(hello, 'ready');
    return await postJson(`http://127.0.0.1:${port}/hello`, '{}');
  } finally {
    hello.kill();
  }
}

/** requests/s of `r` as a share of hello-world's. */
export function ratio(r: LoadResult, base: LoadResult): number {
  return base.rps > 0 ? r.rps / base.rps : 0;
}

/** One printed line: requests/s, latency and failures. */
export function line(title: string, r: LoadResult): string {
  return `  ${title.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
}
