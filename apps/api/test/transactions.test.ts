import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../src/lib/transactions.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createUser } from './helpers/factories.ts';

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
