import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { PortInUseError } from '../db/embedded.ts';
import type { Metrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

export interface MetricsServer {
  close(): Promise<void>;
}

/**
 * METRICS_PORT: `GET /metrics` on a listener of its own (127.0.0.1 by default), apart from
 * the public port, in the API processes and in the worker (decision 045). Anything else, and
 * a request without the token when METRICS_TOKEN is set, gets a 404.
 */
export async function startMetricsServer(metrics: Metrics, options: { host: string; port: number; token: string | undefined }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const allowed = req.method === 'GET' && path === '/metrics' && (!options.token || bearerMatches(req.headers.authorization, options.token));
    if (!allowed) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected\n'),
    );
  });
  // A scraper's kept-alive connection must not hold the stop: closing ends idle ones (Node ≥ 19).
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(options.port, 'METRICS_PORT') : err));
    server.listen({ port: options.port, host: options.host }, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
