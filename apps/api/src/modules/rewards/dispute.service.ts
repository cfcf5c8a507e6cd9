import type { Reward } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { recordAudit } from '../audit/index.ts';
import type { BikeRow } from '../bikes/index.ts';
import { findBike } from '../bikes/index.ts';
import { isPosted, ledgerKeys, postingsOf, refundReward, reverseRelease } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { findTheftReport, updateTheftReport } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { canRaiseDispute, disputesAsOwner } from './dispute.policy.ts';
import { disputeRepository } from './dispute.repository.ts';
import { lockTheft, relockPayout } from './lock-order.ts';
import { payoutRepository } from './payout.repository.ts';
import { checkCreditable, releaseToHunter } from './recovery.service.ts';
import { PROVIDER_REFUND_QUEUE, type ProviderRefund } from './refunds.ts';
import { reportsWithBikeNames } from './report-bikes.ts';
import { rewardRepository } from './reward.repository.ts';
import { disputeDeadline, getReward, isEligibleHunter } from './reward.service.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', 'Theft report not found');

/**
 * The owner, or a Hunter who recorded a scan or sighting during the theft,
 * disputes who was credited with a recovery — within 30 days of it. An open
 * dispute freezes the payout (admins cannot mark it paid) and keeps a reward
 * recovered without a Hunter from being refunded, until an admin resolves it.
 */
export async function raiseDispute(ctx: AppContext, actor: UserRow, theftReportId: string, reason: string): Promise<Reward | null> {
  const report = isUuid(theftReportId) ? await findTheftReport(ctx.db, theftReportId) : undefined;
  if (!report) throw notFound();
  const isOwner = disputesAsOwner(actor, report);
  if (!canRaiseDispute(actor, report, !isOwner && (await isEligibleHunter(ctx.db, report, actor.id)))) throw notFound();
  const now = ctx.clock.now();
  if (report.status !== 'recovered' || !report.recovered_at || now > disputeDeadline(report.recovered_at))
    throw new AppError(409, 'DISPUTE_WINDOW_CLOSED', 'Disputes can be raised only within 30 days of the recovery');
  await runTransaction(ctx.db, async (trx) => {
    // The report locked first (lock-order.ts): a refund or payout of this report waits, and then sees the dispute.
    await lockTheft(trx, { reportId: report.id }, { disputes: true });
    const inserted = await disputeRepository.insertOpen(trx, { theftReportId: report.id, raisedBy: actor.id, reason, at: now });
    if (!inserted) throw new AppError(409, 'DISPUTE_ALREADY_OPEN', 'A dispute is already open for this theft');
    const other = isOwner ? report.returned_by : report.owner_id;
    // The bike's page is the owner's: a Hunter's alert names no bike to open.
    if (other)
      await notify(trx, { userId: other, type: 'dispute', at: now, bikeId: other === report.owner_id ? report.bike_id : null, theftReportId: report.id });
  });
  return isOwner ? getReward(ctx, actor, report.bike_id) : null;
}

/** Open disputes for the operations team, oldest first. */
export async function listOpenDisputes(ctx: AppContext) {
  const disputes = await disputeRepository.open(ctx.db);
  const reports = await reportsWithBikeNames(
    ctx.db,
    disputes.map((d) => d.theft_report_id),
  );
  const rows = disputes.flatMap((d) => {
    const report = reports.get(d.theft_report_id);
    return report
      ? [
          {
            ...d,
            owner_id: report.owner_id,
            returned_by: report.returned_by,
            reward_status: report.reward_status,
            reward_cents: report.reward_cents,
            bike_name: report.bike_name,
          },
        ]
      : [];
  });
  return rows.map((r) => ({
    id: r.id,
    theftReportId: r.theft_report_id,
    bikeName: r.bike_name,
    reason: r.reason,
    raisedBy: r.raised_by,
    ownerId: r.owner_id,
    returnedBy: r.returned_by,
    rewardStatus: r.reward_status,
    rewardCents: r.reward_cents,
    createdAt: r.created_at.toISOString(),
  }));
}

type Decision = { outcome: 'hunter' | 'owner' | 'split'; hunterId?: string | undefined; hunterCents?: number | undefined; note?: string | undefined };

