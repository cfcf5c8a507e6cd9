import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Starts the real server (embedded PostgreSQL, demo data) on a throw-away DATA_DIR. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(port + 1), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitFor(child, 'Ritrova is running');
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
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
