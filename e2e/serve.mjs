#!/usr/bin/env node
// Serves the app for the end-to-end tests exactly as `npm start` does — production build of the
// web app, server on the embedded PostgreSQL — on a fresh DATA_DIR (e2e/.data) and its own ports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTileStandIn } from './tile-stand-in.mjs';

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

const port = process.env.E2E_PORT ?? '3199';
const publicUrl = `http://localhost:${port}`;

// A local OpenID provider standing in for Google (apps/api/test/helpers/oidc-stand-in.ts), on
// 127.0.0.1 so that the way back from it is cross-site as from Google.
const oidcPort = process.env.E2E_OIDC_PORT ?? '3198';
const oidcStandIn = spawn(process.execPath, ['apps/api/test/helpers/oidc-stand-in-server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, OIDC_STAND_IN_PORT: oidcPort, OIDC_REDIRECT_URI: `${publicUrl}/api/auth/google/callback` },
});
// A local map tile server standing in for the tile provider (e2e/tile-stand-in.mjs), on a free port
// of 127.0.0.1: the tests never reach OpenStreetMap, and a request to another site stands out.
const tileStandIn = await startTileStandIn();
const mapEnv = { MAP_TILE_URL: tileStandIn.tileUrl, MAP_TILE_PROVIDER: 'Ritrova e2e tile stand-in (127.0.0.1)' };

const googleEnv = {
  GOOGLE_CLIENT_ID: 'ritrova-test-client',
  GOOGLE_CLIENT_SECRET: 'ritrova-test-client-secret-long-enough',
  OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
};

// Its own process group: the test runner's stop signal reaches it once, relayed below.
const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
  cwd: root,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: port,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54399',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    // Many sign-ins from one browser address in a few seconds.
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000',
    ...googleEnv,
    ...mapEnv,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    oidcStandIn.kill('SIGTERM');
  });
}
server.on('exit', (code) => {
  oidcStandIn.kill('SIGTERM');
  process.exit(code ?? 0);
});
