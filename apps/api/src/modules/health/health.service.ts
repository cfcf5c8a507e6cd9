import type { AppContext } from '../../context.ts';
import { healthRepository } from './health.repository.ts';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves when `check` does within two seconds; rejects otherwise. */
async function within(check: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} check timed out`)), CHECK_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answers a round trip within two seconds (never throws). */
export async function databaseReachable(ctx: AppContext): Promise<boolean> {
  return within(healthRepository.ping(ctx.db), 'database').then(
    () => true,
    () => false,
  );
}

/** Whether the job queue's own connections answer a round trip within two seconds (never throws). */
export async function jobQueueReachable(ctx: AppContext): Promise<boolean> {
  return within(ctx.jobs.ping(), 'job queue').then(
    () => true,
    () => false,
  );
}

type Reachability = 'ok' | 'unavailable';

/** What readiness answers: traffic welcome, or why not (draining, or what does not answer). */
export type Readiness =
  | { ready: true; db: 'ok'; jobs: 'ok' }
  | { ready: false; status: 'draining' }
  | { ready: false; status: 'error'; starting: boolean; db: Reachability; jobs: Reachability };

/**
 * Whether this process should get traffic (decision 045): not from the stop signal on (no
 * database asked: the answer must be at once), nor before it serves; otherwise when the database
 * and the job queue both answer.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const draining = (state: string) => state === 'draining' || state === 'closing' || state === 'stopped';
  if (draining(ctx.lifecycle.state)) return { ready: false, status: 'draining' };
  const [db, jobs] = await Promise.all([databaseReachable(ctx), jobQueueReachable(ctx)]);
  // Read again: the signal may have come while the database was asked.
  const { state } = ctx.lifecycle;
  if (draining(state)) return { ready: false, status: 'draining' };
  if (db && jobs && state === 'ready') return { ready: true, db: 'ok', jobs: 'ok' };
  return { ready: false, status: 'error', starting: state === 'starting', db: db ? 'ok' : 'unavailable', jobs: jobs ? 'ok' : 'unavailable' };
}
