import type { LedgerBalance, LedgerTransaction } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { balanceCheck, entriesOfTransactions, journalPage, type LedgerFilters } from '../ledger/index.ts';

/** `GET /api/admin/ledger`: the journal, newest first, each transaction with its entries. */
export async function ledgerJournal(ctx: AppContext, filters: LedgerFilters) {
  const { rows, total } = await journalPage(ctx.db, filters);
  const entries = await entriesOfTransactions(
    ctx.db,
    rows.map((r) => r.id),
  );
  const transactions: LedgerTransaction[] = rows.map((t) => {
    const own = entries.filter((e) => e.transaction_id === t.id).map((e) => ({ account: e.code, accountKind: e.kind, amountCents: Number(e.amount_cents) }));
    return {
      id: t.id,
      kind: t.kind,
      idempotencyKey: t.idempotency_key,
      reference: t.reference,
      theftReportId: t.theft_report_id,
      createdAt: t.created_at.toISOString(),
      entries: own,
      sumCents: own.reduce((sum, e) => sum + e.amountCents, 0),
    };
  });
  return { transactions, pagination: { page: filters.page, limit: filters.limit, total, pages: Math.ceil(total / filters.limit) } };
}

/**
 * `GET /api/admin/ledger/balance`: double entry means all entries sum to 0 and so
 * does each transaction (the database refuses others at commit; this shows it).
 */
export async function ledgerBalance(ctx: AppContext): Promise<LedgerBalance> {
  const { sum, unbalanced, balances } = await balanceCheck(ctx.db);
  return {
    sumCents: sum,
    balanced: sum === 0 && unbalanced.length === 0,
    unbalancedTransactions: unbalanced.map((t) => ({ id: t.id, idempotencyKey: t.idempotency_key, sumCents: Number(t.sum) })),
    accounts: balances.map((a) => ({ account: a.code, kind: a.kind, balanceCents: Number(a.balance) })),
  };
}
