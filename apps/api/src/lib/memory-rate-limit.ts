import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import { rateLimited } from './errors.js';

/**
 * A per-process fixed-window limiter for the public hot path (tag verification),
 * where a database write per request to count it would cost more than the
 * request itself. With N processes a client gets up to N × max; that is fine for
 * abuse protection, which is all this is for (decision 013).
 */
export function memoryRateLimit(max: number, windowMs: number, clock: Clock) {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let sweepAt = clock.now().getTime() + windowMs;
  return async (request: FastifyRequest) => {
    const now = clock.now().getTime();
    if (now > sweepAt) {
      for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
      sweepAt = now + windowMs;
    }
    let w = windows.get(request.ip);
    // A window ending more than its length ahead began in a future the clock was set back from (tests do).
    if (!w || w.resetAt <= now || w.resetAt - now > windowMs) {
      w = { hits: 0, resetAt: now + windowMs };
      windows.set(request.ip, w);
    }
    w.hits += 1;
    if (w.hits > max) throw rateLimited(Math.ceil((w.resetAt - now) / 1000));
  };
}
