import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../src/modules/demo/demo.seed.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * Issue #25 item 3: any number of processes may start at once. Three processes (as `npm start`
 * builds them: migrations, job queue and its queues, Hunter-name backfill, demo data) start together
 * on one database; all three must come up, and the demo data must exist once.
 */
const PROCESSES = 3;

async function startTogether(databaseUrl: string): Promise<{ started: TestApp[]; failures: string[] }> {
  const results = await Promise.allSettled(Array.from({ length: PROCESSES }, () => setupTestApp({ DEMO_DATA: '1' }, { databaseUrl })));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error)?.message ?? r.reason)] : []));
  return { started, failures };
}

async function demoRows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const accounts = await client.query<{ email: string; count: number }>(
      'SELECT email, count(*)::int AS count FROM users WHERE email = ANY($1) GROUP BY email ORDER BY email',
      [demoAccounts.map((a) => a.email)],
    );
    const bikes = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM bikes');
    return { accounts: accounts.rows, bikes: bikes.rows[0]?.count };
  } finally {
    await client.end();
  }
}

describe.each([
  ['an empty database (nothing migrated, no job queue schema)', 'template0'],
  ['a migrated database whose job queues do not exist yet', inject('pgTemplate')],
])(`${PROCESSES} processes started at once on %s`, (_name, template) => {
  it('all start, and the demo admin, owner and hunter exist once each with the owner’s three bikes', async () => {
    const database = await createTestDatabase(inject('pgAdminUrl'), template);
    const { started, failures } = await startTogether(database.url);
    try {
      expect(failures).toEqual([]);
      expect(started).toHaveLength(PROCESSES);
      const rows = await demoRows(database.url);
      expect(rows.accounts).toEqual(demoAccounts.map((a) => ({ email: a.email, count: 1 })).sort((a, b) => a.email.localeCompare(b.email)));
      expect(rows.bikes).toBe(3);
      // Each process works: one answer from every one of them.
      for (const t of started) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      for (const t of started) await t.close();
      await database.drop();
    }
  }, 120_000);
});
