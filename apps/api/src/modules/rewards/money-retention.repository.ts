import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { lockReportsWithMoneyDocumentsDue } from '../theft-records/index.ts';

/**
 * SQL of the `payments` rule (issue #26, decision 049): a reward's accounting documents — its payment
 * attempts, its payout, its receipts and its disputes — go together, once the newest of them was issued
 * ten years ago (art. 2220 c.c. counts from the last entry). A reward whose money is still held (funded,
 * refund pending), a payout still owed and a dispute still open keep every document, however old. The
 * ledger stays: its rows carry amounts, account codes and the theft's id, no person, and nothing of it
 * refers to these rows (no foreign key), so the books balance as before.
 */
/** The condition on the documents of the report `reportId` names: it has some, and the newest was issued by `before`; none still open. */
const documentsDue = (
  reportId: RawBuilder<string>,
  before: Date,
) => sql<boolean>`(EXISTS (SELECT 1 FROM reward_payments p WHERE p.theft_report_id = ${reportId})
            OR EXISTS (SELECT 1 FROM payouts o WHERE o.theft_report_id = ${reportId})
            OR EXISTS (SELECT 1 FROM receipts r WHERE r.theft_report_id = ${reportId})
            OR EXISTS (SELECT 1 FROM disputes d WHERE d.theft_report_id = ${reportId}))
          AND NOT EXISTS (SELECT 1 FROM reward_payments p
            WHERE p.theft_report_id = ${reportId} AND coalesce(p.paid_at, p.created_at) > ${before}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM payouts o
            WHERE o.theft_report_id = ${reportId} AND (o.status = 'pending' OR coalesce(o.paid_at, o.created_at) > ${before}::timestamptz))
          AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.theft_report_id = ${reportId} AND r.issued_at > ${before}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM disputes d
            WHERE d.theft_report_id = ${reportId} AND (d.status = 'open' OR coalesce(d.resolved_at, d.created_at) > ${before}::timestamptz))`;

export const moneyRetentionRepository = {
  /**
   * Deletes the documents of at most `limit` rewards due at `before`, in one short transaction: the
   * theft reports are taken with FOR NO KEY UPDATE SKIP LOCKED (theft-records' lockReportsWithMoneyDocumentsDue) (another worker takes others; nothing
   * that inserts a row naming the theft waits). Receipts first: they name payments and payouts; then
   * the lock order of money flows (rewards/lock-order.ts: report → payments → disputes → payout).
   */
  async deleteDocumentsOfSettledRewards(db: Db, before: Date, limit: number): Promise<{ rewards: number; rows: number }> {
    return runTransaction(db, async (trx) => {
      // One statement, as before: theft-records writes the report's part (reward not held, the lock), this the documents' part.
      const ids = await lockReportsWithMoneyDocumentsDue(trx, (reportId) => documentsDue(reportId, before), limit);
      if (ids.length === 0) return { rewards: 0, rows: 0 };
      let rows = 0;
      for (const table of ['receipts', 'reward_payments', 'disputes', 'payouts'] as const) {
        const result = await trx.deleteFrom(table).where('theft_report_id', 'in', ids).executeTakeFirst();
        rows += Number(result.numDeletedRows);
      }
      return { rewards: ids.length, rows };
    });
  },
};
