import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clientNetwork } from './client-network.ts';
import type { Clock } from './clock.ts';
import { rateLimited } from './errors.ts';

/** Clients remembered per limiter (about 100 bytes each). */
const MAX_CLIENTS = 100_000;

/**
 * A per-process fixed-window limiter for the public hot path (tag verification),
 * where a database write per request to count it would cost more than the
 * request itself. With N processes a client gets up to N × max; that is fine for
 * abuse protection, which is all this is for (decision 013). Clients are counted
 * by network (an IPv6 /64 is one client) and at most MAX_CLIENTS are remembered:
 * past that the least recently seen is forgotten, so a flood of fresh addresses
 * cannot grow the process's memory.
 */
export function memoryRateLimit(max: number, windowMs: number, clock: Clock, maxClients = MAX_CLIENTS) {
  const windows = new LRUCache<string, { hits: number; resetAt: number }>({ max: maxClients });
  return async (request: FastifyRequest) => {
    const now = clock.now().getTime();
    const client = clientNetwork(request.ip);
    let w = windows.get(client);
    // A window ending more than its length ahead began in a future the clock was set back from (tests do).
    if (!w || w.resetAt <= now || w.resetAt - now > windowMs) {
      w = { hits: 0, resetAt: now + windowMs };
      windows.set(client, w);
    }
    w.hits += 1;
    if (w.hits > max) throw rateLimited(Math.ceil((w.resetAt - now) / 1000));
  };
}
