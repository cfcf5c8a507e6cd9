import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';
import { fundedTheft, hunterWhoScanned } from './helpers/thefts.ts';

/** The Hunter of these tests (their name shows in the admin's lists). */
const marcoNeri = { nome: 'Marco', cognome: 'Neri' };

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (app: TestApp, url: string, payload: object | undefined, headers: Headers = {}) => app.app.inject({ method: 'POST', url, payload, headers });
const get = (app: TestApp, url: string, headers: Headers = {}) => app.app.inject({ method: 'GET', url, headers });

/** A theft recovered by a Hunter (65% released to them) with an open dispute raised by the owner. */
async function disputedRecovery(app: TestApp, rewardEuros: number) {
  const theft = await fundedTheft(app, rewardEuros);
  const hunter = await hunterWhoScanned(app, theft.tag.uid, marcoNeri);
  expect((await post(app, `/api/bikes/${theft.bike.id}/report-recovered`, { returnedBy: hunter.user.id }, theft.owner.headers)).statusCode).toBe(200);
  const raised = await post(app, `/api/thefts/${theft.report.id}/disputes`, { reason: 'The police returned the bike, not this Hunter' }, theft.owner.headers);
  expect(raised.statusCode).toBe(201);
  const dispute = await app.ctx.db.selectFrom('disputes').selectAll().where('theft_report_id', '=', theft.report.id).executeTakeFirstOrThrow();
  return { ...theft, hunter, dispute };
}

const auditRows = (app: TestApp, action: string, targetId: string) =>
  app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute();

