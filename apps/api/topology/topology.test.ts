import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTags } from '../src/modules/demo/demo.seed.ts';
import { multipart } from '../test/helpers/multipart.ts';
import { Deployment, ensureWebBuild } from './deployment.ts';
import { type Answer, json, type LoadReport, request, steadyLoad } from './http-client.ts';

/**
 * The topology tier (decision 048): the production topology of docs/operations.md on this machine —
 * HAProxy with deploy/haproxy.cfg in front of three API processes, a worker, PostgreSQL through
 * DATABASE_URL and object storage — all started at once on an empty database, then used through the
 * balancer as clients would, restarted one by one under load, and one of them killed under load.
 * The figures of the load runs are printed; what is asserted is what a client observes.
 */

const VERIFY_LIMIT = 20;
const LOGIN_LIMIT = 5;
const deployment = new Deployment({ verifyPerMinute: VERIFY_LIMIT, loginPerIp: LOGIN_LIMIT });
const owner = { email: 'owner@demo.ritrova.it', password: 'Demo-Owner-2026!' };
const clientA = '127.0.0.2';
const clientB = '127.0.0.3';

beforeAll(async () => {
  await ensureWebBuild();
  await deployment.start();
}, 240_000);

afterAll(async () => {
  await deployment.stop();
}, 60_000);

const requestId = (answer: Answer) => String(answer.headers['x-request-id'] ?? '');
const refreshCookieOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('__Host-ritrova_refresh=') && c.length > '__Host-ritrova_refresh='.length);
const postJson = (path: string, body: unknown, extra: { headers?: Record<string, string>; localAddress?: string } = {}) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...extra.headers },
  body: JSON.stringify(body),
  ...(extra.localAddress ? { localAddress: extra.localAddress } : {}),
});
const describeLoad = (r: LoadReport) =>
  `${r.sent} sent in ${r.seconds} s (${Math.round(r.sent / Math.max(r.seconds, 0.1))}/s), ${r.ok} ok, ${r.failed} failed${r.failed ? ` ${JSON.stringify(r.failures)}` : ''}`;

/** Resolves once `condition` holds, checking every 50 ms, or fails after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A load run's tags: one per scan (`count` inventory tags whose UIDs start with the run's one-byte
 * prefix), so each stored scan names the request that made it — a scan keeps nothing else of its
 * client (issue #26: device info is only its kind and language).
 */
async function tagsForRun(prefix: string, count: number): Promise<void> {
  await deployment.db.query(
    `INSERT INTO tags (uid, batch) SELECT $1 || lpad(upper(to_hex(n)), 12, '0'), 'topology' FROM generate_series(0, $2::int - 1) AS n`,
    [prefix, count],
  );
}

/** The UID of the n-th scan of the run with this prefix. */
const scanUid = (prefix: string, n: number) => `${prefix}${n.toString(16).toUpperCase().padStart(12, '0')}`;

/** The n-th scan of a load run: its own tag, from one of 1,000 clients (127.0.2.1–127.0.5.250), each far below its limit. */
function scan(prefix: string, n: number) {
  const client = n % 1000;
  return {
    ...postJson('/api/tags/verify', { uid: scanUid(prefix, n) }),
    localAddress: `127.0.${2 + Math.floor(client / 250)}.${(client % 250) + 1}`,
  };
}

/** How many rows each scan (by its tag's UID) of a run has in `scans`. */
async function storedScans(prefix: string): Promise<Map<string, number>> {
  const { rows } = await deployment.db.query<{ id: string; copies: string }>('SELECT uid AS id, count(*) AS copies FROM scans WHERE uid LIKE $1 GROUP BY 1', [
    `${prefix}%`,
  ]);
  return new Map(rows.map((r) => [r.id, Number(r.copies)]));
}

