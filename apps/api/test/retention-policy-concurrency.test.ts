import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetentionPolicy } from '../src/modules/privacy/retention.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';

// Issue #26 item 2: two workers may run the retention job at once (a retry while the first still runs,
// two worker processes): each row is reduced by one of them, once, and a third run finds nothing.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const SCANS = 1_250;

describe('two retention runs at once', () => {
  it('reduce every due anonymous scan exactly once between them, in batches', async () => {
    const at = new Date(t.clock.now().getTime() - 31 * DAY);
    await sql`
      INSERT INTO scans (uid, result, latitude, longitude, accuracy, device_info, scanned_at)
      SELECT '04' || lpad(upper(to_hex(g)), 12, '0'), 'unregistered', 45.4642123 + g * 1e-7, 9.1912345, 15,
             '{"deviceType":"phone","language":"it"}'::jsonb, ${at}::timestamptz
      FROM generate_series(1, ${SCANS}) g`.execute(t.ctx.db);

    const [first, second] = await Promise.all([runRetentionPolicy(t.ctx, { batchSize: 100 }), runRetentionPolicy(t.ctx, { batchSize: 100 })]);
    expect((first?.anonymous_scans ?? 0) + (second?.anonymous_scans ?? 0)).toBe(SCANS);

    const { rows } = await sql<{ left: number }>`
      SELECT count(*)::int AS left FROM scans WHERE device_info IS NOT NULL OR accuracy IS NOT NULL OR latitude <> 45.46`.execute(t.ctx.db);
    expect(rows[0]?.left).toBe(0);
    expect((await runRetentionPolicy(t.ctx, { batchSize: 100 })).anonymous_scans).toBe(0);
  });
});
