import { configOrExit, createLogger, startRuntime } from './bootstrap.ts';

/**
 * A separate job worker (`npm run worker`) for production: API processes run
 * with WORKER=off and this process sends mail and does housekeeping.
 */
async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  if (!config.database.url) {
    console.error('The worker needs DATABASE_URL: with the embedded database the server runs the jobs itself (WORKER=inline).');
    process.exit(1);
  }
  const runtime = await startRuntime(config, log, { work: true });
  log.info('worker started');
  const stop = async () => {
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