describe('admin money routes: who may call them', () => {
  it('answers 401 without a token and 403 to a user or a shop account', async () => {
    const user = await signedInUser(t.app, t.ctx);
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop' });
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/thefts'],
      ['GET', `/api/admin/thefts/${id}`],
      ['GET', '/api/admin/ledger'],
      ['GET', '/api/admin/ledger/balance'],
      ['POST', `/api/admin/disputes/${id}/resolve`, { outcome: 'split', hunterCents: 100 }],
      ['POST', `/api/admin/payouts/${id}/paid`, { reference: 'BONIFICO-1' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url} without a token`).toBe(401);
      for (const caller of [user, shop]) {
        const res = await t.app.inject({ method, url, payload, headers: caller.headers });
        expect(res.statusCode, `${method} ${url} as ${caller.user.role}`).toBe(403);
        expect(res.json().error).toBe('FORBIDDEN');
      }
    }
  });
});

describe('GET /api/admin/overview', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await setupTestApp();
  });
  afterAll(() => fresh.close());

  it('counts exactly what the database holds: people, bikes, tags, thefts, money and weekly trends', async () => {
    const admin = await signedInUser(fresh.app, fresh.ctx, { role: 'admin' });
    await signedInUser(fresh.app, fresh.ctx, { role: 'shop' });
    const recovered = await disputedRecovery(fresh, 100); // owner + Hunter; 65 € released, 35 € fee
    const open = await fundedTheft(fresh, 50, { model: null }); // a third user, still stolen
    await createBike(fresh.ctx, open.owner.user.id, { name: 'Spare' });
    await createTag(fresh.ctx);
    await createTag(fresh.ctx);
    await createTag(fresh.ctx, { status: 'lost' });
    // The dispute is split: the Hunter keeps 50 €, 15 € go back to the owner.
    const split = await post(fresh, `/api/admin/disputes/${recovered.dispute.id}/resolve`, { outcome: 'split', hunterCents: 5000 }, admin.headers);
    expect(split.statusCode).toBe(200);

    const res = await get(fresh, '/api/admin/overview', admin.headers);
    expect(res.statusCode).toBe(200);
    const { trends, ...figures } = res.json().overview;
    expect(figures).toEqual({
      users: { total: 5, byRole: { user: 3, shop: 1, admin: 1 }, newLast30Days: 5 },
      bikes: { total: 3, stolen: 1 },
      tags: { total: 5, unassigned: 2, assigned: 2, lost: 1, retired: 0 },
      activeThefts: 1,
      recoveries: { total: 1, last30Days: 1 },
      rewards: { fundedCents: 15_000, releasedCents: 10_000, refundedCents: 1_500 },
      feeRevenueCents: 3_500,
      payoutsDue: { count: 1, cents: 5_000, overdue: 0 },
    });
    // Twelve consecutive Monday-started weeks; everything this test created falls in them.
    expect(trends).toHaveLength(12);
    const starts = (trends as { weekStart: string }[]).map((w) => Date.parse(`${w.weekStart}T12:00:00Z`));
    for (const [i, start] of starts.entries()) {
      expect(new Date(start).getUTCDay()).toBe(1);
      if (i > 0) expect(start - (starts[i - 1] as number)).toBe(7 * 24 * 3600 * 1000);
    }
    const sum = (key: string) => (trends as Record<string, number>[]).reduce((n, w) => n + (w[key] ?? 0), 0);
    expect({ newUsers: sum('newUsers'), theftsReported: sum('theftsReported'), recoveries: sum('recoveries') }).toEqual({
      newUsers: 5,
      theftsReported: 2,
      recoveries: 1,
    });
  });
});

describe('GET /api/admin/thefts', () => {
  it('lists a reported theft with its reward status, sightings and hunts, and shows its detail', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { report, tag, bike, owner } = await fundedTheft(t, 120, { name: 'Gialla', model: null });
    const hunter = await hunterWhoScanned(t, tag.uid, marcoNeri);
    expect((await post(t, `/api/hunts/${report.id}/accept`, undefined, hunter.headers)).statusCode).toBe(200);

    const open = (await get(t, '/api/admin/thefts?status=open&limit=100', admin.headers)).json();
    const listed = open.thefts.find((theft: { id: string }) => theft.id === report.id);
    expect(listed).toMatchObject({
      status: 'open',
      bike: { id: bike.id, name: 'Gialla', brand: 'Bianchi' },
      ownerName: `${owner.user.nome} ${owner.user.cognome}`,
      reward: { cents: 12_000, status: 'funded' },
      sightings: { count: 1, lastAt: expect.any(String) },
      huntsAccepted: 1,
      dispute: null,
    });
    const recovered = (await get(t, '/api/admin/thefts?status=recovered', admin.headers)).json().thefts as { id: string }[];
    expect(recovered.map((theft) => theft.id)).not.toContain(report.id);

    const detail = (await get(t, `/api/admin/thefts/${report.id}`, admin.headers)).json().theft;
    expect(detail.sightingList).toEqual([
      expect.objectContaining({ source: 'scan', place: { latitude: 45.46, longitude: 9.19 }, useful: false, reporter: 'Marco N.' }),
    ]);
    expect(detail.hunts).toEqual([expect.objectContaining({ hunter: 'Marco N.', status: 'active' })]);
    expect(JSON.stringify(detail)).not.toContain(hunter.user.email);

    expect((await get(t, '/api/admin/thefts/00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
    expect((await get(t, '/api/admin/thefts/not-a-uuid', admin.headers)).statusCode).toBe(404);
    const bad = await get(t, '/api/admin/thefts?status=lost', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'status', i18nKey: 'validation.invalid_choice' });
  });
});

describe('splitting a disputed reward', () => {
  it('refuses a split of 0, below 0, of the whole share or more (SPLIT_INVALID), or without an amount', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { dispute, hunter } = await disputedRecovery(t, 100); // the Hunter's share is 6500
    for (const hunterCents of [0, -100, 6500, 9000]) {
      const res = await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', hunterCents }, admin.headers);
      expect(res.statusCode, `hunterCents ${hunterCents}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'SPLIT_INVALID', i18nKey: 'errors.SPLIT_INVALID', fields: [{ field: 'hunterCents' }] });
    }
    const missing = await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'split' }, admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ field: 'hunterCents', i18nKey: 'validation.required' });
    // Nothing moved and the dispute is still open.
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(6500);
    expect((await t.ctx.db.selectFrom('disputes').select('status').where('id', '=', dispute.id).executeTakeFirstOrThrow()).status).toBe('open');
  });

  it('pays the Hunter their part and refunds the rest through the ledger and the provider, once, with an audit row', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { dispute, hunter, owner, bike, report } = await disputedRecovery(t, 100);
    const refunds = vi.spyOn(t.ctx.payments, 'refund');
    const body = { outcome: 'split', hunterCents: 4000, note: 'Both helped' };

    expect((await post(t, `/api/admin/disputes/${dispute.id}/resolve`, body, admin.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(4000);
    const balance = (await get(t, '/api/admin/ledger/balance', admin.headers)).json();
    expect(balance).toMatchObject({ success: true, sumCents: 0, balanced: true, unbalancedTransactions: [] });
    expect(balance.accounts).toContainEqual({ account: accounts.hunterPayable(hunter.user.id), kind: 'hunter_payable', balanceCents: 4000 });
    // The owner's 25 € leave through the provider, under the reversal's key.
    await expect.poll(() => refunds.mock.calls.length, { timeout: 15_000 }).toBe(1);
    expect(refunds.mock.calls[0]?.[0]).toMatchObject({ amountCents: 2500, idempotencyKey: `reversal:${report.id}` });
    // The payout is reduced and no longer frozen; the owner sees the split decision.
    const payouts = (await get(t, '/api/admin/payouts', admin.headers)).json().payouts as { hunter: { id: string }; amountCents: number; status: string }[];
    expect(payouts.find((p) => p.hunter.id === hunter.user.id)).toMatchObject({ amountCents: 4000, status: 'pending' });
    expect((await get(t, `/api/bikes/${bike.id}/reward`, owner.headers)).json().reward.dispute).toMatchObject({ status: 'resolved', outcome: 'split' });
    const [audit, ...more] = await auditRows(t, 'dispute.resolved', dispute.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actor_id: admin.user.id, target_type: 'dispute' });
    expect(audit?.after).toMatchObject({ outcome: 'split', hunterCents: 4000, ownerRefundCents: 2500, note: 'Both helped' });
    expect(audit?.before).toMatchObject({ status: 'open', payout: { amount_cents: 6500 } });

    // The same decision again moves nothing; a different one is refused.
    const journalBefore = (await get(t, `/api/admin/ledger?reference=${report.id}`, admin.headers)).json();
    expect((await post(t, `/api/admin/disputes/${dispute.id}/resolve`, body, admin.headers)).statusCode).toBe(200);
    const other = await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', hunterCents: 3000 }, admin.headers);
    expect(other.json().error).toBe('DISPUTE_NOT_OPEN');
    expect((await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'owner' }, admin.headers)).json().error).toBe('DISPUTE_NOT_OPEN');
    expect((await get(t, `/api/admin/ledger?reference=${report.id}`, admin.headers)).json()).toEqual(journalBefore);
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(4000);
    expect(await auditRows(t, 'dispute.resolved', dispute.id)).toHaveLength(1);
    // Every queued job worked (the provider refund is one): a second refund would have been asked for by now.
    await t.drainJobs();
    expect(refunds.mock.calls.length).toBe(1);
    refunds.mockRestore();
  });

  it('a later dispute of a split reward cannot send money back a second time', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { dispute, hunter, report } = await disputedRecovery(t, 100);
    expect((await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', hunterCents: 5000 }, admin.headers)).statusCode).toBe(200);
    const again = await post(t, `/api/thefts/${report.id}/disputes`, { reason: 'I still think I deserve all of it' }, hunter.headers);
    expect(again.statusCode).toBe(201);
    const second = await t.ctx.db
      .selectFrom('disputes')
      .select('id')
      .where('theft_report_id', '=', report.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const res = await post(t, `/api/admin/disputes/${second.id}/resolve`, { outcome: 'owner' }, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('REWARD_ALREADY_SETTLED');
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(5000);
  });
});

describe('marking a payout paid', () => {
  it('writes a payout.paid audit row with the reference, in the same transaction as the ledger payout', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { dispute, hunter } = await disputedRecovery(t, 100);
    await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'hunter' }, admin.headers);
    await t.app.inject({
      method: 'PUT',
      url: '/api/hunter/payout-method',
      payload: { kind: 'paypal', holderName: 'Marco Neri', paypalEmail: 'marco@example.com' },
      headers: hunter.headers,
    });
    const payout = await t.ctx.db.selectFrom('payouts').selectAll().where('hunter_id', '=', hunter.user.id).executeTakeFirstOrThrow();
    expect(await auditRows(t, 'dispute.resolved', dispute.id)).toEqual([expect.objectContaining({ after: expect.objectContaining({ outcome: 'hunter' }) })]);

    const paid = await post(t, `/api/admin/payouts/${payout.id}/paid`, { reference: 'PAYPAL-7731' }, admin.headers);
    expect(paid.statusCode).toBe(200);
    const rows = await auditRows(t, 'payout.paid', payout.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.user.id, target_type: 'payout' });
    expect(rows[0]?.before).toMatchObject({ status: 'pending', amountCents: 6500 });
    expect(rows[0]?.after).toMatchObject({ status: 'paid', amountCents: 6500, reference: 'PAYPAL-7731' });
    // Refused a second time: no second row.
    expect((await post(t, `/api/admin/payouts/${payout.id}/paid`, { reference: 'PAYPAL-7731' }, admin.headers)).json().error).toBe('PAYOUT_NOT_PENDING');
    expect(await auditRows(t, 'payout.paid', payout.id)).toHaveLength(1);
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(0);
  });
});

