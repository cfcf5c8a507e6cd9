import type { IsolationLevel } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';

/**
 * PostgreSQL's "run me again" answers: `40P01` (a deadlock was broken by aborting
 * this transaction) and `40001` (a serialization failure). Neither is the
 * request's fault, and neither left anything behind: the whole transaction was
 * rolled back, so running it again from the start is safe.
 */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** How often a transaction is tried before the request gives up with 503. */
export const TRANSACTION_ATTEMPTS = 3;

/** Whether an error is one of PostgreSQL's retryable conflicts (also when wrapped as another error's cause). */
export function isRetryableConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/** A short random pause (up to 15, then 30 ms), so that two transactions that collided do not collide again in step. */
const jitter = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 15 * 2 ** (attempt - 1)));

export interface TransactionOptions {
  /** Tries in all before the request gives up with 503 (TRANSACTION_ATTEMPTS). */
  attempts?: number;
  /** A stricter isolation than READ COMMITTED, e.g. one snapshot for figures that must agree. */
  isolation?: IsolationLevel;
  /** `read only` for a snapshot that writes nothing. */
  access?: 'read only' | 'read write';
}

/**
 * Runs `work` in a database transaction, and again (up to `TRANSACTION_ATTEMPTS`
 * times in all, after a random pause) when PostgreSQL aborts it with a deadlock
 * or serialization failure. `work` must therefore do nothing outside the
 * transaction that cannot be done twice: jobs and mail are queued through the
 * transaction (`{ trx }`), provider calls come after the commit. If every
 * attempt meets a conflict the request answers 503 with `Retry-After`, never 500.
 *
 * Every transaction of the API and the worker runs through here (issue #29 item 5;
 * `npm run lint` refuses `.transaction()` anywhere else): a deadlock between two
 * requests that lock the same bike, tag or user rows answers as if they had
 * come one after the other. Flows that move a theft's money also take their
 * locks in the order of `lockTheft` (modules/rewards/lock-order.ts, decision
 * 014), so a retry is the rare exception rather than the way conflicts are
 * resolved.
 */
export async function runTransaction<T>(db: Db, work: (trx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      let builder = db.transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      if (options.access) builder = builder.setAccessMode(options.access);
      return await builder.execute(work);
    } catch (err) {
      if (!isRetryableConflict(err)) throw err;
      if (attempt >= attempts)
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Too many changes to the same record at once: try again in a moment', { retryAfterSeconds: 1 });
      await jitter(attempt);
    }
  }
}
