import type { Payment } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { fundReward, ledgerKeys, refundWholePayment } from '../ledger/index.ts';
import { alertHuntersNear, notify } from '../notifications/index.ts';
import { updateTheftReport } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { canSeePayment } from './funding.policy.ts';
import { lockTheft, type PaymentRow, type ReportRow } from './lock-order.ts';
import { paymentRepository } from './payment.repository.ts';
import { issueReceipt } from './receipts.ts';
import { PROVIDER_REFUND_QUEUE, type ProviderRefund } from './refunds.ts';
import { reportsWithBikeNames } from './report-bikes.ts';

const paymentNotFound = () => new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');

/**
 * Opens a payment for a report's reward, in the caller's transaction (one open
 * payment per report: any earlier open one is cancelled). The provider's
 * checkout is created after the commit by `startCheckout`.
 */
export async function openPayment(trx: Db, report: Pick<ReportRow, 'id' | 'owner_id' | 'reward_cents'>, provider: 'local' | 'stripe') {
  const cancelled = await cancelOpenPayments(trx, report.id);
  const payment = await paymentRepository.insert(trx, { theft_report_id: report.id, owner_id: report.owner_id, provider, amount_cents: report.reward_cents });
  return { payment, cancelled };
}

/** Cancels a report's open payment (the caller holds the report and its payments: `lockTheft`), returning the provider references to close at the provider. */
export async function cancelOpenPayments(trx: Db, theftReportId: string): Promise<string[]> {
  const rows = await paymentRepository.cancelOpen(trx, theftReportId);
  return rows.flatMap((r) => (r.provider_ref ? [r.provider_ref] : []));
}

/** Closes checkouts at the provider that will not be paid any more (best effort: an unpaid checkout expires anyway). */
export async function closeCheckouts(ctx: AppContext, providerRefs: string[]): Promise<void> {
  for (const ref of providerRefs) {
    await ctx.payments.cancelCheckout(ref).catch(() => {});
  }
}

/**
 * Creates the provider's checkout of an open payment and stores its URL.
 * A provider that cannot be reached leaves the payment without URL: the
 * owner retries from the bike's page (`null` returned).
 */
export async function startCheckout(
  ctx: AppContext,
  payment: PaymentRow,
  owner: UserRow,
  bikeName: string,
  log?: { error(obj: unknown, msg: string): void },
): Promise<string | null> {
  try {
    const checkout = await ctx.payments.createCheckout({
      paymentId: payment.id,
      amountCents: payment.amount_cents,
      description: `Ritrova — reward for “${bikeName}”`,
      customerEmail: owner.email,
      successUrl: `${ctx.config.publicUrl}/checkout/${payment.id}?result=success`,
      cancelUrl: `${ctx.config.publicUrl}/checkout/${payment.id}?result=cancelled`,
      language: owner.language,
    });
    await paymentRepository.update(ctx.db, payment.id, { url: checkout.url, provider_ref: checkout.providerRef });
    return checkout.url;
  } catch (err) {
    log?.error({ err, paymentId: payment.id }, 'creating the checkout failed');
    return null;
  }
}

/** A payment with the id and name of its report's bike (report-bikes.ts); undefined when any of them is not found. */
async function paymentWithBike(db: Db, paymentId: string) {
  const payment = await paymentRepository.byId(db, paymentId);
  if (!payment) return undefined;
  const report = (await reportsWithBikeNames(db, [payment.theft_report_id])).get(payment.theft_report_id);
  return report ? { ...payment, bike_id: report.bike_id, bike_name: report.bike_name } : undefined;
}

async function findOwnPayment(ctx: AppContext, actor: UserRow, paymentId: string) {
  const row = isUuid(paymentId) ? await paymentWithBike(ctx.db, paymentId) : undefined;
  if (!row || !canSeePayment(actor, row)) throw paymentNotFound();
  return row;
}

/**
 * A payment as its owner sees it. Money that arrived for a payment cancelled
 * meanwhile (the reward was changed or withdrawn) was sent straight back: the
 * row stays cancelled, with the time the money arrived, and shows as refunded.
 */
function paymentStatus(row: Pick<PaymentRow, 'status' | 'paid_at'>): Payment['status'] {
  return row.status === 'cancelled' && row.paid_at ? 'refunded' : row.status;
}

