import { splitReward } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import type { LedgerAccountsTable, LedgerTransactionsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { ledgerRepository as repo } from './ledger.repository.ts';
import { type LedgerFilters, ledgerJournalRepository } from './ledger-journal.repository.ts';

export type { LedgerFilters };

type AccountKind = LedgerAccountsTable['kind'];
type TransactionKind = LedgerTransactionsTable['kind'];

export interface LedgerLine {
  account: string;
  kind: AccountKind;
  amountCents: number;
}

export interface Posted {
  transactionId: string;
  /** True when the idempotency key had already been used: nothing moved this time. */
  replayed: boolean;
}

/** Account codes: one escrow per theft report, one payable per Hunter, two platform accounts. */
export const accounts = {
  escrow: (theftReportId: string): LedgerLine['account'] => `escrow:${theftReportId}`,
  hunterPayable: (userId: string): LedgerLine['account'] => `hunter_payable:${userId}`,
  platformFee: 'platform_fee',
  /** Money in from and out to the payment provider. */
  providerClearing: 'provider_clearing',
} as const;

/**
 * The idempotency keys of the postings: one per movement, so a retried operation posts once.
 * The provider refund that follows a posting uses the posting's key, so it is refunded once too.
 */
export const ledgerKeys = {
  fund: (paymentId: string) => `fund:${paymentId}`,
  release: (theftReportId: string) => `release:${theftReportId}`,
  refund: (theftReportId: string) => `refund:${theftReportId}`,
  refundPayment: (paymentId: string) => `refund-payment:${paymentId}`,
  payout: (payoutId: string) => `payout:${payoutId}`,
  reversal: (theftReportId: string) => `reversal:${theftReportId}`,
} as const;

const sameLines = (a: LedgerLine[], b: LedgerLine[]) => {
  const key = (l: LedgerLine) => `${l.account}:${l.amountCents}`;
  return JSON.stringify(a.map(key).sort()) === JSON.stringify(b.map(key).sort());
};

/** The balance of an account (sum of its entries), 0 for an account never used. */
export function balanceOf(db: Db, code: string): Promise<number> {
  return repo.balanceOf(db, code);
}

/** Whether a transaction was posted under this idempotency key (`ledgerKeys`). */
export async function isPosted(db: Db, idempotencyKey: string): Promise<boolean> {
  return (await repo.transactionByKey(db, idempotencyKey)) !== undefined;
}

/**
 * Locks an account for the rest of the transaction, so that two operations
 * reading its balance (a release and a retry of it, two payouts) go one after
 * the other. Creates the account if it does not exist yet.
 */
async function lockAccount(trx: Db, code: string, kind: AccountKind): Promise<void> {
  await repo.accountId(trx, code, kind);
  await repo.lockAccount(trx, code);
}

/** The transaction already posted under a key, if any, with its lines. */
async function existing(trx: Db, idempotencyKey: string) {
  const tx = await repo.transactionByKey(trx, idempotencyKey);
  if (!tx) return undefined;
  const lines = await repo.linesOf(trx, tx.id);
  return { id: tx.id, kind: tx.kind, lines: lines.map((l) => ({ account: l.code, kind: l.kind, amountCents: Number(l.amount_cents) })) };
}

/**
 * Posts a balanced transaction in the caller's database transaction. The same
 * key posted again with the same lines is a replay (nothing moves); with other
 * lines it is refused (409). The database re-checks the balance at commit.
 */
export async function post(
  trx: Db,
  input: { idempotencyKey: string; kind: TransactionKind; theftReportId?: string | null; reference?: string | null; lines: LedgerLine[] },
): Promise<Posted> {
  const lines = input.lines.filter((l) => l.amountCents !== 0);
  if (lines.some((l) => !Number.isSafeInteger(l.amountCents))) throw new Error('ledger amounts are integer cents');
  if (lines.reduce((n, l) => n + l.amountCents, 0) !== 0) throw new Error('ledger transaction does not balance');
  const inserted = await repo.insertTransaction(trx, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    theftReportId: input.theftReportId ?? null,
    reference: input.reference ?? null,
  });
  if (!inserted) {
    const before = await existing(trx, input.idempotencyKey);
    if (before && before.kind === input.kind && sameLines(before.lines, lines)) return { transactionId: before.id, replayed: true };
    throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'This operation was already recorded with different amounts');
  }
  for (const line of lines) {
    await repo.insertEntry(trx, { transactionId: inserted, accountId: await repo.accountId(trx, line.account, line.kind), amountCents: line.amountCents });
  }
  return { transactionId: inserted, replayed: false };
}

