import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { ledgerSum } from './helpers/ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'PUT', url, payload, headers });

/** An owner's bike reported stolen with a reward awaiting payment in the local checkout. */
async function rewardAwaitingPayment(rewardEuros: number) {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id);
  const reported = await post(`/api/bikes/${bike.id}/report-stolen`, { reward: rewardEuros }, owner.headers);
  expect(reported.statusCode).toBe(200);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
  return { owner, bike, paymentId, report };
}

/** Waits until `count` requests are blocked on row locks (the test's own, or each other's). */
async function untilWaitingForLocks(count: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.ctx.db);
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} requests never waited for locks`);
}

/**
 * Plays one interleaving of two requests on a theft: the test holds the theft
 * report's row lock, sends `first` and waits until it is blocked, sends `second`
 * and waits until it is blocked too, then lets go. Both requests are then
 * running at once, `first` ahead — the interleaving that deadlocked when the
 * payment confirmation locked the payment before the report.
 */
async function interleave<A, B>(reportId: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  let answers: Promise<[A, B]> | undefined;
  await t.ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('theft_reports').select('id').where('id', '=', reportId).forUpdate().execute();
    const a = first();
    await untilWaitingForLocks(1);
    const b = second();
    await untilWaitingForLocks(2);
    answers = Promise.all([a, b]);
  });
  return answers as Promise<[A, B]>;
}

const ledgerTotal = () => ledgerSum(t.ctx);

/**
 * What a report's money looks like once the dust settles: the report's reward
 * state, its escrow, its owner's funding receipts and "reward funded" alerts.
 */
async function moneyOf(reportId: string, ownerId: string) {
  const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
  const receipts = await t.ctx.db.selectFrom('receipts').select('id').where('theft_report_id', '=', reportId).where('kind', '=', 'reward_funded').execute();
  const alerts = await t.ctx.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', ownerId)
    .where('type', '=', 'reward_funded')
    .where('theft_report_id', '=', reportId)
    .execute();
  const payments = await t.ctx.db.selectFrom('reward_payments').select(['status', 'paid_at']).where('theft_report_id', '=', reportId).execute();
  return { report, escrow: await balanceOf(t.ctx.db, accounts.escrow(reportId)), receipts: receipts.length, alerts: alerts.length, payments };
}

describe('concurrent money requests on one theft', () => {
  it('a confirmation arriving while the bike is marked recovered: no deadlock, the recovery wins and the payment is refunded (409), with no receipt', async () => {
    const { owner, bike, paymentId, report } = await rewardAwaitingPayment(120);
    const [recovered, confirmed] = await interleave(
      report.id,
      () => post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers),
      () => post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers),
    );
    expect(recovered.statusCode).toBe(200);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ error: 'PAYMENT_REFUNDED', i18nKey: 'errors.PAYMENT_REFUNDED' });

    const money = await moneyOf(report.id, owner.user.id);
    expect(money.report).toMatchObject({ status: 'recovered', reward_status: 'none' });
    // The money that arrived went straight back, whole: nothing held, no receipt, no "reward funded".
    expect(money).toMatchObject({ escrow: 0, receipts: 0, alerts: 0, payments: [{ status: 'cancelled', paid_at: expect.any(Date) }] });
    const refunds = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('theft_report_id', '=', report.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([{ idempotency_key: `refund-payment:${paymentId}` }]);
    // The checkout page reads what happened; confirming again says the same.
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: owner.headers })).json().payment.status).toBe('refunded');
    expect((await post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers)).json().error).toBe('PAYMENT_REFUNDED');
    expect(await ledgerTotal()).toBe(0);
  });

  it('a confirmation arriving while the reward is changed: no deadlock; the old payment is refunded, the new one still open', async () => {
    const { owner, bike, paymentId, report } = await rewardAwaitingPayment(120);
    const [changed, confirmed] = await interleave(
      report.id,
      () => put(`/api/bikes/${bike.id}/reward`, { reward: '150,50' }, owner.headers),
      () => post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().reward).toMatchObject({ status: 'awaiting_payment', amountCents: 15_050 });
    expect(confirmed.json()).toMatchObject({ error: 'PAYMENT_REFUNDED' });
    const money = await moneyOf(report.id, owner.user.id);
    expect(money).toMatchObject({ escrow: 0, receipts: 0, alerts: 0 });
    expect(money.payments.map((p) => p.status).sort()).toEqual(['cancelled', 'open']);

    // The new payment funds the new amount.
    const fresh = (
      await t.ctx.db.selectFrom('reward_payments').select('id').where('theft_report_id', '=', report.id).where('status', '=', 'open').executeTakeFirstOrThrow()
    ).id;
    expect((await post(`/api/payments/${fresh}/confirm`, undefined, owner.headers)).json().payment).toMatchObject({ status: 'paid', amountCents: 15_050 });
    expect(await moneyOf(report.id, owner.user.id)).toMatchObject({ escrow: 15_050, receipts: 1, alerts: 1 });
    expect(await ledgerTotal()).toBe(0);
  });

  it('a recovery arriving while the payment is confirmed: the payment funds the reward first, the recovery then holds it for the dispute window', async () => {
    const { owner, bike, paymentId, report } = await rewardAwaitingPayment(80);
    const [confirmed, recovered] = await interleave(
      report.id,
      () => post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers),
      () => post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers),
    );
    expect(confirmed.json().payment).toMatchObject({ status: 'paid' });
    expect(recovered.statusCode).toBe(200);
    const money = await moneyOf(report.id, owner.user.id);
    expect(money.report).toMatchObject({ status: 'recovered', reward_status: 'refund_pending' });
    expect(money).toMatchObject({ escrow: 8_000, receipts: 1, alerts: 1 });
    expect(await ledgerTotal()).toBe(0);
  });

  it('10 confirmations racing 10 recoveries, over 6 rounds: no 5xx, and each report either funded then recovered or cancelled, never both', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { owner, bike, paymentId, report } = await rewardAwaitingPayment(120);
      const requests = Array.from({ length: 10 }, () => [
        post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers),
        post(`/api/bikes/${bike.id}/report-recovered`, {}, owner.headers),
      ]).flat();
      const answers = await Promise.all(requests);
      expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
      // Exactly one recovery succeeds; confirmations succeed (a concurrent repeat is a replay) or say why not.
      for (const [i, a] of answers.entries()) {
        if (a.statusCode === 200) continue;
        expect(a.statusCode).toBe(409);
        expect(i % 2 === 0 ? ['PAYMENT_NOT_OPEN', 'PAYMENT_REFUNDED'] : ['BIKE_NOT_STOLEN']).toContain(a.json().error);
      }
      expect(answers.filter((a, i) => i % 2 === 1 && a.statusCode === 200)).toHaveLength(1);
      const confirmed = answers.some((a, i) => i % 2 === 0 && a.statusCode === 200);

      const money = await moneyOf(report.id, owner.user.id);
      expect(money.report.status).toBe('recovered');
      if (money.report.reward_status === 'refund_pending') {
        // Paid first, recovered without a Hunter next: the escrow waits for the dispute window.
        expect(confirmed).toBe(true);
        expect(money).toMatchObject({ escrow: 12_000, receipts: 1, alerts: 1 });
      } else {
        // Recovered first: the payment was cancelled, and money that arrived late went straight back.
        expect(money.report.reward_status).toBe('none');
        expect(confirmed).toBe(false);
        expect(money).toMatchObject({ escrow: 0, receipts: 0, alerts: 0 });
      }
    }
    expect(await ledgerTotal()).toBe(0);
  });
});
