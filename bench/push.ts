import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from './server.js';

/** Timed alerts per scenario (each a theft funded, then the demo-like Hunter's push awaited). */
const SAMPLES = 5;
/** Subscriptions each slow account holds (the cap of one account, packages/shared limits). */
const SLOW_PER_ACCOUNT = 5;
/** A sample gives up after this long (the code before issue #24 took minutes). */
const SAMPLE_LIMIT_MS = 180_000;
/** The "late" endpoints answer after this long (under the server's push timeout). */
const LATE_MS = 4_000;
/** Milan, Piazza del Duomo: the thefts, and the centre of every Hunter's area. */
const MILAN = { lat: 45.464, lng: 9.19 };

/**
 * A push service stand-in on 127.0.0.1 (RFC 8030 only as far as the server needs): `fast` answers
 * 201 at once and records when each endpoint was posted to; `silent` takes requests and never answers
 * (the server's timeout ends them); `late` answers 201 after LATE_MS. No decryption: only arrival counts.
 */
async function pushService(kind: 'fast' | 'silent' | 'late') {
  const arrivals = new Map<string, number[]>();
  let received = 0;
  const server = http.createServer((req, res) => {
    received += 1;
    req.resume();
    req.on('end', () => {
      if (kind === 'fast') {
        const at = performance.now();
        arrivals.set(req.url ?? '', [...(arrivals.get(req.url ?? '') ?? []), at]);
        res.writeHead(201).end();
      } else if (kind === 'late') {
        setTimeout(() => res.writeHead(201).end(), LATE_MS).unref();
      }
      // silent: held until the server gives up and closes it.
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    arrivals,
    received: () => received,
    /** A fresh subscription on this service, as a browser would hand it in. */
    subscription() {
      const ecdh = createECDH('prime256v1');
      return {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Answer {
  status: number;
  body: string;
}

function send(base: string, method: string, path: string, auth: Record<string, string>, payload?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = payload ? Buffer.from(JSON.stringify(payload)) : undefined;
    const req = http.request(
      `${base}${path}`,
      { method, headers: { ...auth, ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const res = await answer;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/**
 * How late is a normal Hunter's alert while other accounts hold slow push endpoints (issue #24)?
 * From the owner's payment confirmation (the theft becomes a funded hunt) until the Hunter's push
 * reaches the push service: idle, with one account holding 5 endpoints that never answer, 5 that
 * answer after 4 s, and ten accounts holding 5 silent endpoints each. Every slow account registers
 * fresh endpoints before each alert (the old ones are unsubscribed), so each alert meets them new.
 */
export async function reportPush(): Promise<void> {
  const port = 3392;
  const base = `http://127.0.0.1:${port}`;
  const [fast, silent, late] = await Promise.all([pushService('fast'), pushService('silent'), pushService('late')]);
  const server = await startServer(port, {
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    // The stand-ins are push services by explicit configuration (ignored by code that has no such entry).
    PUSH_DEV_SERVICE_ORIGINS: [fast.origin, silent.origin, late.origin].join(','),
    // The owner's part sends each sighting from an address of its own (X-Forwarded-For, one hop trusted).
    TRUST_PROXY: '1',
  });
  try {
    let n = 0;
    const account = async () => {
      n += 1;
      const res = await expectStatus(
        send(
          base,
          'POST',
          '/api/auth/register',
          {},
          {
            nome: 'Bench',
            cognome: `Push${n}`,
            email: `bench-push-${n}-${Date.now()}@example.com`,
            password: 'Bench-Push-2026!',
            acceptTerms: true,
            acceptPrivacy: true,
            confirmAge16: true,
          },
        ),
        201,
        'register',
      );
      return { authorization: `Bearer ${JSON.parse(res.body).token as string}` };
    };
    const hunterAccount = async () => {
      const auth = await account();
      await expectStatus(send(base, 'PUT', '/api/hunter/area', auth, { latitude: MILAN.lat, longitude: MILAN.lng, radiusKm: 10 }), 200, 'area');
      return { auth, endpoints: [] as string[] };
    };
    const subscribe = (auth: Record<string, string>, subscription: object) =>
      expectStatus(send(base, 'POST', '/api/hunter/push-subscriptions', auth, subscription), 200, 'subscribe');

    const hunter = await hunterAccount();
    const browser = fast.subscription();
    await subscribe(hunter.auth, browser);
    const browserPath = new URL(browser.endpoint).pathname;
    const owner = await account();
    const slowAccounts = await Promise.all(Array.from({ length: 10 }, () => hunterAccount()));

    /** Gives each of `accounts` fresh endpoints on `service` (the previous ones unsubscribed), or none. */
    const holdSlowEndpoints = async (accounts: typeof slowAccounts, service: typeof silent | null) => {
      for (const slow of slowAccounts) {
        for (const endpoint of slow.endpoints)
          await expectStatus(send(base, 'DELETE', '/api/hunter/push-subscriptions', slow.auth, { endpoint }), 200, 'unsubscribe');
        slow.endpoints = [];
      }
      if (!service) return;
      for (const slow of accounts) {
        for (let i = 0; i < SLOW_PER_ACCOUNT; i++) {
          const subscription = service.subscription();
          await subscribe(slow.auth, subscription);
          slow.endpoints.push(subscription.endpoint);
        }
      }
    };

    /** One funded theft; how long after the confirmation the Hunter's push arrived (NaN past the limit). */
    const timeOneAlert = async () => {
      const bike = await expectStatus(send(base, 'POST', '/api/bikes', owner, { name: 'Bench', brand: 'Bench', type: 'city' }), 201, 'bike');
      const bikeId = JSON.parse(bike.body).bike.id as string;
      const reported = await expectStatus(send(base, 'POST', `/api/bikes/${bikeId}/report-stolen`, owner, { reward: 50, place: MILAN }), 200, 'report');
      const paymentId = (JSON.parse(reported.body).paymentUrl as string).split('/checkout/')[1] as string;
      const before = fast.arrivals.get(browserPath)?.length ?? 0;
      const started = performance.now();
      await expectStatus(send(base, 'POST', `/api/payments/${paymentId}/confirm`, owner), 200, 'confirm');
      while ((fast.arrivals.get(browserPath)?.length ?? 0) <= before) {
        if (performance.now() - started > SAMPLE_LIMIT_MS) return Number.NaN;
        await new Promise((r) => setTimeout(r, 5));
      }
      return (fast.arrivals.get(browserPath)?.[before] as number) - started;
    };

    const scenarios: Array<{ label: string; accounts: number; service: typeof silent | null }> = [
      { label: 'idle (no other subscriptions)', accounts: 0, service: null },
      { label: `1 account, ${SLOW_PER_ACCOUNT} endpoints that never answer`, accounts: 1, service: silent },
      { label: `1 account, ${SLOW_PER_ACCOUNT} endpoints answering after ${LATE_MS / 1000} s`, accounts: 1, service: late },
      { label: `10 accounts, ${SLOW_PER_ACCOUNT} endpoints each that never answer`, accounts: 10, service: silent },
    ];
    // Warm-up (JIT, first connections, the job queues' first polls).
    await timeOneAlert();
    const results: Array<{ label: string; delays: number[] }> = [];
    for (const scenario of scenarios) {
      const delays: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await holdSlowEndpoints(slowAccounts.slice(0, scenario.accounts), scenario.service);
        delays.push(await timeOneAlert());
      }
      results.push({ label: scenario.label, delays });
    }

    const s = (ms: number) => (Number.isNaN(ms) ? `> ${SAMPLE_LIMIT_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`);
    console.log("\npush delay (owner's payment confirmed → the Hunter's push at the push service; this machine)");
    for (const { label, delays } of results) {
      const answered = delays.filter((d) => !Number.isNaN(d));
      console.log(
        `  ${label.padEnd(52)} p50 ${s(percentile(answered, 50)).padStart(8)}   max ${s(delays.some(Number.isNaN) ? Number.NaN : Math.max(...delays)).padStart(8)}   (${answered.length} of ${delays.length})`,
      );
    }
    const idle = percentile(results[0]?.delays ?? [], 50);
    const worst = Math.max(...results.slice(1).map((r) => percentile(r.delays, 50)));
    console.log(`  goal: within seconds of idle; worst p50 − idle p50 = ${s(worst - idle)}`);
    console.log(`  requests the slow stand-ins received: silent ${silent.received()}, late ${late.received()}`);

    await reportOwnerPush({ base, account, fast, silent });
  } finally {
    await server.stop();
    await Promise.all([fast.close(), silent.close(), late.close()]);
  }
}

/**
 * How soon is an owner woken by a sighting (issue #28, decision 063)? From a finder's report on the stolen
 * bike's public page (`POST /api/stolen/:publicId/sightings`) until the owner's push reaches the push
 * service: idle, and while 10 other owners' bikes are sighted at the same moment, each owner holding 5
 * browsers that never answer (their pushes hold the sighting-push job's slots until the push timeout).
 * Every sample is a new bike (a new push window) and a new finder address.
 */
async function reportOwnerPush({
  base,
  account,
  fast,
  silent,
}: {
  base: string;
  account: () => Promise<Record<string, string>>;
  fast: Awaited<ReturnType<typeof pushService>>;
  silent: Awaited<ReturnType<typeof pushService>>;
}): Promise<void> {
  let finder = 0;
  const stolenBike = async (owner: Record<string, string>) => {
    const bike = await expectStatus(send(base, 'POST', '/api/bikes', owner, { name: 'Bench', brand: 'Bench', type: 'city' }), 201, 'bike');
    const bikeId = JSON.parse(bike.body).bike.id as string;
    await expectStatus(send(base, 'POST', `/api/bikes/${bikeId}/report-stolen`, owner, {}), 200, 'report');
    const published = await expectStatus(send(base, 'PUT', `/api/bikes/${bikeId}/publication`, owner, {}), 200, 'publish');
    return JSON.parse(published.body).publication.publicId as string;
  };
  const sight = (publicId: string) => {
    finder += 1;
    const address = { 'x-forwarded-for': `198.51.${Math.floor(finder / 250)}.${(finder % 250) + 1}` };
    return expectStatus(send(base, 'POST', `/api/stolen/${publicId}/sightings`, address, { note: 'Bench' }), 201, 'sighting');
  };
  const owner = await account();
  const browser = fast.subscription();
  await expectStatus(send(base, 'POST', '/api/push/subscriptions', owner, browser), 200, 'subscribe');
  const browserPath = new URL(browser.endpoint).pathname;
  const others = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const auth = await account();
      for (let i = 0; i < SLOW_PER_ACCOUNT; i++)
        await expectStatus(send(base, 'POST', '/api/push/subscriptions', auth, silent.subscription()), 200, 'subscribe');
      return auth;
    }),
  );

  /** One sighting of a new bike of the owner (after `busy` other owners' bikes were sighted); how long until the push arrived. */
  const timeOne = async (busy: number) => {
    const publicId = await stolenBike(owner);
    const theirs = await Promise.all(others.slice(0, busy).map((o) => stolenBike(o)));
    const before = fast.arrivals.get(browserPath)?.length ?? 0;
    for (const id of theirs) await sight(id);
    const started = performance.now();
    await sight(publicId);
    while ((fast.arrivals.get(browserPath)?.length ?? 0) <= before) {
      if (performance.now() - started > SAMPLE_LIMIT_MS) return Number.NaN;
      await new Promise((r) => setTimeout(r, 5));
    }
    return (fast.arrivals.get(browserPath)?.[before] as number) - started;
  };

  await timeOne(0); // warm-up
  const rows: Array<{ label: string; delays: number[] }> = [];
  for (const [label, busy] of [
    ['idle', 0],
    [`10 other owners sighted at once, ${SLOW_PER_ACCOUNT} silent browsers each`, 10],
  ] as const) {
    const delays: number[] = [];
    for (let i = 0; i < SAMPLES; i++) delays.push(await timeOne(busy));
    rows.push({ label, delays });
  }
  const s = (ms: number) => (Number.isNaN(ms) ? `> ${SAMPLE_LIMIT_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`);
  console.log("\nowner's sighting push (a finder's report → the owner's push at the push service; this machine)");
  for (const { label, delays } of rows) {
    const answered = delays.filter((d) => !Number.isNaN(d));
    console.log(
      `  ${label.padEnd(64)} p50 ${s(percentile(answered, 50)).padStart(8)}   max ${s(delays.some(Number.isNaN) ? Number.NaN : Math.max(...delays)).padStart(8)}   (${answered.length} of ${delays.length})`,
    );
  }
}
