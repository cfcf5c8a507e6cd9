import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../src/lib/transactions.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, createUser, signedInUser } from './helpers/factories.ts';
import { until } from './helpers/push-listeners.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A signal one transaction gives another: `wait()` resolves once `give()` was called. */
function signal() {
  let give = () => {};
  const given = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { give, wait: () => given };
}

describe('runTransaction against PostgreSQL', () => {
  it('two transactions locking two rows in opposite orders: PostgreSQL breaks the deadlock, the loser runs again and both commit', async () => {
    const { user } = await createUser(t.ctx);
    const [a, b] = await Promise.all([createBike(t.ctx, user.id, { name: 'A' }), createBike(t.ctx, user.id, { name: 'B' })]);
    const aLocked = signal();
    const bLocked = signal();
    let attempts = 0;
    /** Locks `first`, waits until the other transaction holds `second` (first attempt only), then locks `second` and renames both. */
    const crossing = (first: string, second: string, mine: ReturnType<typeof signal>, theirs: ReturnType<typeof signal>, name: string) =>
      runTransaction(t.ctx.db, async (trx) => {
        attempts += 1;
        await trx.selectFrom('bikes').select('id').where('id', '=', first).forUpdate().execute();
        mine.give();
        await theirs.wait();
        await trx.selectFrom('bikes').select('id').where('id', '=', second).forUpdate().execute();
        await trx.updateTable('bikes').set({ model: name }).where('id', 'in', [first, second]).execute();
        return name;
      });

    const results = await Promise.all([crossing(a.id, b.id, aLocked, bLocked, 'one'), crossing(b.id, a.id, bLocked, aLocked, 'two')]);
    expect(results).toEqual(['one', 'two']);
    // One deadlock, one retry: three transactions in all, and both renames landed (the retried one last).
    expect(attempts).toBe(3);
    const models = await t.ctx.db.selectFrom('bikes').select('model').where('id', 'in', [a.id, b.id]).execute();
    expect(new Set(models.map((m) => m.model)).size).toBe(1);
  });
});

describe('every transaction of a request retries a deadlock (issue #29 item 5)', () => {
  it('an owner pairing a tag while another transaction crosses her locks gets 200 with the tag on her bike, not a 500', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx);
    const other = signal();
    const otherHasBike = signal();
    // Another transaction holds the tag first: the pairing locks the bike, then waits for the tag.
    const crossing = t.ctx.db.transaction().execute(async (trx) => {
      // This side waits the longest before looking for a deadlock, so PostgreSQL breaks it on the request's side.
      await sql`SET LOCAL deadlock_timeout = '20s'`.execute(trx);
      await trx.selectFrom('tags').select('id').where('id', '=', tag.id).forUpdate().execute();
      other.give();
      await otherHasBike.wait();
      // Now it asks for the bike the request holds: a deadlock, which PostgreSQL breaks by aborting the request's transaction.
      await trx.selectFrom('bikes').select('id').where('id', '=', bike.id).forUpdate().execute();
    });
    await other.wait();
    const pairing = t.app.inject({ method: 'POST', url: '/api/tags/associate', headers: owner.headers, payload: { tagUid: tag.uid, bikeId: bike.id } });
    await until(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%update "tags"%'`.execute(t.ctx.db);
      return (rows[0]?.n ?? 0) > 0;
    }, 'the pairing waiting for the tag');
    otherHasBike.give();
    await crossing;
    const res = await pairing;
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toMatchObject({ uid: tag.uid, bikeId: bike.id });
  });
});
