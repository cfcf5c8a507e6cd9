import { configOrExit, createLogger, startRuntime } from './bootstrap.ts';
import { assertPortFree, PortInUseError } from './db/embedded.ts';
import { type MetricsServer, startMetricsServer } from './lib/metrics-server.ts';

/** Of the stop's deadline, what is kept for the pool after the jobs. */
const STOP_MARGIN_MS = 3000;

/**
 * A separate job worker (`npm run worker`) for production: API processes run
 * with WORKER=off and this process sends mail and does housekeeping. Its metrics
 * are on its own METRICS_PORT; SIGTERM lets the running jobs finish (or fails
 * them for a retry) within SHUTDOWN_TIMEOUT_SECONDS (decision 045).
 */
async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  if (!config.database.url) {
    console.error('The worker needs DATABASE_URL: with the embedded database the server runs the jobs itself (WORKER=inline).');
    process.exit(1);
  }
  const { metrics } = config;
  let metricsServer: MetricsServer | null = null;
  try {
    if (metrics.port !== undefined) await assertPortFree(metrics.port, 'METRICS_PORT');
  } catch (err) {
    console.error(err instanceof PortInUseError ? err.message : err);
    process.exit(1);
  }
  const runtime = await startRuntime(config, log, { work: true });
  if (metrics.port !== undefined) {
    metricsServer = await startMetricsServer(runtime.ctx.metrics, { host: metrics.host, port: metrics.port, token: metrics.token });
  }
  runtime.ctx.lifecycle.apply('serving');
  log.info('worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.ctx.lifecycle.apply('signal');
    const { timeoutSeconds } = config.shutdown;
    setTimeout(() => {
      log.error(`the worker did not stop within SHUTDOWN_TIMEOUT_SECONDS (${timeoutSeconds} s): exiting now`);
      process.exit(1);
    }, timeoutSeconds * 1000);
    log.info(`${signal} received: the worker takes no more jobs and lets the running ones finish`);
    await runtime.close({ jobsTimeoutMs: Math.max(1000, timeoutSeconds * 1000 - STOP_MARGIN_MS) });
    await metricsServer?.close();
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
