import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEventBus } from '../src/lib/events.ts';
import { runTransaction } from '../src/lib/transactions.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
  await sql`create table event_probe (what text not null)`.execute(t.ctx.db);
});
afterAll(() => t.close());

const probeRows = async () => (await sql<{ what: string }>`select what from event_probe order by what`.execute(t.ctx.db)).rows.map((r) => r.what);

describe('domain events against PostgreSQL (decision 068)', () => {
  it('handlers write in the announcer’s transaction: all of it commits together', async () => {
    const bus = new DomainEventBus();
    bus.subscribe('scan.byOwner', async ({ trx }) => {
      await sql`insert into event_probe values ('reaction')`.execute(trx);
    });
    await runTransaction(t.ctx.db, async (trx) => {
      await sql`insert into event_probe values ('cause')`.execute(trx);
      await bus.announce('scan.byOwner', { trx, scanId: 1, ownerId: 'owner' });
    });
    expect(await probeRows()).toEqual(['cause', 'reaction']);
    await sql`delete from event_probe`.execute(t.ctx.db);
  });

  it('a handler that throws leaves no half write: the cause and the earlier handler’s rows are rolled back, the error reaches the announcer', async () => {
    const bus = new DomainEventBus();
    bus.subscribe('scan.byOwner', async ({ trx }) => {
      await sql`insert into event_probe values ('first reaction')`.execute(trx);
    });
    bus.subscribe('scan.byOwner', async () => {
      throw new Error('the second reaction refused');
    });
    await expect(
      runTransaction(t.ctx.db, async (trx) => {
        await sql`insert into event_probe values ('cause')`.execute(trx);
        await bus.announce('scan.byOwner', { trx, scanId: 1, ownerId: 'owner' });
      }),
    ).rejects.toThrow('the second reaction refused');
    expect(await probeRows()).toEqual([]);
  });

  it('the application is wired at start: theft hears the scans verification announces, and the wiring is closed', () => {
    expect(t.ctx.events.subscribers('stolenScan.recorded')).toBe(1);
    expect(t.ctx.events.subscribers('scan.byOwner')).toBe(1);
    expect(() => t.ctx.events.subscribe('scan.byOwner', async () => {})).toThrow('at start only');
  });
});
