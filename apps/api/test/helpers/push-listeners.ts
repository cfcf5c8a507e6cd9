import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A TCP listener on a loopback address that only counts who connects (and closes
 * every connection): where a push must never go, the test asserts it saw nothing.
 * Counting connections, not HTTP requests, also catches a TLS handshake to it.
 */
export interface ConnectionTrap {
  host: string;
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startConnectionTrap(host: '127.0.0.1' | '::1', port = 0): Promise<ConnectionTrap> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    host,
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A push service on 127.0.0.1 that takes every POST and answers none until told:
 * the slow or hostile endpoint one account can register. `open` counts the requests
 * waiting for an answer; `ended` those whose sender gave up (closed) before one.
 */
export interface HoldingPushService {
  origin: string;
  endpoint(name: string): string;
  /** Requests received so far (answered or not). */
  readonly received: number;
  /** Requests still waiting for their answer. */
  readonly open: number;
  /** Requests the sender abandoned before they were answered (its timeout). */
  readonly ended: number;
  /** Answers every open request with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startHoldingPushService(): Promise<HoldingPushService> {
  const waiting = new Set<http.ServerResponse>();
  let received = 0;
  let ended = 0;
  const server = http.createServer((req, res) => {
    received += 1;
    req.resume();
    waiting.add(res);
    res.on('close', () => {
      if (waiting.delete(res)) ended += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (name) => `${origin}/push/${name}`,
    get received() {
      return received;
    },
    get open() {
      return waiting.size;
    },
    get ended() {
      return ended;
    },
    release(status = 201) {
      for (const res of [...waiting]) {
        waiting.delete(res);
        res.writeHead(status).end();
      }
    },
    close() {
      for (const res of waiting) res.destroy();
      waiting.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves when `condition` holds, checking every 10 ms; throws `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
