import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { rateLimited } from './errors.ts';
import { rateLimitRepository } from './rate-limit.repository.ts';

/**
 * Fixed-window counters in PostgreSQL, so that every API process shares them.
 * One statement increments (or restarts an expired window) and reads the result.
 * `now` comes from the application's clock (not the database's), so a test that
 * moves the clock past a window sees it restart.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetInMs: number }> {
  const result = await rateLimitRepository.hit(db, key, windowMs, now);
  if (!result) throw new Error('rate limit counter returned no row');
  return { hits: result.hits, resetInMs: Math.max(0, Math.round(result.reset_in_ms)) };
}

/** Counts one attempt under `key` and throws a 429 once `max` is exceeded in the window. */
export async function enforceLimit(db: Db, key: string, max: number, windowMs: number, now: Date): Promise<void> {
  const { hits, resetInMs } = await hitCounter(db, key, windowMs, now);
  if (hits > max) throw rateLimited(Math.ceil(resetInMs / 1000));
}

/** Forgets the attempts under `key` (e.g. after a successful login). */
export async function resetCounter(db: Db, key: string): Promise<void> {
  await rateLimitRepository.delete(db, key);
}

/** Deletes expired windows; run periodically by the worker. */
export async function pruneCounters(db: Db, now: Date): Promise<number> {
  return rateLimitRepository.deleteExpired(db, now);
}

/** Forgets the counters whose key names `text` (an e-mail address of an account being erased: a sign-in's limit is kept per address). */
export function forgetCountersNaming(db: Db, text: string): Promise<number> {
  return rateLimitRepository.deleteNaming(db, text);
}

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * A store for `@fastify/rate-limit` backed by the same counters. Each route gets
 * its own namespace, so limits on login and register do not add up.
 */
export function pgRateLimitStore(db: Db, clock: Clock) {
  return class PgRateLimitStore {
    private readonly namespace: string;

    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as StoreOptions;
      const method = Array.isArray(routeInfo?.method) ? routeInfo.method.join(',') : routeInfo?.method;
      this.namespace = groupId ?? (routeInfo?.url ? `${method} ${routeInfo.url}` : 'global');
    }

    incr(key: string, callback: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hitCounter(db, `http:${this.namespace}:${key}`, timeWindow, clock.now()).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(options: object) {
      return new PgRateLimitStore(options);
    }
  };
}

/**
 * What a `hitCounter` window under `key` has counted so far, without counting
 * one more: lets an upload be refused before its file is read. A window that
 * is over (or began in a future the clock was set back from) counts nothing.
 */
export async function countedSoFar(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetInMs: number }> {
  const row = await rateLimitRepository.find(db, key);
  const resetInMs = row ? new Date(row.reset_at).getTime() - now.getTime() : 0;
  if (!row || resetInMs <= 0 || resetInMs > windowMs) return { hits: 0, resetInMs: 0 };
  return { hits: row.hits, resetInMs };
}
