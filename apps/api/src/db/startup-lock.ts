import pg from 'pg';
import { takeAdvisoryLock } from './advisory-lock.ts';

// Any constant works; the same in every process (the migrations take 7_230_211 inside it).
const STARTUP_LOCK = 7_230_210;

export interface StartupLock {
  /** Lets the next process set up; safe to call twice. */
  release(): Promise<void>;
}

/**
 * Takes the start-up lock: a session-level PostgreSQL advisory lock on a connection of its own, held
 * while a process migrates, creates the job queue's schema and queues, backfills and seeds (issue #25).
 * Processes starting at once take turns; the later ones find everything done. The connection is not
 * the pool's, so the steps keep the whole pool, and a process that dies while holding the lock drops
 * its connection and so the lock. `onWait` is told once when another process holds it.
 */
export async function holdStartupLock(url: string, onWait: () => void): Promise<StartupLock> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection lost while held ends the lock with it; the step in progress fails on its own.
  client.on('error', () => {});
  await client.connect();
  try {
    await takeAdvisoryLock(client, STARTUP_LOCK, onWait);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Ending the session releases the lock too; unlock first so the next process need not wait for the close.
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
