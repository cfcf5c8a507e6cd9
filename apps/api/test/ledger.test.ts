import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { accounts, balanceOf, fundReward, payOut, post, refundReward, releaseReward, reverseRelease } from '../src/modules/ledger/ledger.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function theftReport() {
  const { user } = await createUser(t.ctx);
  const bike = await createBike(t.ctx, user.id, { status: 'stolen' });
  return t.ctx.db.insertInto('theft_reports').values({ bike_id: bike.id, owner_id: user.id }).returning('id').executeTakeFirstOrThrow();
}

/** Runs one operation in its own database transaction; refusals (4xx) are expected outcomes. */
async function attempt(op: (trx: typeof t.ctx.db) => Promise<unknown>): Promise<'ok' | number> {
  try {
    await t.ctx.db.transaction().execute(op);
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.statusCode;
    throw err;
  }
}

describe('ledger', () => {
  it('releases 65/35 once, pays out no more than owed, and replays a retried key without moving money', async () => {
    const report = await theftReport();
    const { user: hunter } = await createUser(t.ctx);
    await t.ctx.db.transaction().execute((trx) => fundReward(trx, { theftReportId: report.id, amountCents: 20_000, paymentReference: `pay-${report.id}` }));
    const again = await t.ctx.db
      .transaction()
      .execute((trx) => fundReward(trx, { theftReportId: report.id, amountCents: 20_000, paymentReference: `pay-${report.id}` }));
    expect(again.replayed).toBe(true);
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(20_000);

    await t.ctx.db.transaction().execute((trx) => releaseReward(trx, { theftReportId: report.id, hunterId: hunter.id }));
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.id))).toBe(13_000);
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(0);
    const replay = await t.ctx.db.transaction().execute((trx) => releaseReward(trx, { theftReportId: report.id, hunterId: hunter.id }));
    expect(replay.replayed).toBe(true);
    expect(await attempt((trx) => refundReward(trx, { theftReportId: report.id }))).toBe(409);

    expect(await attempt((trx) => payOut(trx, { payoutId: `po-${report.id}`, hunterId: hunter.id, amountCents: 13_001, reference: 'x' }))).toBe(409);
    expect(await attempt((trx) => payOut(trx, { payoutId: `po-${report.id}`, hunterId: hunter.id, amountCents: 13_000, reference: 'SEPA-1' }))).toBe('ok');
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.id))).toBe(0);
  });

  it('refuses a reused key with different amounts, and an unbalanced transaction never commits', async () => {
    const report = await theftReport();
    await t.ctx.db.transaction().execute((trx) => fundReward(trx, { theftReportId: report.id, amountCents: 500, paymentReference: `p-${report.id}` }));
    expect(await attempt((trx) => fundReward(trx, { theftReportId: report.id, amountCents: 900, paymentReference: `p-${report.id}` }))).toBe(409);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ idempotency_key: `raw-${report.id}`, kind: 'fund' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const account = await trx.selectFrom('ledger_accounts').select('id').where('code', '=', accounts.platformFee).executeTakeFirst();
        const id =
          account?.id ??
          (await trx.insertInto('ledger_accounts').values({ code: accounts.platformFee, kind: 'platform_fee' }).returning('id').executeTakeFirstOrThrow()).id;
        await trx.insertInto('ledger_entries').values({ transaction_id: tx.id, account_id: id, amount_cents: 1 }).execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post(t.ctx.db, { idempotencyKey: 'x', kind: 'fund', lines: [{ account: 'platform_fee', kind: 'platform_fee', amountCents: 5 }] }),
    ).rejects.toThrow(/balance/);
    await expect(sql`UPDATE ledger_entries SET amount_cents = amount_cents + 1`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
  });

  it('keeps every invariant under any sequence of operations, retries and concurrent duplicates', async () => {
    const hunters = [(await createUser(t.ctx)).user.id, (await createUser(t.ctx)).user.id];
    const op = fc.oneof(
      fc.record({ type: fc.constant('fund' as const), report: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }), ref: fc.nat(3) }),
      fc.record({ type: fc.constant('release' as const), report: fc.nat(2), hunter: fc.nat(1) }),
      fc.record({ type: fc.constant('refund' as const), report: fc.nat(2) }),
      fc.record({ type: fc.constant('payout' as const), hunter: fc.nat(1), amount: fc.integer({ min: 1, max: 40_000 }), id: fc.nat(3) }),
      // A dispute decided for the owner: the released share goes back (only while unpaid).
      fc.record({ type: fc.constant('dispute' as const), report: fc.nat(2), hunter: fc.nat(1) }),
    );
    const step = fc.record({ op, concurrentCopies: fc.integer({ min: 1, max: 3 }) });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const reports = [(await theftReport()).id, (await theftReport()).id, (await theftReport()).id];
        const run = `${Date.now()}-${Math.random()}`;
        for (const { op: o, concurrentCopies } of steps) {
          const once = () =>
            attempt((trx) => {
              switch (o.type) {
                case 'fund':
                  return fundReward(trx, {
                    theftReportId: reports[o.report] as string,
                    amountCents: o.amount,
                    paymentReference: `${run}-${o.report}-${o.ref}`,
                  });
                case 'release':
                  return releaseReward(trx, { theftReportId: reports[o.report] as string, hunterId: hunters[o.hunter] as string });
                case 'refund':
                  return refundReward(trx, { theftReportId: reports[o.report] as string });
                case 'payout':
                  return payOut(trx, { payoutId: `${run}-${o.id}`, hunterId: hunters[o.hunter] as string, amountCents: o.amount, reference: 'ref' });
                case 'dispute':
                  return reverseRelease(trx, { theftReportId: reports[o.report] as string, hunterId: hunters[o.hunter] as string });
              }
            });
          await Promise.all(Array.from({ length: concurrentCopies }, once));
        }

        const unbalanced = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0) x`.execute(
          t.ctx.db,
        );
        expect(unbalanced.rows[0]?.n).toBe(0);
        const total = await sql<{ s: number }>`SELECT coalesce(sum(amount_cents), 0)::bigint AS s FROM ledger_entries`.execute(t.ctx.db);
        expect(Number(total.rows[0]?.s)).toBe(0);
        const negative = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM (SELECT a.code, sum(e.amount_cents) AS b FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind IN ('escrow', 'hunter_payable') GROUP BY a.code HAVING sum(e.amount_cents) < 0) x`.execute(t.ctx.db);
        expect(negative.rows[0]?.n).toBe(0);
        for (const report of reports) {
          const kinds = await t.ctx.db.selectFrom('ledger_transactions').select('kind').where('theft_report_id', '=', report).execute();
          expect(kinds.filter((k) => k.kind === 'release').length).toBeLessThanOrEqual(1);
          expect(kinds.filter((k) => k.kind === 'refund').length).toBeLessThanOrEqual(1);
          expect(kinds.filter((k) => k.kind === 'reversal').length).toBeLessThanOrEqual(kinds.filter((k) => k.kind === 'release').length);
        }
        const flows = await sql<{ funded: number; to_hunters: number; paid: number }>`
          SELECT
            coalesce(sum(CASE WHEN t.kind = 'fund' AND a.kind = 'escrow' THEN e.amount_cents END), 0)::bigint AS funded,
            coalesce(sum(CASE WHEN t.kind = 'release' AND a.kind = 'hunter_payable' THEN e.amount_cents END), 0)::bigint AS to_hunters,
            coalesce(sum(CASE WHEN t.kind = 'payout' AND a.kind = 'provider_clearing' THEN e.amount_cents END), 0)::bigint
              + coalesce(sum(CASE WHEN t.kind = 'reversal' AND a.kind = 'provider_clearing' THEN e.amount_cents END), 0)::bigint AS paid
          FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id`.execute(t.ctx.db);
        const f = flows.rows[0] as { funded: number; to_hunters: number; paid: number };
        expect(Number(f.paid)).toBeLessThanOrEqual(Number(f.to_hunters));
        expect(Number(f.to_hunters)).toBeLessThanOrEqual(Number(f.funded));
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