function presentPayment(row: PaymentRow & { bike_id: string; bike_name: string }): Payment {
  return {
    id: row.id,
    provider: row.provider,
    status: paymentStatus(row),
    amountCents: row.amount_cents,
    bikeId: row.bike_id,
    bikeName: row.bike_name,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** `GET /api/payments/{id}`: the owner's payment (anyone else's answers 404). */
export async function getPayment(ctx: AppContext, actor: UserRow, paymentId: string): Promise<Payment> {
  return presentPayment(await findOwnPayment(ctx, actor, paymentId));
}

const paymentRefunded = () =>
  new AppError(409, 'PAYMENT_REFUNDED', 'The reward was changed or withdrawn before this payment arrived: the payment has been refunded in full');

/**
 * The local provider's test-mode checkout: the owner confirms, the money "arrives"
 * and the reward is funded. A payment the reward no longer wants (changed or
 * withdrawn while the owner was paying) is refunded at once and answered 409
 * `PAYMENT_REFUNDED`: no receipt, no "reward funded".
 */
export async function confirmLocalPayment(ctx: AppContext, actor: UserRow, paymentId: string): Promise<Payment> {
  const payment = await findOwnPayment(ctx, actor, paymentId);
  if (payment.provider !== 'local') throw paymentNotFound();
  if (paymentStatus(payment) === 'refunded') throw paymentRefunded();
  if (payment.status !== 'open') throw new AppError(409, 'PAYMENT_NOT_OPEN', 'This payment is no longer open');
  await settlePayment(ctx, { provider: 'local', paymentId: payment.id, amountCents: payment.amount_cents, chargeRef: null });
  // Settled now, or by a concurrent confirmation of the same payment: answer what became of it.
  const settled = await findOwnPayment(ctx, actor, paymentId);
  if (paymentStatus(settled) === 'refunded') throw paymentRefunded();
  return presentPayment(settled);
}

/**
 * Money arrived for a payment (the local checkout, or the provider's signed
 * webhook). In one transaction, under the lock order of `lockTheft` (report, then
 * its payments): the event id is recorded (a second delivery moves nothing), and
 * - the payment the reward is waiting for is marked paid, its money funds the
 *   escrow through the ledger, the reward becomes funded, the owner's receipt is
 *   issued and they are notified (`funded`);
 * - money for a payment no longer wanted (the reward was changed or withdrawn
 *   meanwhile) is posted in and straight back out, whole, and refunded through
 *   the provider; the payment stays cancelled, with the time the money arrived,
 *   and no receipt or notice says it was funded (`refunded`);
 * - money for a payment already settled moves nothing (`duplicate`).
 */
export async function settlePayment(
  ctx: AppContext,
  input: {
    provider: 'local' | 'stripe';
    paymentId?: string;
    providerRef?: string;
    amountCents: number;
    chargeRef: string | null;
    eventId?: string;
    eventType?: string;
  },
): Promise<{ outcome: 'funded' | 'refunded' | 'duplicate' }> {
  return runTransaction(ctx.db, async (trx) => {
    if (input.eventId) {
      const fresh = await paymentRepository.recordEvent(trx, { provider: input.provider, eventId: input.eventId, type: input.eventType ?? 'unknown' });
      if (!fresh) return { outcome: 'duplicate' as const };
    }
    // Which report the payment is for, read without a lock: the locks start from the report.
    const by = input.paymentId ? { paymentId: input.paymentId } : input.providerRef ? { providerRef: input.providerRef } : undefined;
    if (!by) throw paymentNotFound();
    const found = await paymentRepository.findOfProvider(trx, input.provider, by);
    if (!found) throw paymentNotFound();
    const locked = await lockTheft(trx, { reportId: found.theft_report_id }, { payments: true });
    const payment = locked?.payments.find((p) => p.id === found.id);
    if (!locked || !payment) throw paymentNotFound();
    const { report } = locked;
    if (payment.paid_at) return { outcome: 'duplicate' as const };
    if (payment.amount_cents !== input.amountCents)
      throw new AppError(409, 'IDEMPOTENCY_CONFLICT', `Paid amount ${input.amountCents} differs from the payment's ${payment.amount_cents}`);

    const now = ctx.clock.now();
    await fundReward(trx, { theftReportId: report.id, amountCents: payment.amount_cents, paymentReference: payment.id });
    const wanted =
      payment.status === 'open' && report.status === 'open' && report.reward_status === 'awaiting_payment' && report.reward_cents === payment.amount_cents;
    if (!wanted) {
      await paymentRepository.update(trx, payment.id, { status: 'cancelled', paid_at: now, charge_ref: input.chargeRef });
      await refundWholePayment(trx, { theftReportId: report.id, paymentId: payment.id, amountCents: payment.amount_cents });
      await ctx.jobs.send<ProviderRefund>(
        PROVIDER_REFUND_QUEUE,
        { chargeRef: input.chargeRef, amountCents: payment.amount_cents, idempotencyKey: ledgerKeys.refundPayment(payment.id) },
        { trx },
      );
      return { outcome: 'refunded' as const };
    }
    await paymentRepository.update(trx, payment.id, { status: 'paid', paid_at: now, charge_ref: input.chargeRef });
    await issueReceipt(trx, {
      kind: 'reward_funded',
      userId: payment.owner_id,
      theftReportId: report.id,
      amountCents: payment.amount_cents,
      paymentId: payment.id,
      at: now,
    });
    await updateTheftReport(trx, report.id, { reward_status: 'funded', funded_at: now });
    await notify(trx, { userId: report.owner_id, type: 'reward_funded', at: now, bikeId: report.bike_id, theftReportId: report.id });
    await alertHuntersNear(ctx, trx, report);
    return { outcome: 'funded' as const };
  });
}