const disputeNotFound = () => new AppError(404, 'NOT_FOUND', 'Dispute not found');

const splitInvalid = (message: string) =>
  new AppError(400, 'SPLIT_INVALID', undefined, { fields: [{ field: 'hunterCents', i18nKey: 'errors.SPLIT_INVALID', message }] });

/** Whether a resolved dispute was decided exactly so: a retried request, which moves nothing. */
function sameDecision(dispute: { outcome: string | null; outcome_hunter_id: string | null; outcome_hunter_cents: number | null }, input: Decision) {
  return (
    dispute.outcome === input.outcome &&
    (input.outcome !== 'split' || dispute.outcome_hunter_cents === input.hunterCents) &&
    (input.hunterId === undefined || dispute.outcome_hunter_id === input.hunterId)
  );
}

type LockedTheft = NonNullable<Awaited<ReturnType<typeof lockTheft>>>;

/** An open dispute being decided, its report locked, and what the audit row compares against. */
interface OpenDispute {
  dispute: LockedTheft['disputes'][number];
  report: LockedTheft['report'];
  bike: BikeRow;
  payoutBefore: Pick<Selectable<PayoutsTable>, 'status' | 'amount_cents'> | undefined;
  chargeRef: string | null;
  now: Date;
}

/**
 * Opens a dispute for a decision: reads its report without a lock, then takes the lock order
 * (lock-order.ts): report, payments, disputes, payout. Returns null when the dispute was already
 * decided exactly so (a replay, which moves nothing); a dispute decided otherwise is a 409.
 */
async function openDispute(ctx: AppContext, trx: Db, disputeId: string, input: Decision): Promise<OpenDispute | null> {
  const reportId = await rewardRepository.reportIdOfDispute(trx, disputeId);
  if (!reportId) throw disputeNotFound();
  const locked = await lockTheft(trx, { reportId }, { payments: true, disputes: true, payout: true });
  const dispute = locked?.disputes.find((d) => d.id === disputeId);
  if (!locked || !dispute) throw disputeNotFound();
  if (dispute.status !== 'open') {
    if (sameDecision(dispute, input)) return null;
    throw new AppError(409, 'DISPUTE_NOT_OPEN', 'This dispute is not open');
  }
  const { report } = locked;
  const bike = await findBike(trx, report.bike_id);
  if (!bike) throw new Error(`bike ${report.bike_id} of theft report ${report.id} not found`);
  const payoutBefore = await rewardRepository.payoutSummaryOf(trx, report.id);
  const chargeRef = locked.payments.find((p) => p.status === 'paid')?.charge_ref ?? null;
  return { dispute, report, bike, payoutBefore, chargeRef, now: ctx.clock.now() };
}

/**
 * For a decision in a Hunter's favour (all or a split): when nobody was credited — the reward
 * waits for its refund, or is not released and the admin names a Hunter — the named, eligible
 * Hunter is credited (the reward released to them if it was waiting for its refund). Returns the
 * Hunter the reward is with and the reward's status after.
 */
async function creditHunter(ctx: AppContext, trx: Db, open: OpenDispute, namedHunterId: string | undefined) {
  const { report, bike, now } = open;
  let hunterId: string | null = report.returned_by;
  let rewardStatus = report.reward_status;
  if (rewardStatus === 'refund_pending' || (rewardStatus !== 'released' && namedHunterId)) {
    if (!namedHunterId) throw new AppError(400, 'VALIDATION_ERROR', 'Name the Hunter who gets the reward');
    await checkCreditable(trx, report, namedHunterId);
    hunterId = namedHunterId;
    if (rewardStatus === 'refund_pending') {
      await releaseToHunter(ctx, trx, { report, bike, hunterId, at: now });
      rewardStatus = 'released';
    } else await updateTheftReport(trx, report.id, { returned_by: hunterId });
  }
  return { hunterId, rewardStatus };
}

/**
 * The Hunter's share (or, for a split, all of it but `hunterKeepsCents`) goes
 * back to the owner: ledger reversal, provider refund queued in the same
 * transaction, payout cancelled or reduced. Refused once the payout was sent
 * or when a reversal was already posted for the report. Returns what the owner gets back.
 */
