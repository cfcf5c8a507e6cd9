import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { stripeProvider } from '../src/modules/payments/stripe.provider.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { type StripeStandIn, startStripeStandIn } from './helpers/stripe-stand-in.ts';

/**
 * Rewards paid through Stripe Checkout: the real `stripe` SDK talks to a local
 * stand-in of Stripe's API, and the stand-in delivers signed webhooks to the
 * app listening on a real port.
 */
const SECRET_KEY = 'sk_test_ritrova_stand_in_key';
const WEBHOOK_SECRET = 'whsec_ritrova_stand_in_secret';
const SIX_MINUTES_S = 6 * 60;

let standIn: StripeStandIn;
let t: TestApp;
let webhookUrl: string;
beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await setupTestApp({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/payments/stripe/webhook`;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const unixNow = () => Math.floor(Date.now() / 1000);

/** An owner reports a bike stolen with a reward in euros; returns the Stripe session the API opened for it. */
async function stolenWithReward(reward = 200) {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Bianchi blu' });
  const res = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: { reward }, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  const paymentUrl: string = res.json().paymentUrl;
  const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
  return { owner, bike, paymentUrl, session: standIn.sessionByUrl(paymentUrl), theftReportId: report.id };
}

async function rewardOf(bikeId: string, headers: Headers) {
  const res = await get(`/api/bikes/${bikeId}/reward`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().reward;
}

describe('funding a reward with Stripe Checkout', () => {
  it('answers the Checkout page as paymentUrl, for € 200 in euro by card, PayPal or bank transfer', async () => {
    const { owner, paymentUrl, session, theftReportId } = await stolenWithReward(200);
    expect(paymentUrl).toBe(session.url);
    const payment = await t.ctx.db.selectFrom('reward_payments').selectAll().where('theft_report_id', '=', theftReportId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'stripe', provider_ref: session.id, amount_cents: 20_000, status: 'open' });

    const sent = standIn.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && r.params.client_reference_id === payment.id);
    expect(sent).toMatchObject({
      stripeVersion: '2026-10-28.endive',
      idempotencyKey: `ritrova-checkout:${payment.id}`,
      params: {
        mode: 'payment',
        metadata: { paymentId: payment.id },
        customer: session.customer,
        line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '20000', product_data: { name: expect.any(String) } } }],
        payment_method_options: {
          customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'IT' } } },
        },
        locale: expect.stringMatching(/^(it|en|zh)$/),
        success_url: expect.stringMatching(/^http/),
        cancel_url: expect.stringMatching(/^http/),
      },
    });
    // NOTE: the pinned API version takes the list as allowed_payment_method_types (payment_method_types is gone).
    expect(sent?.params.allowed_payment_method_types).toEqual(expect.arrayContaining(['card', 'paypal', 'customer_balance']));
    const customer = standIn.requests.find((r) => r.path === '/v1/customers' && r.idempotencyKey === `ritrova-customer:${payment.id}`);
    expect(customer?.params.email).toBe(owner.user.email);
    expect(session).toMatchObject({ amount_total: 20_000, currency: 'eur', status: 'open', payment_status: 'unpaid' });
  });

  it('funds the reward when the paid session completes: the escrow holds € 200', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(200);
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('awaiting_payment');

    const delivery = await standIn.complete(session.id, { webhookUrl });
    expect(delivery).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });

    expect(await rewardOf(bike.id, owner.headers)).toMatchObject({ status: 'funded', amountCents: 20_000 });
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(20_000);
    const payment = await t.ctx.db.selectFrom('reward_payments').selectAll().where('provider_ref', '=', session.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', charge_ref: standIn.session(session.id).payment_intent });
  });

  it('funds a bank transfer only when the money arrives (async_payment_succeeded)', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(80);
    const completed = await standIn.complete(session.id, { webhookUrl, paymentStatus: 'unpaid' });
    expect(completed).toMatchObject({ statusCode: 200, body: { received: true } });
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('awaiting_payment');
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);

    const arrived = await standIn.asyncPaymentSucceeded(session.id, { webhookUrl });
    expect(arrived).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('funded');
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(8_000);
  });

  it('a bank transfer arriving after the reward was changed is refunded whole: no funding, no receipt, the payment shows refunded', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(80);
    const payment = await t.ctx.db.selectFrom('reward_payments').select('id').where('provider_ref', '=', session.id).executeTakeFirstOrThrow();
    // The owner chose bank transfer; while it travels, they change the reward (a new checkout; the old session is complete, not expirable).
    expect((await standIn.complete(session.id, { webhookUrl, paymentStatus: 'unpaid' })).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}/reward`, payload: { reward: 100 }, headers: owner.headers });
    expect(changed.json().reward).toMatchObject({ status: 'awaiting_payment', amountCents: 10_000 });

    const refunds = vi.spyOn(t.ctx.payments, 'refund');
    try {
      const arrived = await standIn.asyncPaymentSucceeded(session.id, { webhookUrl });
      expect(arrived).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });
      // In and straight back out: the escrow holds nothing, the reward still waits for the new payment.
      expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);
      expect(await rewardOf(bike.id, owner.headers)).toMatchObject({ status: 'awaiting_payment', amountCents: 10_000 });
      expect((await get(`/api/payments/${payment.id}`, owner.headers)).json().payment).toMatchObject({ status: 'refunded', amountCents: 8_000 });
      expect((await get('/api/receipts', owner.headers)).json().receipts).toEqual([]);
      const funded = await t.ctx.db.selectFrom('notifications').select('id').where('user_id', '=', owner.user.id).where('type', '=', 'reward_funded').execute();
      expect(funded).toEqual([]);
      // The money goes back through Stripe, once.
      await t.drainJobs();
      const ours = refunds.mock.calls.map(([request]) => request).filter((request) => request.idempotencyKey === `refund-payment:${payment.id}`);
      expect(ours).toEqual([expect.objectContaining({ amountCents: 8_000, chargeRef: standIn.session(session.id).payment_intent })]);
      // Stripe's retry of the same event moves nothing.
      expect(await standIn.redeliver(arrived, { webhookUrl })).toMatchObject({ statusCode: 200, body: { duplicate: true } });
      expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);
    } finally {
      refunds.mockRestore();
    }
  });

  it('withdrawing the reward (0) expires the open session at Stripe', async () => {
    const { owner, bike, session } = await stolenWithReward(200);
    const res = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}/reward`, payload: { reward: 0 }, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reward: { status: 'none' }, paymentUrl: null });
    expect(standIn.lastRequest('POST', `/v1/checkout/sessions/${session.id}/expire`)).toBeDefined();
    expect(standIn.session(session.id).status).toBe('expired');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a delivery signed with another secret (400) and funds nothing; the genuine retry still counts', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(200);
    const forged = await standIn.complete(session.id, { webhookUrl, secret: 'whsec_not_the_endpoint_secret' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toMatchObject({ success: false, error: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('awaiting_payment');
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);

    // The refused delivery recorded nothing: Stripe's retry with the right signature is processed.
    const retried = await standIn.redeliver(forged, { webhookUrl });
    expect(retried).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(20_000);
  });

  it('refuses a delivery without a signature or with a body that is not what was signed', async () => {
    const { session } = await stolenWithReward(50);
    const delivery = await standIn.complete(session.id, { webhookUrl, secret: 'whsec_other' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    const good = await standIn.redeliver(delivery, { webhookUrl });
    const lowered = good.payload.replace('"amount_total": 5000', '"amount_total": 1');
    expect(lowered).not.toBe(good.payload);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: lowered,
      headers: { 'content-type': 'application/json', 'stripe-signature': good.signature },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it('refuses a correctly signed delivery older than five minutes (replay) and funds nothing', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(200);
    const stale = await standIn.complete(session.id, { webhookUrl, timestamp: unixNow() - SIX_MINUTES_S });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toMatchObject({ error: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('awaiting_payment');
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);
  });

  it('handles the same event delivered twice once: the second answers duplicate and the escrow holds € 200', async () => {
    const { owner, bike, session, theftReportId } = await stolenWithReward(200);
    const first = await standIn.complete(session.id, { webhookUrl });
    expect(first).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });

    const retried = await standIn.redeliver(first, { webhookUrl });
    expect(retried).toMatchObject({ statusCode: 200, body: { received: true, duplicate: true } });
    // The captured request itself, replayed within the tolerance: the event id stops it.
    const replayed = await standIn.redeliver(first, { webhookUrl, verbatim: true });
    expect(replayed).toMatchObject({ statusCode: 200, body: { received: true, duplicate: true } });

    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(20_000);
    const funds = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('theft_report_id', '=', theftReportId)
      .where('kind', '=', 'fund')
      .execute();
    expect(funds).toHaveLength(1);
    expect((await rewardOf(bike.id, owner.headers)).status).toBe('funded');
    const events = await t.ctx.db.selectFrom('payment_events').selectAll().where('event_id', '=', first.event.id).execute();
    expect(events).toEqual([expect.objectContaining({ provider: 'stripe', type: 'checkout.session.completed' })]);
  });

  it('acknowledges a completed session still awaiting its bank transfer without recording the event', async () => {
    const { session, theftReportId } = await stolenWithReward(30);
    const delivery = await standIn.complete(session.id, { webhookUrl, paymentStatus: 'unpaid' });
    expect(delivery).toMatchObject({ statusCode: 200, body: { received: true } });
    expect(await t.ctx.db.selectFrom('payment_events').select('event_id').where('event_id', '=', delivery.event.id).executeTakeFirst()).toBeUndefined();
    expect(await balanceOf(t.ctx.db, accounts.escrow(theftReportId))).toBe(0);
  });

  it('keeps its raw-body parser to itself: other routes still refuse malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('MALFORMED_JSON');
  });

  it('answers 404 when the payment provider is not Stripe', async () => {
    const local = await setupTestApp();
    try {
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    } finally {
      await local.close();
    }
  });
});

describe('the Stripe provider', () => {
  it('refunds part of a payment once per idempotency key and never more than was paid', async () => {
    const { session } = await stolenWithReward(200);
    await standIn.complete(session.id, { webhookUrl });
    const chargeRef = standIn.session(session.id).payment_intent;
    const refund = { chargeRef, amountCents: 13_000, idempotencyKey: `refund-test:${session.id}` };
    const first = await t.ctx.payments.refund(refund);
    expect(first).toMatch(/^re_/);
    expect(await t.ctx.payments.refund(refund)).toBe(first);
    expect(standIn.lastRequest('POST', '/v1/refunds')?.params).toEqual({ payment_intent: chargeRef, amount: '13000' });
    await expect(t.ctx.payments.refund({ ...refund, amountCents: 10_000, idempotencyKey: `refund-test-2:${session.id}` })).rejects.toThrow(/greater than/);
  });

  it('treats cancelling a session that was already paid or expired as done', async () => {
    const { session } = await stolenWithReward(200);
    await standIn.complete(session.id, { webhookUrl });
    await expect(t.ctx.payments.cancelCheckout(session.id)).resolves.toBeUndefined();
    await expect(t.ctx.payments.cancelCheckout(session.id)).resolves.toBeUndefined();
  });

  it('is refused by Stripe with a wrong secret key', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_wrong_key_123456', webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url });
    await expect(
      wrong.createCheckout({
        paymentId: '00000000-0000-4000-8000-000000000000',
        amountCents: 1000,
        description: 'Ricompensa',
        customerEmail: 'owner@example.com',
        successUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/ko',
        language: 'it',
      }),
    ).rejects.toThrow(/Invalid API Key/);
  });
});