/**
 * Runs a balance-dependent operation once: a key seen before is a replay;
 * otherwise the account is locked and the key re-checked under the lock, so a
 * concurrent duplicate waits for the first and then finds it. Accounts are the
 * last rank of the lock order (lock-order.ts): the caller holds its theft report
 * already, and a transaction that locks two takes the escrow before a payable.
 */
async function once(trx: Db, key: string, lock: { code: string; kind: AccountKind }, run: () => Promise<Posted>): Promise<Posted> {
  const seen = await existing(trx, key);
  if (seen) return { transactionId: seen.id, replayed: true };
  await lockAccount(trx, lock.code, lock.kind);
  const seenUnderLock = await existing(trx, key);
  if (seenUnderLock) return { transactionId: seenUnderLock.id, replayed: true };
  return run();
}

/** The owner's payment for a reward reaches escrow. */
export function fundReward(trx: Db, input: { theftReportId: string; amountCents: number; paymentReference: string }): Promise<Posted> {
  if (!(input.amountCents > 0)) throw new AppError(400, 'VALIDATION_ERROR', 'A funded reward is above zero');
  return post(trx, {
    idempotencyKey: ledgerKeys.fund(input.paymentReference),
    kind: 'fund',
    theftReportId: input.theftReportId,
    reference: input.paymentReference,
    lines: [
      { account: accounts.escrow(input.theftReportId), kind: 'escrow', amountCents: input.amountCents },
      { account: accounts.providerClearing, kind: 'provider_clearing', amountCents: -input.amountCents },
    ],
  });
}

/** Confirmed recovery: the whole escrow goes 65% to the Hunter's payable, 35% to the platform fee — once per report. */
export function releaseReward(trx: Db, input: { theftReportId: string; hunterId: string }): Promise<Posted> {
  const escrow = accounts.escrow(input.theftReportId);
  return once(trx, ledgerKeys.release(input.theftReportId), { code: escrow, kind: 'escrow' }, async () => {
    const held = await balanceOf(trx, escrow);
    if (held <= 0) throw new AppError(409, 'NOTHING_TO_RELEASE', 'There is no funded reward to release for this theft');
    const { share, platform } = splitReward(held);
    return post(trx, {
      idempotencyKey: ledgerKeys.release(input.theftReportId),
      kind: 'release',
      theftReportId: input.theftReportId,
      lines: [
        { account: escrow, kind: 'escrow', amountCents: -held },
        { account: accounts.hunterPayable(input.hunterId), kind: 'hunter_payable', amountCents: share },
        { account: accounts.platformFee, kind: 'platform_fee', amountCents: platform },
      ],
    });
  });
}

/** Twelve months without recovery: 65% of the escrow goes back to the owner, 35% is kept — once per report. */
export function refundReward(trx: Db, input: { theftReportId: string }): Promise<Posted> {
  const escrow = accounts.escrow(input.theftReportId);
  return once(trx, ledgerKeys.refund(input.theftReportId), { code: escrow, kind: 'escrow' }, async () => {
    const held = await balanceOf(trx, escrow);
    if (held <= 0) throw new AppError(409, 'NOTHING_TO_RELEASE', 'There is no funded reward to refund for this theft');
    const { share, platform } = splitReward(held);
    return post(trx, {
      idempotencyKey: ledgerKeys.refund(input.theftReportId),
      kind: 'refund',
      theftReportId: input.theftReportId,
      lines: [
        { account: escrow, kind: 'escrow', amountCents: -held },
        { account: accounts.providerClearing, kind: 'provider_clearing', amountCents: share },
        { account: accounts.platformFee, kind: 'platform_fee', amountCents: platform },
      ],
    });
  });
}

