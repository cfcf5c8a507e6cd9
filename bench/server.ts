import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The checkout whose server (and built web app) is measured: this one, or another given by
 * BENCH_ROOT — e.g. a worktree of main, to measure "before" with the same bench code.
 */
export const root = path.resolve(process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, '..'));

/**
 * Starts the real server (embedded PostgreSQL, demo data) on a throw-away DATA_DIR.
 * `banner` is what it printed on start (the demo accounts and tags).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; banner: () => string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-bench-'));
  fs.chmodSync(dataDir, 0o755);
  // By its full path: `ps` shows which checkout is being measured.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(port + 1), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  await waitFor(child, 'Ritrova is running');
  return {
    child,
    banner: () => out,
    async stop() {
      // It may be gone already (it crashed, or something else stopped it): then there is no exit to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.on('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves when the child prints `text` on stdout. */
export function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
      if (out.includes(text)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

/** Signs the demo owner in on a bench server and answers the bearer header its requests carry. */
export async function demoOwnerHeaders(url: string): Promise<{ authorization: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.ritrova.it', password: 'Demo-Owner-2026!' }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`sign-in for the bench failed: ${res.status}`);
  return { authorization: `Bearer ${token}` };
}
