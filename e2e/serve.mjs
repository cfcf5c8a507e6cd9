#!/usr/bin/env node
// Serves the app for the end-to-end tests exactly as `npm start` does — production build of the
// web app, server on the embedded PostgreSQL — on a fresh DATA_DIR (e2e/.data) and its own ports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const dataDir = path.join(root, 'e2e/.data');

// A previous run killed hard may have left its PostgreSQL running on this folder.
const pidFile = path.join(dataDir, 'postgres/postmaster.pid');
if (fs.existsSync(pidFile)) {
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0], 10);
  try {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300; i++) {
      process.kill(pid, 0);
      spawnSync('sleep', ['0.1']);
    }
  } catch {
    // Gone.
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
fs.chmodSync(dataDir, 0o755);

const build = spawnSync('npm', ['run', 'build', '-w', '@ritrova/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Its own process group: the test runner's stop signal reaches it once, relayed below.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3199',
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54399',
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3199'}`,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    // Many sign-ins from one browser address in a few seconds.
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