async function reverseToOwner(
  ctx: AppContext,
  trx: Db,
  input: { reportId: string; hunterId: string; chargeRef: string | null; hunterKeepsCents?: number | undefined; at: Date },
): Promise<number> {
  // The payout row is locked already (lockTheft in openDispute); read it again: a release in this transaction may have just created it.
  const payout = await relockPayout(trx, input.reportId);
  if (payout?.status === 'paid') throw new AppError(409, 'PAYOUT_NOT_PENDING', 'The Hunter has already been paid: settle it outside the ledger first');
  const key = ledgerKeys.reversal(input.reportId);
  if (await isPosted(trx, key)) throw new AppError(409, 'REWARD_ALREADY_SETTLED', 'Part of this reward already went back to the owner');
  const reversed = await reverseRelease(trx, { theftReportId: input.reportId, hunterId: input.hunterId, hunterKeepsCents: input.hunterKeepsCents });
  if (input.hunterKeepsCents === undefined) {
    await payoutRepository.cancelOfReport(trx, input.reportId);
    await updateTheftReport(trx, input.reportId, { reward_status: 'refunded', refunded_at: input.at });
  } else {
    // NOTE: the reward stays `released`: the Hunter is still paid, a smaller amount.
    await payoutRepository.reducePendingOfReport(trx, input.reportId, input.hunterKeepsCents);
  }
  await ctx.jobs.send<ProviderRefund>(PROVIDER_REFUND_QUEUE, { chargeRef: input.chargeRef, amountCents: reversed.amountCents, idempotencyKey: key }, { trx });
  return reversed.amountCents;
}

/** The reward nobody was credited with is refunded now, like an expired one (65%). Returns the owner's part. */
async function refundNow(ctx: AppContext, trx: Db, open: OpenDispute): Promise<number> {
  const { report, now, chargeRef } = open;
  await refundReward(trx, { theftReportId: report.id });
  await updateTheftReport(trx, report.id, { reward_status: 'refunded', refunded_at: now });
  // What the ledger just refunded to the owner, not a split of the reward's amount.
  const ownerRefundCents = (await postingsOf(trx, report.id)).refund?.ownerCents ?? 0;
  await ctx.jobs.send<ProviderRefund>(
    PROVIDER_REFUND_QUEUE,
    { chargeRef, amountCents: ownerRefundCents, idempotencyKey: ledgerKeys.refund(report.id) },
    { trx },
  );
  return ownerRefundCents;
}

/** Records the decision on the dispute, alerts the owner, the one who raised it and the Hunter, and writes the audit row. */
async function closeDispute(
  trx: Db,
  admin: UserRow,
  open: OpenDispute,
  input: Decision,
  result: { hunterId: string | null; ownerRefundCents: number },
): Promise<void> {
  const { dispute, report, now, payoutBefore } = open;
  const { hunterId, ownerRefundCents } = result;
  await disputeRepository.update(trx, dispute.id, {
    status: 'resolved',
    outcome: input.outcome,
    outcome_hunter_id: hunterId,
    outcome_hunter_cents: input.outcome === 'split' ? (input.hunterCents ?? null) : null,
    resolution_note: input.note ?? null,
    resolved_by: admin.id,
    resolved_at: now,
  });
  for (const userId of new Set([report.owner_id, dispute.raised_by, ...(hunterId ? [hunterId] : [])])) {
    await notify(trx, { userId, type: 'dispute', at: now, bikeId: userId === report.owner_id ? report.bike_id : null, theftReportId: report.id });
  }
  const payoutAfter = await rewardRepository.payoutSummaryOf(trx, report.id);
  await recordAudit(trx, {
    actorId: admin.id,
    action: 'dispute.resolved',
    targetType: 'dispute',
    targetId: dispute.id,
    before: { status: 'open', theftReportId: report.id, rewardStatus: report.reward_status, returnedBy: report.returned_by, payout: payoutBefore ?? null },
    after: {
      status: 'resolved',
      outcome: input.outcome,
      hunterId,
      hunterCents: input.outcome === 'split' ? input.hunterCents : null,
      ownerRefundCents,
      payout: payoutAfter ?? null,
      note: input.note ?? null,
    },
  });
}

