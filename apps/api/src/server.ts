import path from 'node:path';
import { configOrExit, createLogger, type Runtime, repoRoot, startApplication } from './bootstrap.ts';
import { assertPortFree, PortInUseError } from './db/embedded.ts';
import { claimPidFile } from './lib/pid-file.ts';
import { DEMO_ADMIN_TOTP_SECRET, type DemoAccount, demoTags } from './modules/demo/demo.seed.ts';

/**
 * Process entry of the server: database (embedded by default), migrations, demo
 * accounts, the API and the built web app on one port, and an orderly stop.
 */
async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  let runtime: Runtime | null = null;
  let pidFile: { release(): void } | null = null;

  const fail = async (err: unknown) => {
    const message = err instanceof PortInUseError || (err instanceof Error && err.message.startsWith('Another Ritrova')) ? err.message : null;
    if (message) console.error(message);
    else log.fatal({ err }, 'the server could not start');
    await runtime?.close().catch(() => {});
    pidFile?.release();
    process.exit(1);
  };

  try {
    if (!config.database.url) pidFile = claimPidFile(config.dataDir);
    await assertPortFree(config.port, 'PORT');
    const started = await startApplication(config, log, { work: config.worker === 'inline', webDist: path.join(repoRoot, 'apps/web/dist') });
    const { app, demo } = started;
    runtime = started.runtime;
    await app.listen({ port: config.port, host: config.host });
    printBanner(config.publicUrl, config.database.url ? 'external PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`, demo);

    let stoppingSince = 0;
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
      console.log(`\n${signal} received: stopping Ritrova…`);
      await app.close().catch((err) => log.error({ err }, 'closing the HTTP server failed'));
      await runtime?.close();
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
