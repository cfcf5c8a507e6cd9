import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { startServer, waitFor } from './server.js';

/** The load: one account, this many uploads of a 4000×4000 JPEG at once, again and again. */
const ATTACK_LOOPS = 8;
/** Uploads timed in each phase (one account can add 5 photos an hour, and a bike holds 5). */
const SAMPLES = 5;
/** The loaded phase stops after this long even if not every sample is in (the old code could take minutes). */
const LOADED_PHASE_LIMIT_MS = 240_000;
/** One health request every this many milliseconds, on its own connection. */
const HEALTH_EVERY_MS = 50;

interface Answer {
  status: number;
  ms: number;
}

/** One request on `agent`, its status and how long the answer took (network errors count as status 0). */
function send(agent: http.Agent, url: string, method: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer & { body: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(300_000, () => req.destroy(new Error('no answer in 300 s')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end(body);
  });
}

function multipart(bytes: Buffer, filename: string) {
  const boundary = `----ritrova-bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bikePhoto"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** An 800×600 JPEG (noise, so it is not a few bytes); the load makes its own 4000×4000 one. */
function smallImage(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3322', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer();
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/**
 * Does one account's flood of large uploads slow another's small one, or the health check?
 * Another user's 800×600 upload (p50 of 5, one after another) idle and while one account runs 8
 * concurrent 4000×4000 uploads in loops, and GET /api/health p99 meanwhile (issue #17).
 */
export async function reportUpload(): Promise<void> {
  const port = 3396;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, { RATE_LIMIT_REGISTER_PER_IP: '1000' });
  const agents: http.Agent[] = [];
  const agent = (maxSockets: number) => {
    const a = new http.Agent({ keepAlive: true, maxSockets });
    agents.push(a);
    return a;
  };
  const setup = agent(4);
  let load: ChildProcess | undefined;
  try {
    const small = await smallImage();

    let n = 0;
    const account = async () => {
      n += 1;
      const body = JSON.stringify({
        nome: 'Bench',
        cognome: `Utente${n}`,
        email: `bench-upload-${n}-${Date.now()}@example.com`,
        password: 'Bench-Upload-2026!',
        acceptTerms: true,
        acceptPrivacy: true,
        confirmAge16: true,
      });
      const res = await send(setup, `${base}/api/auth/register`, 'POST', { 'content-type': 'application/json' }, Buffer.from(body));
      if (res.status !== 201) throw new Error(`register: ${res.status} ${res.body}`);
      return { authorization: `Bearer ${JSON.parse(res.body).token as string}` };
    };
    const bike = async (auth: Record<string, string>) => {
      const body = Buffer.from(JSON.stringify({ name: 'Bench', brand: 'Bench', type: 'city' }));
      const res = await send(setup, `${base}/api/bikes`, 'POST', { ...auth, 'content-type': 'application/json' }, body);
      if (res.status !== 201) throw new Error(`bike: ${res.status} ${res.body}`);
      return JSON.parse(res.body).bike.id as string;
    };
    const upload = (a: http.Agent, auth: Record<string, string>, bikeId: string, bytes: Buffer) => {
      const form = multipart(bytes, 'bench.jpg');
      return send(a, `${base}/api/photos/${bikeId}/photo`, 'POST', { ...auth, 'content-type': form.type }, form.body);
    };

    /** Health every HEALTH_EVERY_MS until stopped: the latencies. */
    const probeHealth = () => {
      const a = agent(1);
      const times: number[] = [];
      let failures = 0;
      let running = true;
      const done = (async () => {
        while (running) {
          const res = await send(a, `${base}/api/health`, 'GET');
          if (res.status === 200) times.push(res.ms);
          else failures += 1;
          await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
        }
      })();
      return {
        async stop() {
          running = false;
          await done;
          return { times, failures };
        },
      };
    };

    /** A fresh account with a bike: it can upload 5 photos in the hour. */
    const uploader = async () => {
      const auth = await account();
      return { auth, bikeId: await bike(auth) };
    };
    /** SAMPLES uploads of the small image by `who`, one after another. */
    const timeSmallUploads = async ({ auth, bikeId }: { auth: Record<string, string>; bikeId: string }, deadline: number) => {
      const a = agent(1);
      const times: number[] = [];
      const statuses: number[] = [];
      for (let i = 0; i < SAMPLES && performance.now() < deadline; i++) {
        const res = await upload(a, auth, bikeId, small);
        statuses.push(res.status);
        if (res.status === 201) times.push(res.ms);
      }
      return { times, statuses };
    };

    // Accounts and bikes first (registering costs an argon2 hash each), none while loaded.
    const attacker = await account();
    const attackerBikes: string[] = [];
    for (let i = 0; i < ATTACK_LOOPS; i++) attackerBikes.push(await bike(attacker));
    const [warmUser, idleUser, loadedUser] = [await uploader(), await uploader(), await uploader()];

    // Warm-up (JIT, sharp's first run), then idle.
    await timeSmallUploads(warmUser, performance.now() + 60_000);
    const idleHealth = probeHealth();
    const idle = await timeSmallUploads(idleUser, performance.now() + 120_000);
    const idleHealthTimes = await idleHealth.stop();

    // The load, in its own process (upload-load.mjs): each loop uploads to its own bike (a full bike
    // would be refused before any work in any version).
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'upload-load.mjs'), JSON.stringify({ base, authorization: attacker.authorization, bikes: attackerBikes })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    load = child;
    let loadOut = '';
    child.stdout?.on('data', (c) => {
      loadOut += c;
    });
    await waitFor(child, 'ready');
    await new Promise((r) => setTimeout(r, 2000));
    const loadedHealth = probeHealth();
    const loaded = await timeSmallUploads(loadedUser, performance.now() + LOADED_PHASE_LIMIT_MS);
    const loadedHealthTimes = await loadedHealth.stop();
    const loadEnded = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await loadEnded;
    const attackStatuses = new Map<number, number>(
      Object.entries(JSON.parse(loadOut.split('\n').filter(Boolean).at(-1) ?? '{}') as Record<string, number>).map(([k, v]) => [Number(k), v]),
    );

    const idleP50 = percentile(idle.times, 50);
    const loadedP50 = percentile(loaded.times, 50);
    const ms = (v: number) => `${Number.isNaN(v) ? '—' : v.toFixed(0)} ms`;
    console.log(`\nupload isolation (another user's 800×600 uploads while one account runs ${ATTACK_LOOPS} concurrent 4000×4000 uploads; this machine)`);
    console.log(
      `  800×600 upload, idle                 p50 ${ms(idleP50).padStart(8)}   (${idle.times.length} of ${SAMPLES} answered 201: ${idle.statuses.join(' ')})`,
    );
    console.log(
      `  800×600 upload, under the load       p50 ${ms(loadedP50).padStart(8)}   (${loaded.times.length} of ${SAMPLES} answered 201: ${loaded.statuses.join(' ')})`,
    );
    console.log(`  ratio loaded / idle: ${(loadedP50 / idleP50).toFixed(2)}× (goal ≤ 2×)`);
    console.log(
      `  GET /api/health p99 under the load: ${ms(percentile(loadedHealthTimes.times, 99))} (goal ≤ 100 ms; p50 ${ms(percentile(loadedHealthTimes.times, 50))}, ${loadedHealthTimes.times.length} answered, ${loadedHealthTimes.failures} failed; idle p99 ${ms(percentile(idleHealthTimes.times, 99))})`,
    );
    const answers = [...attackStatuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ×${count}`);
    console.log(`  the loaded account's answers: ${answers.join(', ')}`);
  } finally {
    // A failure half-way must not leave the load running.
    if (load && load.exitCode === null && load.signalCode === null) load.kill('SIGKILL');
    for (const a of agents) a.destroy();
    await server.stop();
  }
}