/*
 * An admin decides a dispute, through the ledger, in one transaction with its audit row — one
 * function per outcome below. The same decision sent again is a replay and moves nothing.
 */

/**
 * The frame of every decision: the open dispute under the lock order (a replay of the same decision
 * moves nothing), the outcome's own moves, then the dispute closed with its alerts and audit row.
 */
async function decide(
  ctx: AppContext,
  admin: UserRow,
  disputeId: string,
  decision: Decision,
  apply: (trx: Db, open: OpenDispute) => Promise<{ hunterId: string | null; ownerRefundCents: number }>,
): Promise<void> {
  await runTransaction(ctx.db, async (trx) => {
    const open = await openDispute(ctx, trx, disputeId, decision);
    if (!open) return;
    await closeDispute(trx, admin, open, decision, await apply(trx, open));
  });
}

/**
 * Outcome `hunter`: the reward goes (or stays) with a Hunter — released to `hunterId` when nobody
 * had been credited, otherwise the frozen payout is unfrozen.
 */
export async function resolveForHunter(
  ctx: AppContext,
  admin: UserRow,
  disputeId: string,
  input: { hunterId?: string | undefined; note?: string | undefined },
): Promise<void> {
  if (!isUuid(disputeId)) throw disputeNotFound();
  await decide(ctx, admin, disputeId, { outcome: 'hunter', hunterId: input.hunterId, note: input.note }, async (trx, open) => {
    const { hunterId } = await creditHunter(ctx, trx, open, input.hunterId);
    return { hunterId, ownerRefundCents: 0 };
  });
}

/**
 * Outcome `owner`: the Hunter's share goes back to the owner (reversal, refunded through the
 * provider; the fee stays) and the payout is cancelled — or, when nobody was credited, the reward
 * is refunded now (65%). A `hunterId` sent along credits nobody; a replay must name the same one.
 */
export async function resolveForOwner(
  ctx: AppContext,
  admin: UserRow,
  disputeId: string,
  input: { hunterId?: string | undefined; note?: string | undefined },
): Promise<void> {
  if (!isUuid(disputeId)) throw disputeNotFound();
  await decide(ctx, admin, disputeId, { outcome: 'owner', hunterId: input.hunterId, note: input.note }, async (trx, open) => {
    const { report, chargeRef, now } = open;
    const hunterId = report.returned_by;
    let ownerRefundCents = 0;
    if (report.reward_status === 'released' && hunterId) {
      ownerRefundCents = await reverseToOwner(ctx, trx, { reportId: report.id, hunterId, chargeRef, at: now });
    } else if (report.reward_status === 'refund_pending') {
      ownerRefundCents = await refundNow(ctx, trx, open);
    }
    return { hunterId, ownerRefundCents };
  });
}

/**
 * Outcome `split`: the Hunter keeps `hunterCents` of their share (released to `hunterId` first
 * when nobody had been credited), the rest goes back to the owner like `owner`, and the payout is
 * reduced and unfrozen. Nothing released to a Hunter is nothing to split (409).
 */
export async function resolveSplit(
  ctx: AppContext,
  admin: UserRow,
  disputeId: string,
  input: { hunterCents?: number | undefined; hunterId?: string | undefined; note?: string | undefined },
): Promise<void> {
  if (!isUuid(disputeId)) throw disputeNotFound();
  const hunterCents = input.hunterCents;
  if (!(hunterCents !== undefined && hunterCents > 0)) throw splitInvalid('must be more than 0');
  await decide(ctx, admin, disputeId, { outcome: 'split', hunterId: input.hunterId, hunterCents, note: input.note }, async (trx, open) => {
    const { hunterId, rewardStatus } = await creditHunter(ctx, trx, open, input.hunterId);
    if (rewardStatus !== 'released' || !hunterId)
      throw new AppError(409, 'NOTHING_TO_RELEASE', 'No reward was released to a Hunter: there is nothing to split');
    const { report, chargeRef, now } = open;
    const ownerRefundCents = await reverseToOwner(ctx, trx, { reportId: report.id, hunterId, chargeRef, hunterKeepsCents: hunterCents, at: now });
    return { hunterId, ownerRefundCents };
  });
}
