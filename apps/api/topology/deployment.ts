import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import webPush from 'web-push';
import { type EmbeddedDatabase, freePort, startEmbeddedDatabase } from '../src/db/embedded.ts';

/**
 * The production topology on one machine, as docs/operations.md describes it: PostgreSQL (the
 * embedded binaries run as a standalone server, reached through DATABASE_URL), object storage (the
 * S3 stand-in, a process of its own), three API processes with WORKER=off, one worker, and Debian's
 * HAProxy with deploy/haproxy.cfg in front — each a real process on 127.0.0.1, on free ports.
 */

export const repo = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
export const HAPROXY = '/usr/sbin/haproxy';

/** A process of the deployment, its output in a file (read on failure). */
export interface Service {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  logFile: string;
}

export interface DeploymentOptions {
  /** RATE_LIMIT_VERIFY_PER_MINUTE: the API's and the balancer's limit of the public tag routes. */
  verifyPerMinute: number;
  /** RATE_LIMIT_LOGIN_PER_IP. */
  loginPerIp: number;
}

const API_COUNT = 3;

/** The environment of the processes this tier starts: the machine's, without what the test runner set. */
function outsideEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
}

/** The web app's production build, reused when an earlier tier (budgets) made it, else built once. */
export async function ensureWebBuild(): Promise<void> {
  const web = path.join(repo, 'apps/web');
  if (fs.existsSync(path.join(web, 'dist/index.html')) && fs.existsSync(path.join(web, 'dist-server/entry-server.js'))) return;
  try {
    await run('npm', ['run', 'build', '-w', '@ritrova/web'], { cwd: repo, env: { ...outsideEnv(), NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`the web app did not build (npm run build -w @ritrova/web):\n${stdout}\n${stderr}`);
  }
}

export class Deployment {
  readonly options: DeploymentOptions;
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-topology-'));
  readonly services = new Set<Service>();
  readonly apiPorts: number[] = [];
  /** The API processes by index (0–2); a restarted one replaces its predecessor. */
  readonly api: Service[] = [];
  balancerPort = 0;
  /**
   * The API processes' drain (SHUTDOWN_DRAIN_SECONDS): the checks below take a process out in about
   * 0.7 s; the rest is margin for a machine busy with the load run and the restarting process.
   */
  readonly drainSeconds = 3;
  /** Seconds from starting every process at once to all three API processes ready and in the balancer. */
  startSeconds = 0;
  balancerSocket = '';
  databaseUrl = '';
  private databasePort = 0;
  private embedded: EmbeddedDatabase | null = null;
  private balancer: Service | null = null;
  private env: Record<string, string> = {};
  private pool: pg.Pool | null = null;

  constructor(options: DeploymentOptions) {
    this.options = options;
    // PostgreSQL runs as its own user (these machines run everything as root) and must enter the folder.
    fs.chmodSync(this.root, 0o755);
  }

  get url(): string {
    return `http://127.0.0.1:${this.balancerPort}`;
  }

  apiUrl(index: number): string {
    return `http://127.0.0.1:${this.apiPorts[index]}`;
  }

  /** A pool on the deployment's database, for the test's own reads. */
  get db(): pg.Pool {
    this.pool ??= new pg.Pool({ connectionString: this.databaseUrl, max: 2 });
    return this.pool;
  }

  /**
   * Starts the database and the object storage, then every Ritrova process and the balancer at
   * once, on the empty database; resolves when each API process is ready and HAProxy runs it.
   */
  async start(): Promise<void> {
    this.databasePort = await freePort();
    await this.startDatabase();

    const s3Port = await freePort();
    this.spawn('s3', process.execPath, ['apps/api/test/helpers/s3-stand-in-server.ts'], { S3_STAND_IN_PORT: String(s3Port), S3_BUCKET: 'ritrova' });
    await waitForPort(s3Port, 20_000);

    for (let i = 0; i < API_COUNT; i++) this.apiPorts.push(await freePort());
    this.balancerPort = await freePort();
    this.balancerSocket = path.join(this.root, 'haproxy.sock');
    const vapid = webPush.generateVAPIDKeys();
    this.env = {
      NODE_ENV: 'production',
      // Request lines too: a request's id must reach the API's log.
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PUBLIC_URL: this.url,
      DATABASE_URL: this.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      DEMO_DATA: '1',
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SUN_MASTER_KEY: randomBytes(16).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // Mail and payments go nowhere in this tier: a closed port each (nothing here sends or pays).
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_topology',
      STRIPE_WEBHOOK_SECRET: 'whsec_topology',
      STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
      STORAGE: 's3',
      S3_BUCKET: 'ritrova',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'stand-in',
      S3_SECRET_ACCESS_KEY: 'stand-in',
      S3_FORCE_PATH_STYLE: '1',
      RATE_LIMIT_VERIFY_PER_MINUTE: String(this.options.verifyPerMinute),
      RATE_LIMIT_LOGIN_PER_IP: String(this.options.loginPerIp),
      SHUTDOWN_DRAIN_SECONDS: String(this.drainSeconds),
      SHUTDOWN_TIMEOUT_SECONDS: '15',
    };

    // All at once, as a fresh deployment (or a host's reboot) starts them.
    for (let i = 0; i < API_COUNT; i++) this.api[i] = this.startApi(i);
    this.spawn('worker', process.execPath, ['apps/api/src/worker.ts'], { ...this.env, DATA_DIR: path.join(this.root, 'worker') });
    this.balancer = this.spawn('haproxy', HAPROXY, ['-W', '-db', '-f', 'deploy/haproxy.cfg'], this.balancerEnv());
    const startedAt = Date.now();
    await Promise.all(this.apiPorts.map((port) => this.waitReady(port)));
    this.startSeconds = Math.round((Date.now() - startedAt) / 100) / 10;
  }

  /** Starts PostgreSQL (again) on its folder and port. */
  async startDatabase(): Promise<void> {
    this.embedded = await startEmbeddedDatabase({ dataDir: path.join(this.root, 'database'), port: this.databasePort });
    this.databaseUrl = this.embedded.url;
  }

  /** Stops PostgreSQL (a fast shutdown: its sessions are ended), as an outage would. */
  async stopDatabase(): Promise<void> {
    await this.pool?.end();
    this.pool = null;
    await this.embedded?.stop();
    this.embedded = null;
  }

  /** The variables deploy/haproxy.cfg reads: this deployment's ports, a quick check rhythm, logs on stdout. */
  balancerEnv(): Record<string, string> {
    return {
      RITROVA_LB_BIND: `127.0.0.1:${this.balancerPort}`,
      ...Object.fromEntries(this.apiPorts.map((port, i) => [`RITROVA_LB_API_${i + 1}`, `127.0.0.1:${port}`])),
      RITROVA_LB_STATS_SOCKET: this.balancerSocket,
      RITROVA_LB_LOG: 'stdout',
      RITROVA_LB_MAXCONN: '2000',
      // Checks every 500 ms, 200 ms after a failure: a stopping process is out within ~0.7 s of its drain.
      RITROVA_LB_CHECK_INTERVAL: '500ms',
      RITROVA_LB_CHECK_FASTINTER: '200ms',
      RATE_LIMIT_VERIFY_PER_MINUTE: String(this.options.verifyPerMinute),
    };
  }

  /** Starts API process `index` (0–2) on its port, with a data folder of its own (nothing shared on disk). */
  startApi(index: number): Service {
    const service = this.spawn(`api${index + 1}`, process.execPath, ['apps/api/src/server.ts'], {
      ...this.env,
      PORT: String(this.apiPorts[index]),
      WORKER: 'off',
      DATA_DIR: path.join(this.root, `api${index + 1}`),
    });
    this.api[index] = service;
    return service;
  }

  /** `node deploy/wait-ready.mjs <port> --balancer-socket …`, as the release procedure runs it. */
  async waitReady(port: number, timeoutSeconds = 90): Promise<void> {
    try {
      await run(process.execPath, ['deploy/wait-ready.mjs', String(port), '--balancer-socket', this.balancerSocket, '--timeout', String(timeoutSeconds)], {
        cwd: repo,
      });
    } catch (err) {
      throw new Error(`${(err as { stderr?: string }).stderr ?? err}\n${this.diagnostics()}`);
    }
  }

  /** Sends one command to HAProxy's admin socket. */
  balancerCommand(command: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const connection = net.createConnection(this.balancerSocket, () => connection.end(`${command}\n`));
      connection.setEncoding('utf8');
      connection.on('data', (chunk) => {
        answer += chunk;
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });
  }

  /** HAProxy's operational state of each API server (`UP`, `DOWN`, …) from `show stat`. */
  async serverStates(): Promise<Record<string, string>> {
    const lines = (await this.balancerCommand('show stat')).trim().split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const pxname = header.indexOf('pxname');
    const svname = header.indexOf('svname');
    const status = header.indexOf('status');
    const states: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      if (cells[pxname] === 'api' && /^api\d$/.test(cells[svname] ?? '')) states[cells[svname] as string] = cells[status] ?? '';
    }
    return states;
  }

  /** Graceful reload of the balancer (what `systemctl reload haproxy` does: SIGUSR2 to the master). */
  reloadBalancer(): void {
    this.balancer?.child.kill('SIGUSR2');
  }

  /** HAProxy's log lines so far (one per request: request id, server, method, tag route, status). */
  balancerLog(): string[] {
    if (!this.balancer) return [];
    return fs
      .readFileSync(this.balancer.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes(' ritrova '));
  }

  /** How many times HAProxy has loaded its configuration (start and each reload). */
  balancerLoads(): number {
    if (!this.balancer) return 0;
    return fs.readFileSync(this.balancer.logFile, 'utf8').split('Loading success.').length - 1;
  }

  /** What API process `index` has written (its JSON log lines). */
  apiLog(index: number): string {
    const service = this.api[index];
    return service ? fs.readFileSync(service.logFile, 'utf8') : '';
  }

  /**
   * The API server HAProxy sent a request to, by the request id it returned: from HAProxy's log line of
   * the request, written once the answer has gone (so it is waited for, up to 5 s).
   */
  async servedBy(requestId: string): Promise<string | undefined> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const line = this.balancerLog().find((l) => l.includes(`: ${requestId} `));
      if (line || Date.now() > deadline) return line?.match(/ api\/(\S+) /)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  spawn(name: string, command: string, args: string[], env: Record<string, string>): Service {
    const logFile = path.join(this.root, `${name}-${Date.now()}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: repo, env: { ...outsideEnv(), ...env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const service: Service = { name, child, exited, logFile };
    this.services.add(service);
    void exited.then(() => this.services.delete(service));
    return service;
  }

  /** The last lines each process wrote, for a failure message. */
  diagnostics(): string {
    const files = fs.readdirSync(this.root).filter((f) => f.endsWith('.log'));
    return files
      .map((f) => {
        const text = fs.readFileSync(path.join(this.root, f), 'utf8').trim().split('\n').slice(-15).join('\n');
        return `── ${f}\n${text}`;
      })
      .join('\n');
  }

  /** Stops everything this deployment started (SIGTERM, then SIGKILL after 15 s) and removes its folder. */
  async stop(): Promise<void> {
    await this.pool?.end().catch(() => {});
    const running = [...this.services];
    for (const s of running) s.child.kill('SIGTERM');
    const deadline = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
    await Promise.race([Promise.all(running.map((s) => s.exited)), deadline]);
    for (const s of this.services) s.child.kill('SIGKILL');
    await this.embedded?.stop();
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
