import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { embeddedUrl } from '../src/db/embedded.ts';
import { freePort } from './helpers/ports.ts';

/**
 * The server as `npm start` runs it: a real process with the embedded
 * PostgreSQL under DATA_DIR, started, stopped and killed the way people do.
 */
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>, options: { detached?: boolean } = {}): Server {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, stdout: () => out, stderr: () => err, exited };
}

async function started(server: Server): Promise<Server> {
  const deadline = Date.now() + 90_000;
  while (!server.stdout().includes('Ritrova is running at')) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.stdout()} ${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) : null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-lifecycle-'));
  await fs.chmod(dataDir, 0o755);
  env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  const pid = postmasterPid(dataDir);
  if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
  await new Promise((r) => setTimeout(r, 500));
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('server lifecycle on the embedded database', { timeout: 180_000 }, () => {
  it('starts, prints the URL and the demo accounts, and stops PostgreSQL with it on SIGTERM', async () => {
    const server = await started(launch(env));
    expect(server.stdout()).toContain(`Ritrova is running at http://localhost:${env.PORT}`);
    expect(server.stdout()).toMatch(/owner\s+owner@demo\.ritrova\.it\s+Demo-Owner-2026!/);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });

    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nome: 'Elena',
        cognome: 'Marino',
        email: 'elena@example.com',
        password: 'Resta-Qui-2026!',
        acceptTerms: true,
        acceptPrivacy: true,
        confirmAge16: true,
      }),
    });
    expect(res.status).toBe(201);

    const pgPid = postmasterPid(dataDir);
    expect(pgPid && alive(pgPid)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive(pgPid as number)).toBe(false);
    expect(existsSync(path.join(dataDir, 'ritrova.pid'))).toBe(false);
  });

  it('reuses the data on the next start, without a second set of demo accounts', async () => {
    const server = await started(launch(env));
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'elena@example.com', password: 'Resta-Qui-2026!' }),
    });
    expect(login.status).toBe(200);
    expect(server.stdout().match(/demo\.ritrova\.it/g)).toHaveLength(3);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses a second server on the same DATA_DIR', async () => {
    const first = await started(launch(env));
    const second = launch({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/Another Ritrova server \(pid \d+\) is already running/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('recovers by itself after the server was killed with kill -9', async () => {
    const first = await started(launch(env));
    const orphan = postmasterPid(dataDir) as number;
    first.child.kill('SIGKILL');
    await first.exited;
    // PostgreSQL outlives the killed server, and the pid file is stale.
    expect(alive(orphan)).toBe(true);
    expect(existsSync(path.join(dataDir, 'ritrova.pid'))).toBe(true);

    const second = await started(launch(env));
    expect(alive(orphan)).toBe(false);
    expect(await (await fetch(`${second.url}/api/health`)).json()).toMatchObject({ status: 'ok' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('killed with kill -9 under verification load: every scan it answered 200 is in the database after the restart', async () => {
    // The per-client verification limit (one client here) would make it a slow test.
    const server = await started(launch({ ...env, RATE_LIMIT_VERIFY_PER_MINUTE: '1000000' }));
    // 16 clients verifying fresh UIDs as fast as they can; the server is killed after 300 answers.
    const answered: string[] = [];
    let stop = false;
    let serial = 0;
    const client = async (n: number) => {
      while (!stop) {
        serial += 1;
        const uid = `04FA${n.toString(16).padStart(2, '0')}${serial.toString(16).padStart(8, '0')}`.toUpperCase();
        try {
          const res = await fetch(`${server.url}/api/tags/verify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ uid }),
          });
          if (res.status === 200) answered.push(uid);
          await res.arrayBuffer();
        } catch {
          return; // the server is gone
        }
        if (answered.length >= 300 && !stop) {
          stop = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, n) => client(n)));
    await server.exited;
    expect(answered.length).toBeGreaterThanOrEqual(300);

    const restarted = await started(launch(env));
    const { db, pool } = createDatabase(embeddedUrl(Number(env.EMBEDDED_PG_PORT)), 1);
    try {
      const written = new Set((await db.selectFrom('scans').select('uid').where('uid', 'in', answered).execute()).map((s) => s.uid));
      expect(answered.filter((uid) => !written.has(uid))).toEqual([]);
    } finally {
      await pool.end();
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
  });

  it('stops cleanly on Ctrl-C, which reaches PostgreSQL too', async () => {
    const server = await started(launch(env, { detached: true }));
    const pgPid = postmasterPid(dataDir) as number;
    // A terminal's Ctrl-C signals the whole process group.
    process.kill(-(server.child.pid as number), 'SIGINT');
    expect(await server.exited).toBe(0);
    expect(alive(pgPid)).toBe(false);
  });

  it('says in one line which port is in use, and exits 1', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '0.0.0.0', () => r()));
    try {
      const server = launch({ ...env, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.stderr().trim()).toBe(`Port ${port} is already in use: stop the program using it or set PORT to another port.`);
      const pgPid = postmasterPid(dataDir);
      expect(pgPid === null || !alive(pgPid)).toBe(true);
    } finally {
      blocker.close();
    }
  });

  it('refuses a bad configuration listing every problem, exit code 1', async () => {
    const server = launch({ ...env, PORT: 'abc', EMBEDDED_PG_PORT: '99999' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Invalid configuration');
    expect(server.stderr()).toMatch(/PORT: must be a number/);
    expect(server.stderr()).toMatch(/EMBEDDED_PG_PORT: must be between 1 and 65535/);
  });
});
