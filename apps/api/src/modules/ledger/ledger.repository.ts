import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerAccountsTable, LedgerTransactionsTable } from '../../db/schema.ts';

type AccountKind = LedgerAccountsTable['kind'];
type TransactionKind = LedgerTransactionsTable['kind'];

/** SQL of the ledger's postings: accounts, transactions and their entries (append-only). */
export const ledgerRepository = {
  /** The id of the account with this code, created first if it does not exist yet. */
  async accountId(trx: Db, code: string, kind: AccountKind): Promise<string> {
    await trx
      .insertInto('ledger_accounts')
      .values({ code, kind })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await trx.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    return row.id;
  },

  /** Locks an existing account's row (FOR UPDATE) for the rest of the transaction. */
  async lockAccount(trx: Db, code: string): Promise<void> {
    await trx.selectFrom('ledger_accounts').select('id').where('code', '=', code).forUpdate().executeTakeFirstOrThrow();
  },

  /** The sum of an account's entries, 0 for an account never used. */
  async balanceOf(db: Db, code: string): Promise<number> {
    const row = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount_cents'), eb.lit(0)).as('balance'))
      .where('a.code', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  },

  /** The transaction posted under an idempotency key, if any. */
  transactionByKey(db: Db, idempotencyKey: string) {
    return db.selectFrom('ledger_transactions').select(['id', 'kind']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  },

  /** The lines of a transaction: account code and kind, amount. */
  linesOf(db: Db, transactionId: string) {
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.code', 'a.kind', 'e.amount_cents'])
      .where('e.transaction_id', '=', transactionId)
      .execute();
  },

  /** Inserts a transaction; its id, or undefined when the idempotency key was used already. */
  async insertTransaction(
    trx: Db,
    input: { idempotencyKey: string; kind: TransactionKind; theftReportId: string | null; reference: string | null },
  ): Promise<string | undefined> {
    const row = await trx
      .insertInto('ledger_transactions')
      .values({ idempotency_key: input.idempotencyKey, kind: input.kind, theft_report_id: input.theftReportId, reference: input.reference })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  async insertEntry(trx: Db, input: { transactionId: string; accountId: string; amountCents: number }): Promise<void> {
    await trx
      .insertInto('ledger_entries')
      .values({ transaction_id: input.transactionId, account_id: input.accountId, amount_cents: input.amountCents })
      .execute();
  },

  /** Every entry posted for a theft report, with its transaction's key and kind and its account. */
  entriesOfReport(db: Db, theftReportId: string) {
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['t.idempotency_key', 't.kind as transaction_kind', 'a.code', 'a.kind', 'e.amount_cents'])
      .where('t.theft_report_id', '=', theftReportId)
      .execute();
  },

  /** The sum of the Hunter payable entries of the transaction posted under a key (0 when none). */
  async hunterPayableSumOf(db: Db, idempotencyKey: string): Promise<number> {
    const row = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(sql<string>`coalesce(sum(e.amount_cents), 0)`.as('share'))
      .where('t.idempotency_key', '=', idempotencyKey)
      .where('a.kind', '=', 'hunter_payable')
      .executeTakeFirstOrThrow();
    return Number(row.share);
  },

  /**
   * Totals over every entry: funded is what fund transactions put into escrow, released what release
   * transactions took out of escrow, refunded what refunds and reversals sent back through the
   * provider; the fee is the platform account's balance.
   */
  async moneyTotals(db: Db) {
    const { rows } = await sql<{ funded: string; released: string; refunded: string; fee: string }>`
      SELECT coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'fund' AND a.kind = 'escrow'), 0) AS funded,
             coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind = 'release' AND a.kind = 'escrow'), 0) AS released,
             coalesce(sum(e.amount_cents) FILTER (WHERE t.kind IN ('refund', 'reversal') AND a.kind = 'provider_clearing'), 0) AS refunded,
             coalesce(sum(e.amount_cents) FILTER (WHERE a.kind = 'platform_fee'), 0) AS fee
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id`.execute(db);
    return rows[0];
  },
};
