import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../src/lib/metrics-server.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { newTagUid } from './helpers/factories.ts';
import { freePort } from './helpers/ports.ts';

/**
 * Issue #25 (item 6): Prometheus metrics, never public by default. With METRICS_TOKEN, `GET /metrics`
 * on the main port answers the bearer of that token (anyone else gets the 404 of an unknown path);
 * METRICS_PORT is a listener of its own (server.ts, worker.ts; started here as they start it).
 */
const TOKEN = 'a-metrics-token-that-is-long-enough-to-guess-never';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

const scrape = (app: TestApp, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series, by its name and labels as written in the exposition. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the main port', () => {
  it('lists every family after a few requests: HTTP by route pattern, hot path, pool, jobs, images, process', async () => {
    // A UID not in the inventory: its view is cached like any other, and no insert of the test drops it.
    const uid = newTagUid();
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid } })).statusCode).toBe(200);
    }
    // An unknown path that carries something private: only `(unmatched)` may reach the metrics.
    const secretPath = `/api/nowhere/${newTagUid()}?token=s3cr3t-value`;
    expect((await t.app.inject({ method: 'GET', url: secretPath })).statusCode).toBe(404);

    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;

    const families = [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(families).toEqual(
      expect.arrayContaining([
        'ritrova_http_request_duration_seconds histogram',
        'ritrova_scan_writer_queue_depth gauge',
        'ritrova_scan_writer_queue_limit gauge',
        'ritrova_scan_writer_batch_size histogram',
        'ritrova_scan_writer_refused_total counter',
        'ritrova_tag_view_cache_requests_total counter',
        'ritrova_tag_view_cache_entries gauge',
        'ritrova_db_pool_connections gauge',
        'ritrova_db_pool_idle_connections gauge',
        'ritrova_db_pool_waiting_clients gauge',
        'ritrova_db_pool_max_connections gauge',
        'ritrova_job_queue_depth gauge',
        'ritrova_job_failures_total counter',
        'ritrova_payouts_overdue gauge',
        'ritrova_image_pool_running gauge',
        'ritrova_image_pool_waiting gauge',
        'ritrova_image_pool_concurrency gauge',
        'ritrova_build_info gauge',
        'process_start_time_seconds gauge',
        'process_resident_memory_bytes gauge',
        'nodejs_eventloop_lag_seconds gauge',
        'nodejs_heap_size_used_bytes gauge',
      ]),
    );

    // Three verifications of one tag: one request per series, by route pattern, method and status class.
    expect(sample(body, 'ritrova_http_request_duration_seconds_count{method="POST",route="/api/tags/verify",status_class="2xx"}')).toBe(3);
    expect(sample(body, 'ritrova_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}')).toBe(1);
    expect(body).not.toContain('/api/nowhere');
    expect(body).not.toContain('s3cr3t-value');
    // Three lookups of one view: the first a miss, the later ones hits (a change notified meanwhile
    // anywhere in the database would make one more miss); three rows were written.
    const misses = sample(body, 'ritrova_tag_view_cache_requests_total{result="miss"}') ?? 0;
    const hits = sample(body, 'ritrova_tag_view_cache_requests_total{result="hit"}') ?? 0;
    expect(misses + hits).toBe(3);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'ritrova_scan_writer_batch_size_sum')).toBe(3);
    expect(sample(body, 'ritrova_scan_writer_queue_depth')).toBe(0);
    expect(sample(body, 'ritrova_scan_writer_queue_limit')).toBe(20_000);
    expect(sample(body, 'ritrova_db_pool_max_connections')).toBe(5);
    expect(sample(body, 'ritrova_image_pool_concurrency')).toBe(2);
    expect(body).toContain(`ritrova_build_info{version="1.2.3-test",node="${process.version}"} 1`);
    expect(sample(body, 'ritrova_payouts_overdue')).toBe(0);
    expect(body).toMatch(/^ritrova_job_queue_depth\{queue="mail-send",state="created"\} \d+$/m);
  });

  it('exposes every metric the alerting rules of deploy/prometheus/alerts.yml name', async () => {
    const rules = await fs.readFile(path.resolve(import.meta.dirname, '../../../deploy/prometheus/alerts.yml'), 'utf8');
    const named = new Set([...rules.matchAll(/\b((?:ritrova|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1] as string));
    expect(named.size).toBeGreaterThan(5);
    const body = (await scrape(t)).body;
    // Every family declared (a counter without a series yet too), with a histogram's series names.
    const exposed = new Set(
      [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? ['_bucket', '_count', '_sum'].map((s) => `${name}${s}`) : [name as string],
      ),
    );
    expect([...named].filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('counts a job that fails, by queue', async () => {
    await t.ctx.jobs.register(
      'metrics-test-failing',
      async () => {
        throw new Error('this job always fails');
      },
      { retryLimit: 0 },
    );
    await t.ctx.jobs.send('metrics-test-failing', {});
    const series = 'ritrova_job_failures_total{queue="metrics-test-failing"}';
    const deadline = Date.now() + 15_000;
    let failures: number | undefined;
    while (Date.now() < deadline) {
      failures = sample((await scrape(t)).body, series);
      if (failures === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(failures).toBe(1);
  });

  it('answers 404, as an unknown API route does, without the token or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const res = await scrape(t, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect(res.body).not.toContain('ritrova_');
    }
  });

  it('answers 404 to everyone when no METRICS_TOKEN is configured; each app has its own registry', async () => {
    const other = await setupTestApp();
    try {
      const res = await scrape(other);
      expect(res.statusCode).toBe(404);
      // Two apps in one process: each counts its own requests (no global registry).
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const body = await other.ctx.metrics.registry.metrics();
      expect(sample(body, 'ritrova_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_class="2xx"}')).toBe(1);
      expect(sample(body, 'ritrova_http_request_duration_seconds_count{method="POST",route="/api/tags/verify",status_class="2xx"}')).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('answers GET /metrics on its port, 404 elsewhere, and stops', async () => {
    const port = await freePort();
    const server = await startMetricsServer(t.ctx.metrics, { host: '127.0.0.1', port, token: undefined });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const body = await res.text();
      expect(body).toContain('# TYPE ritrova_http_request_duration_seconds histogram');
      expect(body).toContain('# TYPE process_start_time_seconds gauge');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('asks for the token too when METRICS_TOKEN is set (a listener opened beyond 127.0.0.1)', async () => {
    const port = await freePort();
    const server = await startMetricsServer(t.ctx.metrics, { host: '127.0.0.1', port, token: TOKEN });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
