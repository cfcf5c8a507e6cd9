import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DisputesTable, PayoutsTable, RewardPaymentsTable, TheftReportsTable } from '../../db/schema.ts';
import { lockTheftReport } from '../theft-records/index.ts';
import { lockOrderRepository as repo } from './lock-order.repository.ts';

/**
 * THE lock order of every flow that touches a theft's money (decision 014). The rewards module's: the
 * rows it locks after the report are its payments, disputes and payouts (it was ledger/'s until decision 068).
 * Within one transaction, rows are locked only in this order, never back:
 *
 *   1. the bike                 (the flows that start from it: report stolen, report recovered)
 *   2. the theft report         ┐
 *   3. its reward payments      │ `lockTheft`, in one call, at the start of the transaction
 *   4. its disputes             │ (several rows of a kind: by id)
 *   5. its payout               ┘
 *   6. ledger accounts          (ledger.service: an escrow before a Hunter's payable; by code where several)
 *
 * A flow that starts from a later row (a payment's webhook, a payout, a dispute)
 * first reads that row *without* a lock to learn its theft report, then locks
 * from the report down and reads the row again under the lock. Two flows that
 * both follow the order wait for each other instead of deadlocking; the retry of
 * `runTransaction` (lib/transactions.ts) is left for the unforeseen.
 *
 * Rows are locked `FOR NO KEY UPDATE` (the statements: the report's theft-records/theft-reward.repository.ts, the rest lock-order.repository.ts; called only from here): it excludes every other money flow, yet
 * lets rows that merely refer to the report (a sighting, a scan's foreign key
 * check, a receipt) be written meanwhile.
 */
export const MONEY_LOCK_ORDER = ['bike', 'theft report', 'reward payments', 'disputes', 'payout', 'ledger accounts'] as const;

/**
 * A theft report as the money flows lock and read it: the generated row. The theft module names it for
 * the modules above it (theft/theft-row.ts); rewards sits below theft and takes the table's own type.
 */
export type ReportRow = Selectable<TheftReportsTable>;
export type PaymentRow = Selectable<RewardPaymentsTable>;
export type DisputeRow = Selectable<DisputesTable>;
export type PayoutRow = Selectable<PayoutsTable>;

export interface LockedTheft {
  report: ReportRow;
  /** The report's payments, by id (only when asked for). */
  payments: PaymentRow[];
  /** The report's disputes, by id (only when asked for). */
  disputes: DisputeRow[];
  /** The report's payout, if any (only when asked for). */
  payout: PayoutRow | undefined;
}

/**
 * Locks a theft report and, as asked, its payments, disputes and payout — in
 * the one order above — for the rest of the caller's transaction, and returns
 * them as they are under the lock. `bikeId` finds the bike's open report.
 * `skipLocked` gives up (undefined) instead of waiting for a report another
 * transaction holds (the reward clock's batch). Undefined when there is no such report.
 */
export async function lockTheft(
  trx: Db,
  target: { reportId: string } | { openReportOfBike: string },
  include: { payments?: boolean; disputes?: boolean; payout?: boolean; skipLocked?: boolean } = {},
): Promise<LockedTheft | undefined> {
  const report = await lockTheftReport(trx, target, include.skipLocked ?? false);
  if (!report) return undefined;
  const payments = include.payments ? await repo.lockPayments(trx, report.id) : [];
  const disputes = include.disputes ? await repo.lockDisputes(trx, report.id) : [];
  const payout = include.payout ? await repo.lockPayout(trx, report.id) : undefined;
  return { report, payments, disputes, payout };
}

/**
 * A report's payout read again under its lock, in a transaction that holds the report's payout
 * already (`lockTheft` with `payout`) or created it meanwhile (a release): as it is now.
 */
export function relockPayout(trx: Db, theftReportId: string): Promise<PayoutRow | undefined> {
  return repo.lockPayout(trx, theftReportId);
}
