import { performance } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: the tag page and the verification answer in milliseconds; uploads and exports take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Rows per INSERT of the scan writer: 1 when idle, hundreds under load (its batch limit is 500). */
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500];

type HttpLabels = { method: string; route: string; status_class: string };
type Series<L extends string> = Iterable<readonly [Record<L, string>, number]>;

/**
 * One process's Prometheus metrics (prom-client, decision 045), in a registry of its own: the
 * tests build many apps in one process, and each counts only its own requests.
 *
 * The hot paths pay at most a counter increment or a histogram observation: the request
 * histogram's labels are built once per route, method and status class; queue depths, pool
 * sizes and cache counts are plain numbers their owners keep, read only when Prometheus scrapes.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #http: Histogram<'method' | 'route' | 'status_class'>;
  readonly #jobFailures: Counter<'queue'>;
  /** route pattern → method → labels by status class (1xx … 5xx): made once, observed forever. */
  readonly #httpLabels = new Map<string, Map<string, readonly HttpLabels[]>>();

  /** `processMetrics`: Node's own (memory, event-loop lag, GC, start time), only where something reads them. */
  constructor(options: { version: string; processMetrics: boolean }) {
    this.#http = new Histogram({
      name: 'ritrova_http_request_duration_seconds',
      help: 'Answered HTTP requests by route pattern ("(unmatched)" for none), method and status class: rate, errors and latency',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    this.#jobFailures = new Counter({
      name: 'ritrova_job_failures_total',
      help: 'Jobs whose handler failed in this process, by queue (each failure counts, retried or not)',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    new Gauge({
      name: 'ritrova_build_info',
      help: 'Always 1: the version running and the Node.js that runs it',
      labelNames: ['version', 'node'],
      registers: [this.registry],
    }).set({ version: options.version, node: process.version }, 1);
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request (`route` a pattern, never a URL). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.#httpLabels.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.#httpLabels.set(route, byMethod);
    }
    let byClass = byMethod.get(method);
    if (!byClass) {
      byClass = [1, 2, 3, 4, 5].map((c) => Object.freeze({ method, route, status_class: `${c}xx` }));
      byMethod.set(method, byClass);
    }
    const statusClass = Math.min(Math.max(Math.trunc(statusCode / 100), 1), 5);
    this.#http.observe(byClass[statusClass - 1] as HttpLabels, seconds);
  }

  /** A job of `queue` failed (its handler threw). */
  jobFailed(queue: string): void {
    this.#jobFailures.inc({ queue });
  }

  /** A histogram its owner observes (not per request: per batch, per job). */
  histogram(name: string, help: string, buckets: number[] = BATCH_BUCKETS): Histogram {
    this.registry.removeSingleMetric(name);
    return new Histogram({ name, help, buckets, registers: [this.registry] });
  }

  /**
   * A gauge read at each scrape. A read that fails leaves the gauge without a value for that scrape
   * (an absent series, not a wrong zero). Declaring a name again replaces it (an app built again).
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    this.labelledGauge(name, help, [], async () => [[{}, await read()]]);
  }

  /** A gauge with labels, every series read at each scrape (series no longer read disappear). */
  labelledGauge<L extends string>(name: string, help: string, labelNames: L[], read: () => Series<L> | Promise<Series<L>>): void {
    this.registry.removeSingleMetric(name);
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const [labels, value] of await read()) this.set(labels as Partial<Record<L, string>>, value);
        } catch {
          // Nothing to show this time: the series stay absent (the alert rules treat that apart).
        }
      },
    });
  }

  /** A count its owner keeps as plain numbers (no call on the hot path), shown as a counter at each scrape. */
  labelledCounter<L extends string>(name: string, help: string, labelNames: L[], read: () => Series<L>): void {
    this.registry.removeSingleMetric(name);
    new Counter<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        // NOTE: the owner's number is the truth; the counter is set to it (reset, then one increment).
        this.reset();
        for (const [labels, value] of read()) this.inc(labels as Partial<Record<L, string>>, value);
      },
    });
  }

  /** The Prometheus text exposition of everything above. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * `read` at most once per `ttlMs`, never two reads at once, and given up after `timeoutMs`: a query
 * behind a gauge costs the database one round per interval however many scrapers ask, and a slow
 * database cannot hold a scrape (the gauge is then absent for that scrape).
 */
export function cachedRead<T>(read: () => Promise<T>, options: { ttlMs: number; timeoutMs: number }): () => Promise<T> {
  let kept: { value: T; at: number } | null = null;
  let reading: Promise<T> | null = null;
  return () => {
    if (kept && performance.now() - kept.at < options.ttlMs) return Promise.resolve(kept.value);
    reading ??= withTimeout(read(), options.timeoutMs)
      .then((value) => {
        kept = { value, at: performance.now() };
        return value;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
