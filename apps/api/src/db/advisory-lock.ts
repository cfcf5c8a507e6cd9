import { setTimeout as delay } from 'node:timers/promises';

/** A connection that can run a query (a pg Client or a pool's client). */
interface Queryable {
  query<R extends object>(text: string, values: unknown[]): Promise<{ rows: R[] }>;
}

/** How often a process waiting for a session advisory lock asks again. */
const RETRY_MS = 200;

/**
 * Takes the session advisory lock `key` on `client`, asking again every 200 ms while another
 * session holds it; `onWait` is told once, on the first refusal. NOTE: never a blocking
 * `pg_advisory_lock`: a statement waiting in it holds a snapshot, and `CREATE INDEX CONCURRENTLY`
 * (a migration the holder may be running) waits for every older snapshot to end — a deadlock
 * PostgreSQL cannot see, as its cycle goes through the application.
 */
export async function takeAdvisoryLock(client: Queryable, key: number, onWait: () => void = () => {}): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (rows[0]?.locked) return;
    if (attempt === 0) onWait();
    await delay(RETRY_MS);
  }
}
