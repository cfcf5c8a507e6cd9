import autocannon from 'autocannon';
import { startServer } from './server.js';

async function load(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 10, duration: 5, ...opts });
  console.log(
    `${title.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
  );
}

async function timeLogins(url: string, email: string, password: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)] as number;
}

/** Throughput of the health check and of sign-in, and the timing of refused sign-ins. */
export async function reportHttp(): Promise<void> {
  const port = 3290;
  const server = await startServer(port, { RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000' });
  const url = `http://127.0.0.1:${port}`;
  try {
    console.log('\nhttp (10 connections, 5 s each, on this machine)');
    await load('GET /api/health', { url: `${url}/api/health` });
    await load('POST /api/auth/login (argon2id)', {
      url: `${url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.ritrova.it', password: 'Demo-Owner-2026!' }),
    });
    const wrong = await timeLogins(url, 'owner@demo.ritrova.it', 'Wrong-Password-1!', 30);
    const unknown = await timeLogins(url, 'nobody-here@example.com', 'Wrong-Password-1!', 30);
    console.log(`refused sign-in, median of 30: wrong password ${wrong.toFixed(1)} ms, unknown e-mail ${unknown.toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}
