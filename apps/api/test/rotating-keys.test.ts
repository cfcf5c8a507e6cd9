import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneRotatingKeys, RotatingKeys } from '../src/lib/rotating-keys.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('daily keys', () => {
  it('two processes asking at once key an address the same way, and never show the address itself', async () => {
    const other = new RotatingKeys(t.ctx.db, t.clock);
    const [mine, theirs] = await Promise.all([t.ctx.keys.hmac('client', '203.0.113.7'), other.hmac('client', '203.0.113.7')]);
    expect(mine).toBe(theirs);
    expect(mine).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mine).not.toContain('203');
    // Another purpose has another key: a log line's hash says nothing of a limit's key.
    expect(await t.ctx.keys.hmac('log-address', '203.0.113.7')).not.toBe(mine);
  });

  it('the next day keys the same address differently, and two days later the old key is gone', async () => {
    const firstDay = t.clock.now().toISOString().slice(0, 10);
    const today = await t.ctx.keys.hmac('client', '198.51.100.4');
    t.clock.advanceDays(1);
    const tomorrow = await t.ctx.keys.hmac('client', '198.51.100.4');
    expect(tomorrow).not.toBe(today);

    t.clock.advanceDays(1);
    await pruneRotatingKeys(t.ctx.db, t.clock);
    const kept = async () =>
      (await t.ctx.db.selectFrom('rotating_keys').select('day').where('purpose', '=', 'client').where('day', '=', firstDay).execute()).length;
    expect(await kept()).toBe(1);
    t.clock.advanceDays(1);
    expect(await pruneRotatingKeys(t.ctx.db, t.clock)).toBeGreaterThan(0);
    expect(await kept()).toBe(0);
  });

  it('the synchronous form uses the key last loaded: none before the first load', async () => {
    const fresh = new RotatingKeys(t.ctx.db, t.clock);
    expect(fresh.hmacLoaded('log-address', '192.0.2.1')).toBeNull();
    const loaded = await fresh.hmac('log-address', '192.0.2.1');
    expect(fresh.hmacLoaded('log-address', '192.0.2.1')).toBe(loaded);
  });
});
