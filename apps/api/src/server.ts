import path from 'node:path';
import { type Application, configOrExit, createLogger, type Runtime, repoRoot, startApplication } from './bootstrap.ts';
import { assertPortFree, PortInUseError } from './db/embedded.ts';
import { type MetricsServer, startMetricsServer } from './lib/metrics-server.ts';
import { claimPidFile } from './lib/pid-file.ts';
import { DEMO_ADMIN_TOTP_SECRET, type DemoAccount, demoTags } from './modules/demo/demo.seed.ts';

/** Of the stop's deadline, what is kept for the pool and the embedded PostgreSQL after the jobs. */
const STOP_MARGIN_MS = 3000;

/**
 * Process entry of the server: database (embedded by default), migrations, demo
 * accounts, the API and the built web app on one port, metrics on METRICS_PORT,
 * and an orderly stop that drains first (decision 045).
 */
async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  let runtime: Runtime | null = null;
  let pidFile: { release(): void } | null = null;
  let metricsServer: MetricsServer | null = null;
  let app: Application['app'] | null = null;

  const fail = async (err: unknown) => {
    const message = err instanceof PortInUseError || (err instanceof Error && err.message.startsWith('Another Ritrova')) ? err.message : null;
    if (message) console.error(message);
    else log.fatal({ err }, 'the server could not start');
    await metricsServer?.close();
    // NOTE: the app first: its cache's listening connection would hold the pool's end for ever.
    await app?.close().catch(() => {});
    await runtime?.close().catch(() => {});
    pidFile?.release();
    process.exit(1);
  };

  try {
    if (!config.database.url) pidFile = claimPidFile(config.dataDir);
    await assertPortFree(config.port, 'PORT');
    if (config.metrics.port !== undefined) await assertPortFree(config.metrics.port, 'METRICS_PORT');
    const started = await startApplication(config, log, { work: config.worker === 'inline', webDist: path.join(repoRoot, 'apps/web/dist') });
    const { demo } = started;
    app = started.app;
    runtime = started.runtime;
    await app.listen({ port: config.port, host: config.host });
    const { metrics } = config;
    if (metrics.port !== undefined) {
      metricsServer = await startMetricsServer(runtime.ctx.metrics, { host: metrics.host, port: metrics.port, token: metrics.token });
    }
    printBanner(config.publicUrl, config.database.url ? 'external PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`, demo);

    let stoppingSince = 0;
    /**
     * SIGTERM or SIGINT: readiness fails at once; everything is served as before for
     * SHUTDOWN_DRAIN_SECONDS, while the balancer notices and takes this process out; then the
     * listener closes, answers carry Connection: close, requests in flight finish, and jobs, the
     * pool and PostgreSQL stop. SHUTDOWN_TIMEOUT_SECONDS after the signal the process ends anyway.
     */
    const stop = async (signal: string) => {
      if (stoppingSince > 0) {
        // NOTE: one Ctrl-C can arrive twice (from the terminal and relayed by npm);
        // only a later one means "stop waiting".
        if (Date.now() - stoppingSince > 2000) {
          console.error('Forced exit.');
          process.exit(1);
        }
        return;
      }
      stoppingSince = Date.now();
      const { drainSeconds, timeoutSeconds } = config.shutdown;
      const deadline = stoppingSince + timeoutSeconds * 1000;
      setTimeout(() => {
        console.error(`Ritrova did not stop within SHUTDOWN_TIMEOUT_SECONDS (${timeoutSeconds} s): exiting now.`);
        pidFile?.release();
        process.exit(1);
      }, timeoutSeconds * 1000);
      const lifecycle = runtime?.ctx.lifecycle;
      lifecycle?.apply('signal');
      if (drainSeconds > 0) {
        console.log(`\n${signal} received: readiness fails; serving ${drainSeconds} s more while the balancer takes this process out…`);
        await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
        console.log('Stopping Ritrova…');
      } else console.log(`\n${signal} received: stopping Ritrova…`);
      lifecycle?.apply('drained');
      await app?.close().catch((err) => log.error({ err }, 'closing the HTTP server failed'));
      lifecycle?.apply('closed');
      await runtime?.close({ jobsTimeoutMs: Math.max(1000, deadline - Date.now() - STOP_MARGIN_MS) });
      await metricsServer?.close();
      pidFile?.release();
      console.log('Ritrova stopped.');
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (err) {
    await fail(err);
  }
}

function printBanner(url: string, database: string, demo: DemoAccount[]) {
  const lines = [`Ritrova is running at ${url}`, `  API reference: ${url}/api/docs`, `  Database: ${database}`];
  if (demo.length > 0) {
    lines.push('  Demo accounts:');
    for (const a of demo) lines.push(`    ${a.label.padEnd(7)} ${a.email.padEnd(26)} ${a.password}`);
    if (demo.some((a) => a.role === 'admin')) {
      lines.push(`    (admin two-factor key ${DEMO_ADMIN_TOTP_SECRET}: add it to an authenticator app, or run \`npm run demo:code\`)`);
    }
    lines.push('  Demo tags:');
    lines.push(`    in inventory      ${demoTags.unassigned.join(' ')}`);
    lines.push(`    on a bike         ${demoTags.onBike.uid} (${demoTags.onBike.bike})`);
    lines.push(`    on a stolen bike  ${demoTags.onStolenBike.uid} (${demoTags.onStolenBike.bike}) → ${url}/nfc/verifica?uid=${demoTags.onStolenBike.uid}`);
    lines.push(`    secure (NTAG 424) ${demoTags.secure.uid} (${demoTags.secure.bike}) → a fresh tap: npm run tags:sun-url -- ${demoTags.secure.uid}`);
  }
  lines.push('Press Ctrl-C to stop.');
  console.log(`\n${lines.join('\n')}\n`);
}

void main();