describe('GET /api/admin/ledger', () => {
  it('shows the journal newest first with balanced entries, filtered by account, reference and days, a page at a time', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { dispute, hunter, report } = await disputedRecovery(t, 80);
    await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'owner' }, admin.headers);

    const byAccount = (await get(t, `/api/admin/ledger?account=${accounts.hunterPayable(hunter.user.id)}`, admin.headers)).json();
    expect(byAccount.transactions.map((tx: { kind: string }) => tx.kind)).toEqual(['reversal', 'release']);
    const [reversal, release] = byAccount.transactions;
    expect(reversal).toMatchObject({ idempotencyKey: `reversal:${report.id}`, theftReportId: report.id, sumCents: 0 });
    expect(reversal.entries).toEqual(
      expect.arrayContaining([
        { account: accounts.hunterPayable(hunter.user.id), accountKind: 'hunter_payable', amountCents: -5200 },
        { account: accounts.providerClearing, accountKind: 'provider_clearing', amountCents: 5200 },
      ]),
    );
    expect(release.entries).toHaveLength(3);

    const byReference = (await get(t, `/api/admin/ledger?reference=${report.id}&limit=2`, admin.headers)).json();
    expect(byReference.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const page2 = (await get(t, `/api/admin/ledger?reference=${report.id}&limit=2&page=2`, admin.headers)).json();
    expect(page2.transactions.map((tx: { kind: string }) => tx.kind)).toEqual(['fund']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect((await get(t, `/api/admin/ledger?reference=${report.id}&from=${today}&to=${today}`, admin.headers)).json().pagination.total).toBe(3);
    expect((await get(t, `/api/admin/ledger?reference=${report.id}&to=2020-01-01`, admin.headers)).json().transactions).toEqual([]);
    const bad = await get(t, '/api/admin/ledger?from=yesterday', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'from' });
  });
});

