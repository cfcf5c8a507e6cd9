import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';

/**
 * Issue #25 (item 5): a worker that stops lets its running jobs finish within the deadline it is
 * given, and hands back (fails, so pg-boss retries them) those that do not finish: a job is never
 * left "active" on a process that is gone until pg-boss's expiry, 15 minutes later.
 */
let t: TestApp;
let admin: pg.Client;
beforeAll(async () => {
  t = await setupTestApp();
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/** The states of the jobs of `queue`, as pg-boss's table has them. */
async function statesOf(queue: string): Promise<string[]> {
  const { rows } = await admin.query<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE name = $1 ORDER BY created_on', [queue]);
  return rows.map((r) => r.state);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('stopping the job queue', () => {
  it('a job that finishes within the deadline completes; one still running at the deadline is handed back for a retry', async () => {
    const started = new Set<string>();
    let releaseQuick: () => void = () => {};
    const quickDone = new Promise<void>((resolve) => {
      releaseQuick = resolve;
    });
    // Two queues worked two jobs at once (concurrently), and one worked by pg-boss's own worker.
    await t.ctx.jobs.register<{ n: string }>(
      'stop-test-quick',
      async ({ n }) => {
        started.add(n);
        await quickDone;
      },
      { concurrency: 2, retryLimit: 3, retryDelaySeconds: 0 },
    );
    await t.ctx.jobs.register<{ n: string }>(
      'stop-test-stuck',
      async ({ n }) => {
        started.add(n);
        await new Promise(() => {}); // never ends
      },
      { concurrency: 2, retryLimit: 3, retryDelaySeconds: 0 },
    );
    await t.ctx.jobs.register<{ n: string }>(
      'stop-test-stuck-single',
      async ({ n }) => {
        started.add(n);
        await new Promise(() => {});
      },
      { retryLimit: 3, retryDelaySeconds: 0 },
    );
    await t.ctx.jobs.send('stop-test-quick', { n: 'quick' });
    await t.ctx.jobs.send('stop-test-stuck', { n: 'stuck' });
    await t.ctx.jobs.send('stop-test-stuck-single', { n: 'stuck-single' });
    await until('the three jobs run', async () => started.size === 3);

    const stopping = t.ctx.jobs.stop(1500);
    releaseQuick();
    await stopping;

    expect(await statesOf('stop-test-quick')).toEqual(['completed']);
    // Failed with retries left: waiting for the next worker, not active on a stopped one.
    expect(await statesOf('stop-test-stuck')).toEqual(['retry']);
    expect(await statesOf('stop-test-stuck-single')).toEqual(['retry']);
  });
});
