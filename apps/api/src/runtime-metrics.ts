import type { AppContext } from './context.ts';
import { cachedRead } from './lib/metrics.ts';
import { databaseReachable, jobQueueReachable } from './modules/health/health.service.ts';
import { overduePayoutCount } from './modules/rewards/payout.service.ts';

/** Gauges that query the database are read at most this often, whatever the scrape interval. */
const QUERY_EVERY_MS = 10_000;
const QUERY_TIMEOUT_MS = 2_000;

/**
 * The metrics every process shows, API or worker (decision 045): its connection pool, whether the
 * database and the job queue answer it and whether it is ready (readiness's answer); and, in a
 * process that works the job queues, the queues' depth and the payouts overdue (one process
 * kind asks, not every API replica; the worker's METRICS_PORT shows them).
 */
export function registerRuntimeMetrics(ctx: AppContext, options: { work: boolean }): void {
  const { metrics, pool } = ctx;
  metrics.gauge('ritrova_db_pool_connections', "Connections this process's pool holds open, busy and idle", () => pool.totalCount);
  metrics.gauge('ritrova_db_pool_idle_connections', 'Open connections of the pool waiting for a query', () => pool.idleCount);
  metrics.gauge('ritrova_db_pool_waiting_clients', 'Queries waiting for a connection: every one of the pool is busy', () => pool.waitingCount);
  metrics.gauge('ritrova_db_pool_max_connections', 'The most connections the pool opens (DATABASE_POOL_SIZE)', () => ctx.config.database.poolSize);

  // The round trips readiness makes, at most every 10 s however often Prometheus asks.
  const reachable = cachedRead(async () => Promise.all([databaseReachable(ctx), jobQueueReachable(ctx)]), {
    ttlMs: QUERY_EVERY_MS,
    timeoutMs: QUERY_TIMEOUT_MS + 1000,
  });
  metrics.labelledGauge(
    'ritrova_dependency_up',
    'Whether the database and the job queue answer this process (1) or not (0), as readiness asks',
    ['dependency'],
    async () => {
      const [db, jobs] = await reachable();
      return [
        [{ dependency: 'database' }, db ? 1 : 0],
        [{ dependency: 'job_queue' }, jobs ? 1 : 0],
      ] as const;
    },
  );
  metrics.gauge(
    'ritrova_ready',
    '1 while this process wants traffic: what GET /api/health/ready answers (0 from SIGTERM on, or a dependency down)',
    async () => {
      const [db, jobs] = await reachable();
      return ctx.lifecycle.ready && db && jobs ? 1 : 0;
    },
  );
  if (!options.work) return;

  const depths = cachedRead(() => ctx.jobs.queueDepths(), { ttlMs: QUERY_EVERY_MS, timeoutMs: QUERY_TIMEOUT_MS });
  metrics.labelledGauge(
    'ritrova_job_queue_depth',
    'Jobs by queue and state: created (waiting), retry (waiting after a failure), active (running); read every 10 s at most',
    ['queue', 'state'],
    async () => (await depths()).map((d) => [{ queue: d.queue, state: d.state }, d.jobs] as const),
  );
  metrics.gauge(
    'ritrova_payouts_overdue',
    'Payouts to Hunters still pending after their due day (7 Italian business days after the release), disputed ones apart',
    cachedRead(() => overduePayoutCount(ctx), { ttlMs: QUERY_EVERY_MS, timeoutMs: QUERY_TIMEOUT_MS }),
  );
}
