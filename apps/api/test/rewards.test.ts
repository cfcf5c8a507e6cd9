import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { runRewardExpiry } from '../src/modules/rewards/reward-expiry.service.ts';
import type { UserRow } from '../src/modules/users/user.repository.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, signedInUser } from './helpers/factories.ts';
import { ledgerSum } from './helpers/ledger.ts';
import { fundedTheft, hunterWhoScanned } from './helpers/thefts.ts';

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await setupTestApp({}, { clock });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'PUT', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
/** A session started at the clock's current time: access tokens from before a jump of days have run out. */
const headersNow = async (user: UserRow) => bearer((await startSession(t.ctx, user)).token);

const ledgerTotal = () => ledgerSum(t.ctx);

describe('funding a reward', () => {
  it('answers a checkout URL; until paid the reward awaits payment; paying funds escrow and issues a receipt', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const res = await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 200 }, owner.headers);
    const paymentUrl: string = res.json().paymentUrl;
    expect(paymentUrl).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
    expect((await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward).toMatchObject({
      status: 'awaiting_payment',
      amountCents: 20000,
      hunterShareCents: 13000,
      paymentUrl,
    });
    // The public page shows the reward, not yet funded.
    const paymentId = paymentUrl.split('/checkout/')[1] as string;
    const stranger = await signedInUser(t.app, t.ctx);
    expect((await get(`/api/payments/${paymentId}`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/payments/${paymentId}/confirm`, undefined, stranger.headers)).statusCode).toBe(404);

    const paid = await post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers);
    expect(paid.json().payment).toMatchObject({ status: 'paid', amountCents: 20000, provider: 'local' });
    const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(20000);
    expect((await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward).toMatchObject({ status: 'funded', paymentUrl: null });
    const receipts = (await get('/api/receipts', owner.headers)).json().receipts;
    expect(receipts).toEqual([expect.objectContaining({ kind: 'reward_funded', amountCents: 20000, number: expect.stringMatching(/^RIT-\d{4}-\d{6}$/) })]);

    // Confirming again changes nothing.
    const again = await post(`/api/payments/${paymentId}/confirm`, undefined, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('PAYMENT_NOT_OPEN');
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(20000);
  });

  it('retries an abandoned payment with a fresh checkout, or lowers the reward to 0', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const first: string = (await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 80 }, owner.headers)).json().paymentUrl;
    const retry = await post(`/api/bikes/${bike.id}/reward/payment`, undefined, owner.headers);
    const second: string = retry.json().paymentUrl;
    expect(second).not.toBe(first);
    // The abandoned checkout cannot be paid any more.
    const old = await post(`/api/payments/${first.split('/checkout/')[1]}/confirm`, undefined, owner.headers);
    expect(old.json().error).toBe('PAYMENT_NOT_OPEN');

    const lowered = await put(`/api/bikes/${bike.id}/reward`, { reward: 0 }, owner.headers);
    expect(lowered.json()).toMatchObject({ reward: { status: 'none', amountCents: 0 }, paymentUrl: null });
    expect((await post(`/api/payments/${second.split('/checkout/')[1]}/confirm`, undefined, owner.headers)).json().error).toBe('PAYMENT_NOT_OPEN');
    expect((await get(`/api/bikes/${bike.id}`, owner.headers)).json().bike).toMatchObject({ status: 'stolen', reward: 0 });
    // A funded reward cannot be changed or re-paid.
    const { owner: o2, bike: b2 } = await fundedTheft(t, 50);
    expect((await put(`/api/bikes/${b2.id}/reward`, { reward: 10 }, o2.headers)).json().error).toBe('REWARD_NOT_AWAITING_PAYMENT');
    expect((await post(`/api/bikes/${b2.id}/reward/payment`, undefined, o2.headers)).json().error).toBe('REWARD_NOT_AWAITING_PAYMENT');
  });
});

describe('hunts', () => {
  it('offers funded hunts nearest first, never the own bike; accept and decline', async () => {
    const near = await fundedTheft(t, 100);
    const far = await fundedTheft(t, 300);
    const scout = await signedInUser(t.app, t.ctx);
    await post('/api/sightings', { uid: near.tag.uid, location: { latitude: 45.4642, longitude: 9.19 } }, scout.headers);
    await post('/api/sightings', { uid: far.tag.uid, location: { latitude: 41.9028, longitude: 12.4964 } }, scout.headers);
    const unfunded = await signedInUser(t.app, t.ctx);
    const unfundedBike = await createBike(t.ctx, unfunded.user.id);
    await post(`/api/bikes/${unfundedBike.id}/report-stolen`, { reward: 40 }, unfunded.headers);

    const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const offered = (await get('/api/hunts?lat=45.47&lng=9.2', hunter.headers)).json().hunts as {
      theftReportId: string;
      distanceKm: number | null;
      hunterShareCents: number;
      lastSightings: { latitude: number }[];
    }[];
    const ids = offered.map((h) => h.theftReportId);
    expect(ids.indexOf(near.report.id)).toBeLessThan(ids.indexOf(far.report.id));
    expect(ids).not.toContain((await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', unfundedBike.id).executeTakeFirstOrThrow()).id);
    const nearHunt = offered.find((h) => h.theftReportId === near.report.id);
    expect(nearHunt).toMatchObject({ hunterShareCents: 6500, lastSightings: [{ latitude: 45.46, longitude: 9.19 }] });
    expect(nearHunt?.distanceKm).toBeLessThan(2);
    // The owner is not offered their own bike.
    expect(((await get('/api/hunts', near.owner.headers)).json().hunts as { theftReportId: string }[]).map((h) => h.theftReportId)).not.toContain(
      near.report.id,
    );

    expect((await post(`/api/hunts/${near.report.id}/accept`, undefined, hunter.headers)).json().hunt).toMatchObject({ status: 'active' });
    await post(`/api/hunts/${far.report.id}/decline`, undefined, hunter.headers);
    const after = ((await get('/api/hunts', hunter.headers)).json().hunts as { theftReportId: string }[]).map((h) => h.theftReportId);
    expect(after).not.toContain(near.report.id);
    expect(after).not.toContain(far.report.id);
    expect(((await get('/api/hunter/hunts', hunter.headers)).json().hunts as { status: string }[]).map((h) => h.status)).toEqual(['active']);
    expect((await post(`/api/hunts/${near.report.id}/accept`, undefined, near.owner.headers)).statusCode).toBe(404);
  });
});

describe('recovery, release and payout', () => {
  it('owner funds → Hunter scans → owner credits → payout due in 7 Italian business days → admin marks paid', async () => {
    const { owner, bike, tag, report } = await fundedTheft(t, 200);
    const hunter = await hunterWhoScanned(t, tag.uid);
    await post(`/api/hunts/${report.id}/accept`, undefined, hunter.headers);

    const candidates = (await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json().candidates;
    expect(candidates).toEqual([expect.objectContaining({ id: hunter.user.id, scans: 1, sightings: 0 })]);
    expect(JSON.stringify(candidates)).not.toContain(hunter.user.email);

    // Friday 18 December 2026, 10:00 in Rome: 7 business days skip Christmas and Santo Stefano → Wednesday 30 December.
    clock.advance(new Date('2026-12-18T09:00:00Z').getTime() - clock.now().getTime());
    owner.headers = await headersNow(owner.user);
    hunter.headers = await headersNow(hunter.user);
    const recovered = await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers);
    expect(recovered.statusCode).toBe(200);
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(0);
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(13000);

    const rewards = (await get('/api/hunter/rewards', hunter.headers)).json().rewards;
    expect(rewards).toMatchObject({ pendingCents: 13000, paidCents: 0, payouts: [{ status: 'pending', amountCents: 13000, dueOn: '2026-12-30' }] });
    expect((await get('/api/hunter/hunts', hunter.headers)).json().hunts[0]).toMatchObject({ theftReportId: report.id, status: 'completed' });
    expect((await get('/api/hunter/stats', hunter.headers)).json().stats).toMatchObject({ bikesFound: 1, rewardsEarnedCents: 13000, totalScans: 1 });
    const profile = (await get('/api/hunter/profile', hunter.headers)).json().profile;
    expect(profile).toMatchObject({ experience: 210, level: 2, reputation: 60 });
    expect(profile.achievements.find((a: { id: string }) => a.id === 'first_recovery').earned).toBe(true);
    const mail = await t.waitForMail(hunter.user.email);
    expect(mail.subject).toContain('ricompensa');

    // The admin cannot pay before the Hunter gives a payout method; a bad IBAN is refused.
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const payout = ((await get('/api/admin/payouts', admin.headers)).json().payouts as { id: string; hunter: { id: string } }[]).find(
      (p) => p.hunter.id === hunter.user.id,
    );
    expect(payout).toBeDefined();
    const id = payout?.id as string;
    expect((await post(`/api/admin/payouts/${id}/paid`, { reference: 'SEPA-0001' }, admin.headers)).json().error).toBe('PAYOUT_METHOD_MISSING');
    const badIban = await put(
      '/api/hunter/payout-method',
      { kind: 'iban', holderName: 'Giulia Hunter', iban: 'IT60 X054 2811 1010 0000 0123 457' },
      hunter.headers,
    );
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().fields[0]).toMatchObject({ field: 'iban', i18nKey: 'validation.iban_invalid' });
    const method = await put(
      '/api/hunter/payout-method',
      { kind: 'iban', holderName: 'Giulia Hunter', iban: 'it60 x054 2811 1010 0000 0123 456' },
      hunter.headers,
    );
    expect(method.json().payoutMethod).toMatchObject({ kind: 'iban', display: 'IT60 •••• •••• 3456' });

    // Users and Hunters cannot mark payouts paid.
    expect((await post(`/api/admin/payouts/${id}/paid`, { reference: 'SEPA-0001' }, hunter.headers)).statusCode).toBe(403);
    const paid = await post(`/api/admin/payouts/${id}/paid`, { reference: 'SEPA-0001' }, admin.headers);
    expect(paid.json().payout).toMatchObject({ status: 'paid', reference: 'SEPA-0001', method: { account: 'IT60 X054 2811 1010 0000 0123 456' } });
    expect((await post(`/api/admin/payouts/${id}/paid`, { reference: 'SEPA-0002' }, admin.headers)).json().error).toBe('PAYOUT_NOT_PENDING');
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(0);
    const after = (await get('/api/hunter/rewards', hunter.headers)).json().rewards;
    expect(after).toMatchObject({ pendingCents: 0, paidCents: 13000, payouts: [{ status: 'paid', receiptNumber: expect.stringMatching(/^RIT-/) }] });
    expect(await ledgerTotal()).toBe(0);
  });

  it('refuses every forbidden move and changes nothing', async () => {
    const { owner, bike, tag, report } = await fundedTheft(t, 99.99);
    const bystander = await signedInUser(t.app, t.ctx);
    // The owner can never credit themselves; a user without a scan or sighting cannot be credited.
    const self = await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: owner.user.id }, owner.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('CANNOT_CREDIT_SELF');
    const stranger = await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: bystander.user.id }, owner.headers);
    expect(stranger.json().error).toBe('HUNTER_NOT_ELIGIBLE');
    expect((await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward.status).toBe('funded');
    expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(9999);
    // The owner's own scan does not make them a candidate.
    await post('/api/tags/verify', { uid: tag.uid }, owner.headers);
    expect((await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json().candidates).toEqual([]);

    const hunter = await hunterWhoScanned(t, tag.uid);
    await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers);
    // 65% of 99.99 rounded down to the cent; the platform keeps the rest: no cent created or lost.
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(6499);
    // Released twice: the bike is no longer stolen.
    const twice = await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers);
    expect(twice.json().error).toBe('BIKE_NOT_STOLEN');
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(6499);
    // Refunding a recovered bike: the 12-month clock passes and nothing is refunded.
    clock.advanceDays(400);
    await runRewardExpiry(t.ctx);
    clock.advanceDays(-400);
    expect((await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward.status).toBe('released');
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(6499);
    expect(await ledgerTotal()).toBe(0);
  });

  it('a dispute within 30 days freezes the payout until an admin decides it; after 30 days none can be raised', async () => {
    const { owner, bike, tag, report } = await fundedTheft(t, 100);
    const hunter = await hunterWhoScanned(t, tag.uid);
    await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: hunter.user.id }, owner.headers);
    await put('/api/hunter/payout-method', { kind: 'paypal', holderName: 'Marco Hunter', paypalEmail: 'marco@example.com' }, hunter.headers);

    const tooShort = await post(`/api/thefts/${report.id}/disputes`, { reason: 'no' }, owner.headers);
    expect(tooShort.json().fields[0]).toMatchObject({ field: 'reason', i18nKey: 'validation.dispute_reason' });
    const outsider = await signedInUser(t.app, t.ctx);
    expect((await post(`/api/thefts/${report.id}/disputes`, { reason: 'I found it, not them' }, outsider.headers)).statusCode).toBe(404);
    const raised = await post(`/api/thefts/${report.id}/disputes`, { reason: 'The bike was returned by the police, not this Hunter' }, owner.headers);
    expect(raised.statusCode).toBe(201);
    expect(raised.json().reward.dispute).toMatchObject({ status: 'open' });
    expect((await post(`/api/thefts/${report.id}/disputes`, { reason: 'Second dispute on the same theft' }, owner.headers)).json().error).toBe(
      'DISPUTE_ALREADY_OPEN',
    );

    expect((await get('/api/hunter/rewards', hunter.headers)).json().rewards.payouts[0].status).toBe('frozen');
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const payout = ((await get('/api/admin/payouts', admin.headers)).json().payouts as { id: string; hunter: { id: string }; status: string }[]).find(
      (p) => p.hunter.id === hunter.user.id,
    );
    expect(payout?.status).toBe('frozen');
    expect((await post(`/api/admin/payouts/${payout?.id}/paid`, { reference: 'PP-1' }, admin.headers)).json().error).toBe('PAYOUT_FROZEN');

    const disputes = (await get('/api/admin/disputes', admin.headers)).json().disputes as { id: string; theftReportId: string }[];
    const dispute = disputes.find((d) => d.theftReportId === report.id);
    expect((await post(`/api/admin/disputes/${dispute?.id}/resolve`, { outcome: 'owner' }, owner.headers)).statusCode).toBe(403);
    expect((await post(`/api/admin/disputes/${dispute?.id}/resolve`, { outcome: 'owner', note: 'Police report seen' }, admin.headers)).statusCode).toBe(200);
    // The Hunter's share went back to the owner; the payout is cancelled; the fee stays; the claim counts against the Hunter.
    expect(await balanceOf(t.ctx.db, accounts.hunterPayable(hunter.user.id))).toBe(0);
    expect((await get('/api/hunter/rewards', hunter.headers)).json().rewards.payouts[0].status).toBe('cancelled');
    expect((await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward).toMatchObject({
      status: 'refunded',
      dispute: { status: 'resolved', outcome: 'owner' },
    });
    expect((await get('/api/hunter/profile', hunter.headers)).json().profile.reputation).toBe(35);
    expect(await ledgerTotal()).toBe(0);

    clock.advanceDays(31);
    const late = await post(`/api/thefts/${report.id}/disputes`, { reason: 'Raising it again much later' }, await headersNow(hunter.user));
    clock.advanceDays(-31);
    expect(late.json().error).toBe('DISPUTE_WINDOW_CLOSED');
  });

  it("a Hunter's claim against another's credit that the admin decides for the credited Hunter counts against the one who raised it, not the credited one", async () => {
    const { owner, bike, tag, report } = await fundedTheft(t, 100);
    const credited = await hunterWhoScanned(t, tag.uid);
    const claimant = await hunterWhoScanned(t, tag.uid);
    expect((await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: credited.user.id }, owner.headers)).statusCode).toBe(200);
    expect((await post(`/api/thefts/${report.id}/disputes`, { reason: 'I found the bike first, not this Hunter' }, claimant.headers)).statusCode).toBe(201);
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const dispute = ((await get('/api/admin/disputes', admin.headers)).json().disputes as { id: string; theftReportId: string }[]).find(
      (d) => d.theftReportId === report.id,
    );
    expect((await post(`/api/admin/disputes/${dispute?.id}/resolve`, { outcome: 'hunter', note: 'The credit stands' }, admin.headers)).statusCode).toBe(200);

    const kinds = async (headers: Headers) =>
      ((await get('/api/hunter/profile', headers)).json().profile.history as { kind: string }[]).map((e) => e.kind).sort();
    expect(await kinds(claimant.headers)).toEqual(['rejected_claim', 'stolen_scan']);
    expect(await kinds(credited.headers)).toEqual(['recovery', 'stolen_scan']);
  });
});

describe('12-month refund and 30-day notice', () => {
  it('run once even with two worker processes', async () => {
    const second = await setupTestApp({}, { sameDatabaseAs: t, clock });
    try {
      const { owner, bike, report } = await fundedTheft(t, 150);
      // 11 months later: nothing is due yet.
      clock.advanceDays(300);
      await Promise.all([runRewardExpiry(t.ctx), runRewardExpiry(second.ctx)]);
      expect(
        (await t.ctx.db.selectFrom('theft_reports').select('expiry_notice_at').where('id', '=', report.id).executeTakeFirstOrThrow()).expiry_notice_at,
      ).toBeNull();
      // 30 days before the 12 months: one notice, however many workers run the clock.
      clock.advanceDays(40);
      await Promise.all([runRewardExpiry(t.ctx), runRewardExpiry(second.ctx), runRewardExpiry(t.ctx)]);
      // Either worker may send a mail: look in both outboxes.
      const mailsTo = async (to: string) => [...(await t.mailsTo(to)), ...(await second.mailsTo(to))];
      await expect.poll(async () => (await mailsTo(owner.user.email)).length, { timeout: 15_000 }).toBe(1);
      expect((await mailsTo(owner.user.email))[0]?.subject).toContain('30 giorni');
      const notices = await t.ctx.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', owner.user.id)
        .where('type', '=', 'expiry_notice')
        .execute();
      expect(notices).toHaveLength(1);
      // 12 months: 65% back to the owner (through the provider), 35% kept — once.
      clock.advanceDays(30);
      await Promise.all([runRewardExpiry(t.ctx), runRewardExpiry(second.ctx), runRewardExpiry(second.ctx)]);
      expect(await balanceOf(t.ctx.db, accounts.escrow(report.id))).toBe(0);
      const refunds = await t.ctx.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('theft_report_id', '=', report.id)
        .where('kind', '=', 'refund')
        .execute();
      expect(refunds).toHaveLength(1);
      const refund = await t.ctx.db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as tx', 'tx.id', 'e.transaction_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['a.kind', 'e.amount_cents'])
        .where('tx.id', '=', refunds[0]?.id as string)
        .execute();
      expect(refund).toEqual(
        expect.arrayContaining([
          { kind: 'provider_clearing', amount_cents: 9750 },
          { kind: 'platform_fee', amount_cents: 5250 },
        ]),
      );
      expect((await get(`/api/bikes/${bike.id}/reward`, await headersNow(owner.user))).json().reward.status).toBe('refunded');
      await expect.poll(async () => (await mailsTo(owner.user.email)).length, { timeout: 15_000 }).toBe(2);
      // Once more later: still one notice and one refund mail.
      await Promise.all([runRewardExpiry(t.ctx), runRewardExpiry(second.ctx)]);
      // Every queued job worked, in both processes: a second mail would be in the outbox now.
      await Promise.all([t.drainJobs(), second.drainJobs()]);
      expect((await mailsTo(owner.user.email)).map((m) => m.subject).sort()).toEqual([
        'La ricompensa per la tua bici scade tra 30 giorni — Ritrova',
        'Rimborso della ricompensa — Ritrova',
      ]);
      const mails = await t.ctx.db
        .selectFrom('notifications')
        .select('type')
        .where('user_id', '=', owner.user.id)
        .where('type', '=', 'reward_refunded')
        .execute();
      expect(mails).toHaveLength(1);
    } finally {
      clock.advanceDays(-370);
      await second.close();
    }
  });
});

describe('bad input and other people’s resources', () => {
  it('answers 400 naming the field, and 404 for ids that are not the caller’s', async () => {
    const { owner, bike, tag, report } = await fundedTheft(t, 30);
    const hunter = await hunterWhoScanned(t, tag.uid);
    const stranger = await signedInUser(t.app, t.ctx);
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const field = (res: { statusCode: number; json: () => { fields?: { field: string }[] } }) => [res.statusCode, res.json().fields?.[0]?.field];

    // 400 naming the field.
    expect(field(await put(`/api/bikes/${bike.id}/reward`, { reward: -3 }, owner.headers))).toEqual([400, 'reward']);
    // A reward is 0, or decimal euros from 1 € with at most two decimals: nothing else is read some other way.
    const unpaid = await signedInUser(t.app, t.ctx);
    const unpaidBike = await createBike(t.ctx, unpaid.user.id);
    await post(`/api/bikes/${unpaidBike.id}/report-stolen`, { reward: 50 }, unpaid.headers);
    for (const reward of ['0x10', '1e3', 0.005, '1,234.5', ' ', '', '-1', 'Infinity', '0,99']) {
      expect(field(await put(`/api/bikes/${unpaidBike.id}/reward`, { reward }, unpaid.headers)), JSON.stringify(reward)).toEqual([400, 'reward']);
    }
    expect(field(await put(`/api/bikes/${unpaidBike.id}/reward`, {}, unpaid.headers))).toEqual([400, 'reward']);
    expect((await get(`/api/bikes/${unpaidBike.id}/reward`, unpaid.headers)).json().reward).toMatchObject({ amountCents: 5000, status: 'awaiting_payment' });
    expect((await put(`/api/bikes/${unpaidBike.id}/reward`, { reward: '12,50' }, unpaid.headers)).json().reward).toMatchObject({ amountCents: 1250 });
    expect(field(await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: 'not-a-uuid' }, owner.headers))).toEqual([400, 'returnedBy']);
    expect(field(await post(`/api/hunts/${report.id}/conversation`, { body: '   ' }, hunter.headers))).toEqual([400, 'body']);
    expect(field(await put('/api/hunter/payout-method', { kind: 'paypal', holderName: 'Ada', paypalEmail: 'not-an-email' }, hunter.headers))).toEqual([
      400,
      'paypalEmail',
    ]);
    expect(field(await get('/api/hunts?lat=200&lng=9', hunter.headers))).toEqual([400, 'lat']);
    const credited = await fundedTheft(t, 20);
    await post('/api/tags/verify', { uid: credited.tag.uid }, hunter.headers);
    await post(`/api/bikes/${credited.bike.id}/report-recovered`, { returnedBy: hunter.user.id }, credited.owner.headers);
    const payout = await t.ctx.db.selectFrom('payouts').select('id').where('theft_report_id', '=', credited.report.id).executeTakeFirstOrThrow();
    expect(field(await post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'x' }, admin.headers))).toEqual([400, 'reference']);

    // 404 for another user's bike, sighting, payment and conversation.
    for (const url of [`/api/bikes/${bike.id}/reward`, `/api/bikes/${bike.id}/recovery-candidates`, `/api/bikes/${bike.id}/sightings`]) {
      expect((await get(url, stranger.headers)).statusCode, url).toBe(404);
    }
    expect((await post(`/api/bikes/${bike.id}/reward/payment`, undefined, stranger.headers)).statusCode).toBe(404);
    expect((await put(`/api/bikes/${bike.id}/reward`, { reward: 10 }, stranger.headers)).statusCode).toBe(404);
    const sighting = await t.ctx.db.selectFrom('sightings').select('id').where('theft_report_id', '=', report.id).executeTakeFirstOrThrow();
    expect((await post(`/api/sightings/${sighting.id}/useful`, {}, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Ciao' }, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/hunts/${report.id}/conversation`, { body: 'Ciao' }, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/thefts/${report.id}/disputes`, { reason: 'Not my theft at all, though' }, stranger.headers)).statusCode).toBe(404);
    expect((await post('/api/hunts/00000000-0000-0000-0000-000000000000/accept', undefined, hunter.headers)).statusCode).toBe(404);
    expect((await get('/api/payments/not-a-uuid', owner.headers)).statusCode).toBe(404);
    // The owner's own sighting answer works: marking useful, and back.
    expect((await post(`/api/sightings/${sighting.id}/useful`, { useful: false }, owner.headers)).json()).toEqual({ success: true, useful: false });
  });
});