/** Pays a Hunter from their payable balance (never more than it holds). */
export function payOut(trx: Db, input: { payoutId: string; hunterId: string; amountCents: number; reference: string }): Promise<Posted> {
  const payable = accounts.hunterPayable(input.hunterId);
  return once(trx, ledgerKeys.payout(input.payoutId), { code: payable, kind: 'hunter_payable' }, async () => {
    if (!(input.amountCents > 0)) throw new AppError(400, 'VALIDATION_ERROR', 'A payout is above zero');
    if ((await balanceOf(trx, payable)) < input.amountCents)
      throw new AppError(409, 'INSUFFICIENT_BALANCE', 'The payout is larger than what the Hunter is owed');
    return post(trx, {
      idempotencyKey: ledgerKeys.payout(input.payoutId),
      kind: 'payout',
      reference: input.reference,
      lines: [
        { account: payable, kind: 'hunter_payable', amountCents: -input.amountCents },
        { account: accounts.providerClearing, kind: 'provider_clearing', amountCents: input.amountCents },
      ],
    });
  });
}

/** What the ledger posted for one theft report, by movement: the amounts every payout and refund is read from. */
export interface ReportPostings {
  /** Paid in by the owner and held in escrow (every `fund` posting of the report). */
  fundedCents: number;
  /** Money that arrived for a payment no longer wanted and went straight back, whole. */
  returnedPaymentsCents: number;
  /** What the report's escrow holds now. */
  escrowCents: number;
  /** The release: to whom, the Hunter's part and the platform's fee; null before one. */
  release: { hunterId: string; hunterCents: number; feeCents: number } | null;
  /** The refund of the reward (12 months, or recovered without a Hunter): the owner's part and the fee kept; null before one. */
  refund: { ownerCents: number; feeCents: number } | null;
  /** What a dispute took back from the Hunter's share for the owner. */
  reversedCents: number;
}

/**
 * What the ledger posted for a theft report (in the caller's transaction, so it
 * sees its own postings). Payouts, refunds and reversals use these amounts, never
 * a split recomputed from the report's `reward_cents`, which may since have changed.
 */
export async function postingsOf(db: Db, theftReportId: string): Promise<ReportPostings> {
  const rows = await repo.entriesOfReport(db, theftReportId);
  const escrow = accounts.escrow(theftReportId);
  const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((n, r) => n + Number(r.amount_cents), 0);
  const released = rows.filter((r) => r.idempotency_key === ledgerKeys.release(theftReportId));
  const hunterLine = released.find((r) => r.kind === 'hunter_payable');
  const refunded = rows.filter((r) => r.idempotency_key === ledgerKeys.refund(theftReportId));
  return {
    fundedCents: sum((r) => r.transaction_kind === 'fund' && r.code === escrow),
    returnedPaymentsCents: sum((r) => r.idempotency_key.startsWith(ledgerKeys.refundPayment('')) && r.kind === 'provider_clearing'),
    escrowCents: sum((r) => r.code === escrow),
    release: hunterLine
      ? {
          hunterId: hunterLine.code.slice(accounts.hunterPayable('').length),
          hunterCents: Number(hunterLine.amount_cents),
          feeCents: sum((r) => released.includes(r) && r.kind === 'platform_fee'),
        }
      : null,
    refund:
      refunded.length > 0
        ? {
            ownerCents: sum((r) => refunded.includes(r) && r.kind === 'provider_clearing'),
            feeCents: sum((r) => refunded.includes(r) && r.kind === 'platform_fee'),
          }
        : null,
    reversedCents: sum((r) => r.idempotency_key === ledgerKeys.reversal(theftReportId) && r.kind === 'provider_clearing'),
  };
}

/** What the release of a report credited its Hunter, less what a dispute took back: what their payout for it pays. */
export function owedToHunter(postings: ReportPostings): number {
  return postings.release ? postings.release.hunterCents - postings.reversedCents : 0;
}

