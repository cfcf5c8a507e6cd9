import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerAccountsTable } from '../../db/schema.ts';

/** What the journal is filtered and paged by. */
export interface LedgerFilters {
  account?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  reference?: string | undefined;
  page: number;
  limit: number;
}

/** A LIKE pattern matching `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The journal and the balance check (the admins' ledger pages): SQL over the append-only ledger tables. */
export const ledgerJournalRepository = {
  /** Transactions newest first; `account` matches a code or its beginning, days are Italian calendar days. */
  async transactions(db: Db, filters: LedgerFilters) {
    let query = db.selectFrom('ledger_transactions as t');
    if (filters.account) {
      const pattern = `${literal(filters.account)}%`;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ledger_entries as e')
            .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
            .select('e.id')
            .whereRef('e.transaction_id', '=', 't.id')
            .where('a.code', 'like', pattern),
        ),
      );
    }
    if (filters.from) query = query.where(sql<boolean>`(t.created_at AT TIME ZONE 'Europe/Rome')::date >= ${filters.from}::date`);
    if (filters.to) query = query.where(sql<boolean>`(t.created_at AT TIME ZONE 'Europe/Rome')::date <= ${filters.to}::date`);
    if (filters.reference) {
      const pattern = `%${literal(filters.reference)}%`;
      query = query.where((eb) =>
        eb.or([eb('t.idempotency_key', 'ilike', pattern), eb('t.reference', 'ilike', pattern), eb(sql`t.theft_report_id::text`, 'ilike', pattern)]),
      );
    }
    const [rows, total] = await Promise.all([
      query
        .selectAll('t')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(filters.limit)
        .offset((filters.page - 1) * filters.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  },

  entries(db: Db, transactionIds: string[]) {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.transaction_id', 'e.amount_cents', 'a.code', 'a.kind'])
      .where('e.transaction_id', 'in', transactionIds)
      .orderBy('e.id')
      .execute();
  },

  /** The sum of every entry, each transaction that does not sum to 0, and every account's balance. */
  async balance(db: Db) {
    const total = await sql<{ sum: string }>`SELECT coalesce(sum(amount_cents), 0) AS sum FROM ledger_entries`.execute(db);
    const unbalanced = await sql<{ id: string; idempotency_key: string; sum: string }>`
      SELECT t.id, t.idempotency_key, coalesce(sum(e.amount_cents), 0) AS sum
      FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
      GROUP BY t.id HAVING coalesce(sum(e.amount_cents), 0) <> 0
      ORDER BY t.created_at`.execute(db);
    const balances = await sql<{ code: string; kind: LedgerAccountsTable['kind']; balance: string }>`
      SELECT a.code, a.kind, coalesce(sum(e.amount_cents), 0) AS balance
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id ORDER BY a.kind, a.code`.execute(db);
    return { sum: Number(total.rows[0]?.sum ?? 0), unbalanced: unbalanced.rows, balances: balances.rows };
  },
};