describe('the production topology: HAProxy in front of 3 API processes and a worker', { timeout: 120_000 }, () => {
  it('starts every process at once on an empty database: all keep running, all in the balancer', async () => {
    console.log(`started at once on an empty database: 3 API processes ready and in the balancer after ${deployment.startSeconds} s`);
    expect(await deployment.serverStates()).toEqual({ api1: 'UP', api2: 'UP', api3: 'UP' });
    const exited = [...deployment.services].filter((s) => s.child.exitCode !== null).map((s) => s.name);
    expect(exited).toEqual([]);
    expect([...deployment.services].map((s) => s.name).sort()).toEqual(['api1', 'api2', 'api3', 'haproxy', 's3', 'worker']);
  });

  it("renders the home page and a stolen bike's tag page through the balancer", async () => {
    const home = await request(deployment.url, { path: '/' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    const tagPage = await request(deployment.url, { path: `/nfc/verifica?uid=${demoTags.onStolenBike.uid}`, headers: { 'accept-language': 'it' } });
    expect(tagPage.status).toBe(200);
    expect(tagPage.headers['content-type']).toMatch(/^text\/html/);
    expect(tagPage.body.toString('utf8')).toContain(demoTags.onStolenBike.bike);
  });

  it('signs the demo owner in through the balancer, and every process refreshes the session in turn', async () => {
    const login = await request(deployment.url, postJson('/api/auth/login', owner));
    expect(login.status).toBe(200);
    const { token } = json<{ token: string }>(login);
    let cookie = refreshCookieOf(login);
    expect(cookie).toBeDefined();

    for (let i = 0; i < 3; i++) {
      const me = await request(deployment.apiUrl(i), { path: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      const refreshed = await request(deployment.apiUrl(i), { method: 'POST', path: '/api/auth/refresh', headers: { cookie: cookie as string } });
      expect(refreshed.status).toBe(200);
      cookie = refreshCookieOf(refreshed);
    }
    const servers = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const refreshed = await request(deployment.url, { method: 'POST', path: '/api/auth/refresh', headers: { cookie: cookie as string } });
      expect(refreshed.status).toBe(200);
      cookie = refreshCookieOf(refreshed);
      servers.add(await deployment.servedBy(requestId(refreshed)));
    }
    expect(servers.size).toBeGreaterThanOrEqual(2);
  });

  it('serves a photo uploaded through one process from every process, and through the balancer every time', async () => {
    const login = await request(deployment.url, postJson('/api/auth/login', owner));
    const { token } = json<{ token: string }>(login);
    const auth = { authorization: `Bearer ${token}` };
    const { bikes } = json<{ bikes: { id: string; name: string }[] }>(await request(deployment.url, { path: '/api/bikes/my-bikes', headers: auth }));
    const bike = bikes.find((b) => b.name === demoTags.onBike.bike);
    expect(bike).toBeDefined();

    const noise = Buffer.from(Array.from({ length: 640 * 480 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart([{ name: 'bikePhoto', filename: 'topology.jpg', type: 'image/jpeg', bytes: jpeg }]);
    const upload = await request(deployment.apiUrl(0), {
      method: 'POST',
      path: `/api/photos/${bike?.id}/photo`,
      headers: { ...auth, ...headers },
      body: payload,
    });
    expect(upload.status).toBe(201);
    const { photo } = json<{ data: { photo: { thumbnailUrl: string } } }>(upload).data;

    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const direct = await request(deployment.apiUrl(i), { path: photo.thumbnailUrl });
      statuses.push(direct.status);
      bodies.add(direct.body.toString('base64'));
    }
    for (let i = 0; i < 6; i++) {
      const balanced = await request(deployment.url, { path: photo.thumbnailUrl });
      statuses.push(balanced.status);
      bodies.add(balanced.body.toString('base64'));
    }
    console.log(`photo ${photo.thumbnailUrl}: api1, api2, api3 directly, then 6 times through the balancer: ${statuses.join(', ')}`);
    expect(statuses).toEqual(Array(9).fill(200));
    expect(bodies.size).toBe(1);
  });

  it("answers a verification and a tag's public facts through the balancer", async () => {
    const verify = await request(deployment.url, postJson('/api/tags/verify', { uid: demoTags.onStolenBike.uid }));
    expect(verify.status).toBe(200);
    expect(json(verify)).toMatchObject({ success: true, status: 'stolen', isStolen: true });
    const info = await request(deployment.url, { path: `/api/tags/info/${demoTags.onBike.uid}` });
    expect(info.status).toBe(200);
    expect(json(info)).toMatchObject({ success: true, tag: { uid: demoTags.onBike.uid, status: 'verified' } });
  });

  it('holds the verification limit for the whole deployment, per client; a forged X-Forwarded-For buys nothing', async () => {
    const verifyFrom = (localAddress: string, headers: Record<string, string> = {}) =>
      request(deployment.url, postJson('/api/tags/verify', { uid: demoTags.onBike.uid }, { localAddress, headers }));

    const first: Answer[] = [];
    for (let i = 0; i < 2 * VERIFY_LIMIT; i++) first.push(await verifyFrom(clientA));
    const accepted = first.filter((a) => a.status === 200);
    const spread = await Promise.all(accepted.map((a) => deployment.servedBy(requestId(a))));
    const refused = first.filter((a) => a.status === 429);
    const forged: Answer[] = [];
    for (let i = 0; i < VERIFY_LIMIT; i++) forged.push(await verifyFrom(clientA, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    const other: Answer[] = [];
    for (let i = 0; i < 2 * VERIFY_LIMIT; i++) other.push(await verifyFrom(clientB));
    const infoAfter = await request(deployment.url, { path: `/api/tags/info/${demoTags.onBike.uid}`, localAddress: clientA });

    const perServer = ['api1', 'api2', 'api3'].map((s) => spread.filter((x) => x === s).length).join('/');
    console.log(
      `verification limit ${VERIFY_LIMIT}/min: client ${clientA} ${accepted.length} of ${first.length} answered (api1/api2/api3 ${perServer}), ` +
        `then ${forged.filter((a) => a.status === 200).length} of ${forged.length} with a forged X-Forwarded-For; ` +
        `client ${clientB} ${other.filter((a) => a.status === 200).length} of ${other.length}`,
    );
    expect(accepted).toHaveLength(VERIFY_LIMIT);
    expect(refused).toHaveLength(VERIFY_LIMIT);
    const refusal = refused[0] as Answer;
    expect(refusal.headers['retry-after']).toBe('60');
    expect(json(refusal)).toMatchObject({ success: false, error: 'RATE_LIMITED', i18nKey: 'errors.RATE_LIMITED' });
    expect(forged.map((a) => a.status)).toEqual(Array(VERIFY_LIMIT).fill(429));
    expect(other.filter((a) => a.status === 200)).toHaveLength(VERIFY_LIMIT);
    // Each route has its own count, as in the API: the tag's facts still answer.
    expect(infoAfter.status).toBe(200);
  });

  it('counts sign-in attempts by the address the balancer saw, never one the client sends', async () => {
    const attempt = (localAddress: string, i: number, forgedFor?: string) =>
      request(
        deployment.url,
        postJson(
          '/api/auth/login',
          { email: `nobody-${localAddress}-${i}@example.com`, password: 'Not-The-Password-1!' },
          { localAddress, headers: forgedFor ? { 'x-forwarded-for': forgedFor } : {} },
        ),
      );
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) statuses.push((await attempt(clientA, i, `198.51.100.${i + 1}`)).status);
    const otherClient = await attempt(clientB, 0);
    console.log(
      `sign-in attempts (limit ${LOGIN_LIMIT} per client), each with another forged X-Forwarded-For: ${statuses.join(', ')}; another client: ${otherClient.status}`,
    );
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429, 429]);
    expect(otherClient.status).toBe(401);
  });

  it("gives every request the balancer's own random id, passed to the API and returned, whatever the client sends", async () => {
    const answer = await request(deployment.url, { path: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } });
    const id = requestId(answer);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const server = await deployment.servedBy(id);
    expect(server).toMatch(/^api\d$/);
    // The API logged the request under the balancer's id (its line is written once the answer has left).
    const apiLog = () => deployment.apiLog(Number(server?.slice(3)) - 1);
    await until(() => apiLog().includes(`"reqId":"${id}"`), 10_000, "the request's line in the API's log");
    expect(apiLog()).not.toContain('chosen-by-the-client');
  });

  it('reloads the balancer under a steady load without a failed request', async () => {
    let answered = 0;
    const reload = (async () => {
      await until(() => answered >= 150, 20_000, 'the load did not start');
      const loaded = deployment.balancerLoads();
      deployment.reloadBalancer();
      await until(() => deployment.balancerLoads() > loaded, 20_000, 'HAProxy did not reload');
      const after = answered;
      await until(() => answered >= after + 300, 20_000, 'the load stopped after the reload');
    })();
    const report = await steadyLoad(deployment.url, {
      rate: 300,
      concurrency: 8,
      spec: (n) => ({ path: n % 2 ? '/api/health' : '/api/config/public' }),
      until: reload,
      maxSeconds: 30,
      onAnswer: () => {
        answered += 1;
      },
    });
    await reload;
    console.log(`balancer reload under load: ${describeLoad(report)}`);
    expect(report.failed).toBe(0);
    expect(await deployment.serverStates()).toEqual({ api1: 'UP', api2: 'UP', api3: 'UP' });
  });

  it('answers 503 through the balancer while the database is down, and serves again once it is back, without a restart', async () => {
    const pids = deployment.api.map((s) => s?.child.pid);
    await deployment.stopDatabase();
    await until(async () => Object.values(await deployment.serverStates()).every((s) => s === 'DOWN'), 20_000, 'HAProxy kept a process without its database');
    const during = await request(deployment.url, { path: '/api/config/public' });
    const ready = await request(deployment.apiUrl(0), { path: '/api/health/ready' });
    const live = await request(deployment.apiUrl(0), { path: '/api/health/live' });
    const downAt = Date.now();
    await deployment.startDatabase();
    await until(
      async () => Object.values(await deployment.serverStates()).every((s) => s === 'UP'),
      60_000,
      'the processes did not come back with the database',
    );
    console.log(
      `database outage: every process out of the balancer, then all back ${((Date.now() - downAt) / 1000).toFixed(1)} s after PostgreSQL started again`,
    );
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(json(during)).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE', i18nKey: 'errors.SERVICE_UNAVAILABLE' });
    expect(ready.status).toBe(503);
    expect(live.status).toBe(200);
    expect((await request(deployment.url, postJson('/api/tags/verify', { uid: demoTags.onBike.uid }))).status).toBe(200);
    expect(deployment.api.map((s) => s?.child.pid)).toEqual(pids);
  });

  it('restarts the API processes one at a time under a steady load of pages and scans without a failed request or a lost scan', async () => {
    const run = 'E1';
    // At most 250 requests a second for 100 s, a third of them scans.
    await tagsForRun(run, 9_000);
    const acknowledged = new Set<string>();
    let answered = 0;
    const exitCodes: (number | null)[] = [];
    const takenOutMs: number[] = [];
    const rolling = (async () => {
      await until(() => answered >= 150, 20_000, 'the load did not start');
      for (let i = 0; i < 3; i++) {
        const old = deployment.api[i];
        const signalled = Date.now();
        old?.child.kill('SIGTERM');
        await until(async () => (await deployment.serverStates())[`api${i + 1}`] !== 'UP', 20_000, 'HAProxy kept a draining process');
        takenOutMs.push(Date.now() - signalled);
        exitCodes.push((await old?.exited) ?? null);
        deployment.startApi(i);
        await deployment.waitReady(deployment.apiPorts[i] as number);
      }
    })();
    const report = await steadyLoad(deployment.url, {
      rate: 250,
      concurrency: 8,
      // A third are scans (POST: never retried by the balancer), the rest reads.
      spec: (n) => (n % 3 === 0 ? scan(run, n) : { path: n % 3 === 1 ? '/api/health' : '/' }),
      until: rolling,
      maxSeconds: 100,
      onAnswer: (n, answer) => {
        answered += 1;
        if (n % 3 === 0 && !(answer instanceof Error) && answer.status === 200) acknowledged.add(scanUid(run, n));
      },
    });
    await rolling;
    const stored = await storedScans(run);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    console.log(
      `rolling restart of 3 processes under load: ${describeLoad(report)}; ${acknowledged.size} scans acknowledged, ${stored.size} stored; ` +
        `HAProxy took each out ${takenOutMs.join(', ')} ms after its SIGTERM (drain ${deployment.drainSeconds} s); exit codes ${exitCodes.join(', ')}`,
    );
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(report.failed).toBe(0);
    expect(lost).toEqual([]);
    expect([...stored.values()].filter((copies) => copies > 1)).toEqual([]);
  });

  it('loses no acknowledged scan when a process is killed with kill -9 under a load of scans', async () => {
    const run = 'E2';
    await tagsForRun(run, 9_000);
    const acknowledged = new Set<string>();
    let answered = 0;
    let takenOutMs = -1;
    const victim = deployment.api[1];
    const kill = (async () => {
      await until(() => answered >= 200, 20_000, 'the load did not start');
      victim?.child.kill('SIGKILL');
      await victim?.exited;
      const killedAt = Date.now();
      await until(async () => (await deployment.serverStates()).api2 !== 'UP', 20_000, 'HAProxy kept the killed process');
      takenOutMs = Date.now() - killedAt;
      const after = answered;
      await until(() => answered >= after + 300, 20_000, 'the load stopped after the kill');
    })();
    const report = await steadyLoad(deployment.url, {
      rate: 200,
      concurrency: 16,
      spec: (n) => scan(run, n),
      until: kill,
      maxSeconds: 15,
      onAnswer: (n, answer) => {
        answered += 1;
        if (!(answer instanceof Error) && answer.status === 200) acknowledged.add(scanUid(run, n));
      },
    });
    await kill;
    const stored = await storedScans(run);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    const duplicated = [...stored.values()].filter((copies) => copies > 1).length;
    console.log(
      `kill -9 of api2 under scans: ${describeLoad(report)}; ${acknowledged.size} acknowledged, ${stored.size} stored ` +
        `(${stored.size - acknowledged.size} stored without an answer: in flight at the kill), ${lost.length} acknowledged but lost, ` +
        `${duplicated} stored twice; HAProxy took it out ${takenOutMs} ms after the kill`,
    );
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
  });
});