/**
 * A dispute decided for the owner after the release: the Hunter's share goes
 * back to the owner through the provider (the platform fee stays) — once per
 * report, and only while the Hunter has not been paid it. A split decision
 * leaves the Hunter `hunterKeepsCents` (more than 0, less than the share) and
 * reverses the rest.
 */
export function reverseRelease(
  trx: Db,
  input: { theftReportId: string; hunterId: string; hunterKeepsCents?: number },
): Promise<Posted & { amountCents: number }> {
  const payable = accounts.hunterPayable(input.hunterId);
  const key = ledgerKeys.reversal(input.theftReportId);
  let amountCents = 0;
  return once(trx, key, { code: payable, kind: 'hunter_payable' }, async () => {
    const { release } = await postingsOf(trx, input.theftReportId);
    const share = release?.hunterId === input.hunterId ? release.hunterCents : 0;
    if (share <= 0) throw new AppError(409, 'NOTHING_TO_RELEASE', 'Nothing was released to this Hunter for this theft');
    const kept = input.hunterKeepsCents ?? 0;
    if (input.hunterKeepsCents !== undefined && !(Number.isSafeInteger(kept) && kept > 0 && kept < share))
      throw new AppError(400, 'SPLIT_INVALID', undefined, {
        fields: [{ field: 'hunterCents', i18nKey: 'errors.SPLIT_INVALID', message: `must be more than 0 and less than ${share}` }],
      });
    amountCents = share - kept;
    if ((await balanceOf(trx, payable)) < amountCents) throw new AppError(409, 'INSUFFICIENT_BALANCE', 'The Hunter has already been paid this reward');
    return post(trx, {
      idempotencyKey: key,
      kind: 'reversal',
      theftReportId: input.theftReportId,
      lines: [
        { account: payable, kind: 'hunter_payable', amountCents: -amountCents },
        { account: accounts.providerClearing, kind: 'provider_clearing', amountCents },
      ],
    });
  }).then((posted) => ({ ...posted, amountCents }));
}

/** Money that arrived for a payment no longer wanted (the reward was changed meanwhile) goes straight back, whole. */
export function refundWholePayment(trx: Db, input: { theftReportId: string; paymentId: string; amountCents: number }): Promise<Posted> {
  return post(trx, {
    idempotencyKey: ledgerKeys.refundPayment(input.paymentId),
    kind: 'refund',
    theftReportId: input.theftReportId,
    reference: input.paymentId,
    lines: [
      { account: accounts.escrow(input.theftReportId), kind: 'escrow', amountCents: -input.amountCents },
      { account: accounts.providerClearing, kind: 'provider_clearing', amountCents: input.amountCents },
    ],
  });
}

/** What the release of a report credited its Hunter (their payable's entry in the release), 0 before one. */
export function releasedShareOf(db: Db, theftReportId: string): Promise<number> {
  return repo.hunterPayableSumOf(db, ledgerKeys.release(theftReportId));
}

/** The journal for the admins: transactions newest first (a page of them, filtered) with their total. */
export function journalPage(db: Db, filters: LedgerFilters) {
  return ledgerJournalRepository.transactions(db, filters);
}

/** The entries of these transactions, each with its account's code and kind. */
export function entriesOfTransactions(db: Db, transactionIds: string[]) {
  return ledgerJournalRepository.entries(db, transactionIds);
}

/** The balance check: the sum of every entry, each transaction that does not sum to 0, and every account's balance. */
export function balanceCheck(db: Db) {
  return ledgerJournalRepository.balance(db);
}

/** The money the admins' overview shows, in cents (see `ledgerRepository.moneyTotals` for what each sums). */
export async function moneyTotals(db: Db): Promise<{ fundedCents: number; releasedCents: number; refundedCents: number; feeRevenueCents: number }> {
  const row = await repo.moneyTotals(db);
  return {
    fundedCents: Number(row?.funded ?? 0),
    releasedCents: Number(row?.released ?? 0),
    refundedCents: Number(row?.refunded ?? 0),
    feeRevenueCents: Number(row?.fee ?? 0),
  };
}
