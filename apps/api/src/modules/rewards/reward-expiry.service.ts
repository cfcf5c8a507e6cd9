import { formatMoney, type Language, REFUND_NOTICE_DAYS, splitReward } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { formatDay } from '../../lib/money.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { LinkMailParams } from '../../mail/templates.ts';
import { bikeLabel, findBike } from '../bikes/index.ts';
import { closeActiveHunts } from '../hunters/index.ts';
import { isPosted, ledgerKeys, postingsOf, refundReward } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { markRewardExpiryNotice, rewardNoticeDue, rewardRefundDue, updateTheftReport } from '../theft-records/index.ts';
import { findUser } from '../users/index.ts';
import { lockTheft } from './lock-order.ts';
import { PROVIDER_REFUND_QUEUE, type ProviderRefund, registerProviderRefunds } from './refunds.ts';
import { disputeDeadline, refundDate } from './reward.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REWARD_EXPIRY_QUEUE = 'reward-expiry';

/**
 * The reward clock, run every 15 minutes by whichever worker takes the tick
 * (and safe to run in several at once):
 * - 30 days before the 12 months, the owner of an unrecovered bike is told its
 *   reward will be refunded (once: the report is marked in the same transaction
 *   that queues the mail);
 * - at 12 months, 65% of the escrow goes back to the owner through the provider
 *   and 35% is kept; active hunts close;
 * - a bike recovered without a Hunter is refunded the same way once its 30-day
 *   dispute window has passed without an open dispute.
 * Each report is handled in its own transaction under its lock (lock-order.ts)
 * taken with SKIP LOCKED, and the ledger's idempotency key refunds a report at most once.
 */
export async function runRewardExpiry(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  let notices = 0;
  let refunds = 0;

  const noticeDue = await rewardNoticeDue(ctx.db, now, REFUND_NOTICE_DAYS);
  for (const { id } of noticeDue) if (await sendExpiryNotice(ctx, id, now)) notices += 1;

  const refundDue = await rewardRefundDue(ctx.db, now, new Date(now.getTime() - 30 * DAY_MS));
  for (const { id } of refundDue) if (await refundExpired(ctx, id, now)) refunds += 1;

  return `${notices} refund notices sent, ${refunds} rewards refunded`;
}

/** The owner's in-app alert and mail about their bike's reward, queued in the caller's transaction. */
async function tellOwner(
  ctx: AppContext,
  trx: Db,
  report: { id: string; bike_id: string; owner_id: string },
  type: 'expiry_notice' | 'reward_refunded',
  template: 'rewardExpiryNotice' | 'rewardRefunded',
  extra: (language: Language) => Partial<LinkMailParams>,
  now: Date,
): Promise<void> {
  const bike = await findBike(trx, report.bike_id);
  if (!bike) throw new Error(`bike ${report.bike_id} of theft report ${report.id} not found`);
  const owner = await findUser(trx, report.owner_id);
  if (!owner) throw new Error(`owner ${report.owner_id} of theft report ${report.id} not found`);
  await notify(trx, { userId: report.owner_id, type, at: now, bikeId: bike.id, theftReportId: report.id });
  if (owner.deleted_at) return;
  const params = { nome: owner.nome, link: `${ctx.config.publicUrl}/bikes/${bike.id}`, bike: bikeLabel(bike), ...extra(owner.language) };
  await ctx.jobs.sendMail({ template, language: owner.language, to: owner.email, params }, { trx });
}

async function sendExpiryNotice(ctx: AppContext, theftReportId: string, now: Date): Promise<boolean> {
  return runTransaction(ctx.db, async (trx) => {
    // The lock order (lock-order.ts): the report first; a worker that finds it held leaves it to the one holding it.
    if (!(await lockTheft(trx, { reportId: theftReportId }, { skipLocked: true }))) return false;
    const report = await markRewardExpiryNotice(trx, theftReportId, now);
    if (!report) return false;
    // The refund to come: the owner's 65% of what the escrow holds.
    const { escrowCents } = await postingsOf(trx, report.id);
    await tellOwner(
      ctx,
      trx,
      report,
      'expiry_notice',
      'rewardExpiryNotice',
      (language) => ({
        amount: formatMoney(splitReward(escrowCents).share, language),
        date: formatDay(refundDate(report.stolen_at), language),
      }),
      now,
    );
    return true;
  });
}

async function refundExpired(ctx: AppContext, theftReportId: string, now: Date): Promise<boolean> {
  return runTransaction(ctx.db, async (trx) => {
    // The lock order (lock-order.ts): the report, its payments and disputes; a report another worker holds is skipped.
    const locked = await lockTheft(trx, { reportId: theftReportId }, { payments: true, disputes: true, skipLocked: true });
    if (!locked) return false;
    const { report } = locked;
    const expired = report.status === 'open' && report.reward_status === 'funded' && refundDate(report.stolen_at) <= now;
    const unclaimed =
      report.status === 'recovered' && report.reward_status === 'refund_pending' && report.recovered_at && disputeDeadline(report.recovered_at) <= now;
    if (!expired && !unclaimed) return false;
    if (locked.disputes.some((d) => d.status === 'open')) return false;

    if (await isPosted(trx, ledgerKeys.refund(report.id))) return false;
    await refundReward(trx, { theftReportId: report.id });
    // What the ledger just refunded to the owner.
    const amountCents = (await postingsOf(trx, report.id)).refund?.ownerCents ?? 0;
    await updateTheftReport(trx, report.id, { reward_status: 'refunded', refunded_at: now });
    await closeActiveHunts(trx, report.id, now);
    const payment = locked.payments.find((p) => p.status === 'paid');
    await ctx.jobs.send<ProviderRefund>(
      PROVIDER_REFUND_QUEUE,
      { chargeRef: payment?.charge_ref ?? null, amountCents, idempotencyKey: ledgerKeys.refund(report.id) },
      { trx },
    );

    await tellOwner(ctx, trx, report, 'reward_refunded', 'rewardRefunded', (language) => ({ amount: formatMoney(amountCents, language) }), now);
    return true;
  });
}

/** Registers the provider refunds and the reward clock with the job queue. */
export async function scheduleRewardJobs(ctx: AppContext): Promise<void> {
  await registerProviderRefunds(ctx);
  await ctx.jobs.schedule(REWARD_EXPIRY_QUEUE, '*/15 * * * *', () => runRewardExpiry(ctx));
}
