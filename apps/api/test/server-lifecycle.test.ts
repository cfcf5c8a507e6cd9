import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
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
const workerEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/worker.ts');
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>, options: { detached?: boolean; entry?: string } = {}): Server {
  const child = spawn(process.execPath, [options.entry ?? serverEntry], {
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

/** An answer read whole: status, headers and body. */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through `agent` (a keep-alive client): its answer, or the error that ended it (a reset, a refusal). */
function request(agent: http.Agent, url: string, options: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = options.body
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }
      : {};
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Whether a new TCP connection to the port is refused (its listener closed). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Asks `check` every 50 ms until it gives a value; fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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

  it('drains on SIGTERM under keep-alive load: readiness fails at once, every other request is answered, the one in flight finishes with Connection: close, exit 0', async () => {
    const metricsPort = await freePort();
    const server = await started(
      launch({
        ...env,
        SHUTDOWN_DRAIN_SECONDS: '4',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
        RATE_LIMIT_VERIFY_PER_MINUTE: '1000000',
        METRICS_PORT: String(metricsPort),
      }),
    );
    const port = Number(env.PORT);
    // Its metrics answer on a port of their own, not on the public one.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# TYPE ritrova_http_request_duration_seconds histogram');
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    // A request in flight across the whole stop: its head and part of its body now, the rest once the listener has closed.
    const slowBody = JSON.stringify({ uid: '04AB000000F1F1' });
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((r) => slow.once('connect', r));
    let slowAnswer = '';
    slow.setEncoding('utf8');
    slow.on('data', (chunk) => (slowAnswer += chunk));
    const slowClosed = new Promise((r) => slow.once('close', r));
    slow.write(
      `POST /api/tags/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(slowBody)}\r\n\r\n${slowBody.slice(0, 10)}`,
    );

    // The balancer: readiness every 50 ms on a keep-alive connection; after its first failure it sends this process nothing more.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const readiness: { status: number; afterSignal: boolean; body: string }[] = [];
    let signalled = false;
    let takenOut = false;
    const balancer = async () => {
      while (!takenOut) {
        const afterSignal = signalled;
        const answer = await request(agent, `${server.url}/api/health/ready`).catch((err: Error) => ({ status: 0, body: err.message }));
        readiness.push({ status: answer.status, afterSignal, body: answer.body });
        if (answer.status !== 200 && afterSignal) takenOut = true;
        else await new Promise((r) => setTimeout(r, 50));
      }
    };
    // The traffic: 4 keep-alive clients, each a liveness check and a verification in turn, until 40 more
    // requests after the balancer took the process out (requests it had already sent on): all within the drain.
    const failures: string[] = [];
    const answered = new Map<string, number>();
    let sent = 0;
    let sentAfterOut = 0;
    let serial = 0;
    const client = async (n: number) => {
      while (!(takenOut && sentAfterOut >= 40)) {
        serial += 1;
        const verify = serial % 2 === 0;
        const route = verify ? '/api/tags/verify' : '/api/health/live';
        const uid = `04FB${n.toString(16).padStart(2, '0')}${serial.toString(16).padStart(8, '0')}`.toUpperCase();
        try {
          const answer = await request(agent, `${server.url}${route}`, verify ? { method: 'POST', body: JSON.stringify({ uid }) } : {});
          answered.set(`${route} ${answer.status}`, (answered.get(`${route} ${answer.status}`) ?? 0) + 1);
        } catch (err) {
          failures.push(`${route}: ${(err as Error).message}`);
        }
        sent += 1;
        if (takenOut) sentAfterOut += 1;
      }
    };
    const load = Promise.all([balancer(), ...Array.from({ length: 4 }, (_, n) => client(n))]);
    await until('100 requests answered', async () => (sent >= 100 ? true : undefined));
    signalled = true;
    server.child.kill('SIGTERM');
    await load;

    // Still draining after all that: readiness answers (503) and the listener is open.
    const still = await request(agent, `${server.url}/api/health/ready`);
    expect(still.status).toBe(503);
    expect(JSON.parse(still.body)).toMatchObject({ success: false, status: 'draining' });
    agent.destroy();

    // The drain over, the listener closes; the request in flight gets its body's rest and is answered, asking to close.
    await until('the listener closes', async () => ((await refused(port)) ? true : undefined));
    slow.write(slowBody.slice(10));
    await slowClosed;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(slowAnswer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(slowAnswer).toContain('"success":true');

    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('Ritrova stopped.');
    expect(failures).toEqual([]);
    expect([...answered.keys()].sort()).toEqual(['/api/health/live 200', '/api/tags/verify 200']);
    expect(sent).toBeGreaterThanOrEqual(140);
    // Readiness: 200 until the signal; after it, at most the answers already on their way, then 503 "draining".
    expect(readiness.filter((r) => !r.afterSignal).map((r) => r.status)).toEqual(readiness.filter((r) => !r.afterSignal).map(() => 200));
    const afterSignal = readiness.filter((r) => r.afterSignal);
    const firstFailure = afterSignal.findIndex((r) => r.status !== 200);
    expect(afterSignal[firstFailure]?.status).toBe(503);
    expect(JSON.parse(afterSignal[firstFailure]?.body ?? '{}')).toMatchObject({ status: 'draining' });
    expect(afterSignal.slice(firstFailure).filter((r) => r.status === 200)).toEqual([]);
  });

  it('the worker serves its own metrics on its METRICS_PORT and stops on SIGTERM with exit 0', async () => {
    const server = await started(launch({ ...env, WORKER: 'off' }));
    const metricsPort = await freePort();
    const worker = launch(
      { ...env, PORT: String(await freePort()), DATABASE_URL: embeddedUrl(Number(env.EMBEDDED_PG_PORT)), METRICS_PORT: String(metricsPort) },
      { entry: workerEntry },
    );
    const body = await until(
      'the worker serves its metrics',
      async () => {
        if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.stderr()}`);
        const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).catch(() => null);
        return res?.status === 200 ? res.text() : undefined;
      },
      60_000,
    );
    expect(body).toContain('# TYPE ritrova_job_queue_depth gauge');
    expect(body).toContain('# TYPE ritrova_job_failures_total counter');
    expect(body).toContain('# TYPE ritrova_db_pool_connections gauge');
    expect(body).toContain('# TYPE process_start_time_seconds gauge');
    expect(body).toMatch(/^ritrova_job_queue_depth\{queue="mail-send",state="created"\} \d+$/m);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
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
