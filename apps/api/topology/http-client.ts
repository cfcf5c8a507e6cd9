import http from 'node:http';

/** One answer, whole. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address on loopback (127.0.0.2, 127.0.0.3…: Linux routes all of 127/8 to lo). */
  localAddress?: string;
}

/** A plain HTTP/1.1 request from a chosen source address, over `agent`'s kept-alive connections when given. */
export function request(base: string, spec: RequestSpec, agent?: http.Agent): Promise<Answer> {
  const url = new URL(spec.path, base);
  const body = spec.body === undefined ? undefined : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: spec.method ?? 'GET',
        headers: { ...spec.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        ...(spec.localAddress ? { localAddress: spec.localAddress } : {}),
        agent: agent ?? false,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

export const json = <T = Record<string, unknown>>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

/** What a load run counts: every request sent, its outcome by status or error. */
export interface LoadReport {
  sent: number;
  /** 2xx answers. */
  ok: number;
  /** Anything else: a status that is not 2xx, a reset, a timeout. */
  failed: number;
  /** Failures by kind (`503`, `ECONNRESET`…). */
  failures: Record<string, number>;
  seconds: number;
}

export interface LoadOptions {
  /** Requests per second aimed at (paced, not a burst). */
  rate: number;
  /** Requests in flight at most. */
  concurrency: number;
  /** The request of the n-th send. */
  spec: (n: number) => RequestSpec;
  /** Keeps sending until this settles… */
  until: Promise<unknown>;
  /** …and never longer than this, nor more than `rate × maxSeconds` requests. */
  maxSeconds: number;
  /** Told of each answer (the kill -9 run keeps the acknowledged scans). */
  onAnswer?: (n: number, answer: Answer | Error) => void;
}

/**
 * A steady load from keep-alive clients: `concurrency` loops, each sending when the schedule
 * (`rate` a second) says and its previous request has its answer. Bounded in time and count; every
 * outcome is counted, nothing is retried by the client.
 */
export async function steadyLoad(base: string, options: LoadOptions): Promise<LoadReport> {
  // NOTE: with a timeout of its own, Node's agent also honours the balancer's `Keep-Alive: timeout=10`
  // hint and drops an idle connection before the balancer closes it (without one it ignores the hint).
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, timeout: 60_000 });
  const report: LoadReport = { sent: 0, ok: 0, failed: 0, failures: {}, seconds: 0 };
  const started = Date.now();
  const endBy = started + options.maxSeconds * 1000;
  let stop = false;
  const halt = () => {
    stop = true;
  };
  options.until.then(halt, halt);
  let next = 0;
  const loop = async () => {
    while (!stop && Date.now() < endBy) {
      const n = next++;
      const due = started + (n * 1000) / options.rate;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      if (stop) break;
      report.sent += 1;
      try {
        const answer = await request(base, options.spec(n), agent);
        if (answer.status >= 200 && answer.status < 300) report.ok += 1;
        else fail(String(answer.status));
        options.onAnswer?.(n, answer);
      } catch (err) {
        fail((err as NodeJS.ErrnoException).code ?? (err as Error).message);
        options.onAnswer?.(n, err as Error);
      }
    }
  };
  const fail = (kind: string) => {
    report.failed += 1;
    report.failures[kind] = (report.failures[kind] ?? 0) + 1;
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  agent.destroy();
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}