describe('amounts paid out or sent back are what the ledger posted, not a split of the reward', () => {
  /** The report's reward changed after its money was posted (as a change after funding would): the ledger, not the report, knows what was paid in. */
  const changeRewardAfterFunding = (reportId: string, rewardCents: number) =>
    t.ctx.db.updateTable('theft_reports').set({ reward_cents: rewardCents }).where('id', '=', reportId).execute();

  it('the payout is the Hunter share the release posted, and is paid in full', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { owner, bike, tag, report } = await fundedTheft(t, 200, { model: null });
    await changeRewardAfterFunding(report.id, 30_000);
    const hunter = await hunterWhoScanned(t, tag.uid, marcoNeri);
    expect((await post(t, `/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers)).statusCode).toBe(200);
    // Released: 65% of the 200 € in escrow, whatever the report says now.
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(13_000);
    const payout = await t.ctx.db.selectFrom('payouts').selectAll().where('theft_report_id', '=', report.id).executeTakeFirstOrThrow();
    expect(payout.amount_cents).toBe(13_000);
    expect((await get(t, `/api/bikes/${bike.id}/reward`, owner.headers)).json().reward.hunterShareCents).toBe(13_000);

    await t.app.inject({
      method: 'PUT',
      url: '/api/hunter/payout-method',
      payload: { kind: 'paypal', holderName: 'Marco Neri', paypalEmail: 'marco@example.com' },
      headers: hunter.headers,
    });
    const paid = await post(t, `/api/admin/payouts/${payout.id}/paid`, { reference: 'PAYPAL-9001' }, admin.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payout).toMatchObject({ status: 'paid', amountCents: 13_000 });
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(0);
    const receipt = await t.ctx.db.selectFrom('receipts').select('amount_cents').where('payout_id', '=', payout.id).executeTakeFirstOrThrow();
    expect(receipt.amount_cents).toBe(13_000);
  });

  it('a dispute decided for the owner refunds the share the ledger posted, through the provider', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const { owner, bike, report } = await fundedTheft(t, 100, { model: null });
    await changeRewardAfterFunding(report.id, 50_000);
    // Recovered without a Hunter: the escrow waits out the dispute window; the owner disputes, the admin refunds now.
    expect((await post(t, `/api/bikes/${bike.id}/report-recovered`, {}, owner.headers)).statusCode).toBe(200);
    expect((await post(t, `/api/thefts/${report.id}/disputes`, { reason: 'Nobody returned it: please refund me now' }, owner.headers)).statusCode).toBe(201);
    const dispute = await t.ctx.db.selectFrom('disputes').select('id').where('theft_report_id', '=', report.id).executeTakeFirstOrThrow();
    const refunds = vi.spyOn(t.ctx.payments, 'refund');
    try {
      expect((await post(t, `/api/admin/disputes/${dispute.id}/resolve`, { outcome: 'owner' }, admin.headers)).statusCode).toBe(200);
      // 65% of the 100 € in escrow goes back, as the ledger posted it.
      const refunded = await t.ctx.db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as tx', 'tx.id', 'e.transaction_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select('e.amount_cents')
        .where('tx.idempotency_key', '=', `refund:${report.id}`)
        .where('a.kind', '=', 'provider_clearing')
        .executeTakeFirstOrThrow();
      expect(Number(refunded.amount_cents)).toBe(6_500);
      const [audit] = await auditRows(t, 'dispute.resolved', dispute.id);
      expect(audit?.after).toMatchObject({ outcome: 'owner', ownerRefundCents: 6_500 });
      await t.drainJobs();
      // (Other tests' refund jobs may be worked meanwhile: only this report's count.)
      const ours = refunds.mock.calls.map(([request]) => request).filter((request) => request.idempotencyKey.endsWith(report.id));
      expect(ours).toEqual([expect.objectContaining({ amountCents: 6_500, idempotencyKey: `refund:${report.id}` })]);
    } finally {
      refunds.mockRestore();
    }
  });
});
