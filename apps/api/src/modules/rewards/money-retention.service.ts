import type { Db } from '../../db/database.ts';
import { moneyRetentionRepository } from './money-retention.repository.ts';

// The retention job's `payments` rule (issue #26, decision 049): accounting records are kept ten years
// after the last of a reward's was issued (art. 2220 c.c.), then deleted together — one batch per call.
// What stays: the documents of a reward whose money is still held, of a payout still owed or a dispute
// still open, and the ledger, which is append-only and names theft reports and account codes (amounts
// and ids, no person; the books the money balances with).

/**
 * Deletes the payments, payout, receipts and disputes of at most `limit` rewards whose newest document
 * was issued at or before `before`; how many rewards (each a handful of rows).
 */
export async function deleteDocumentsOfSettledRewards(db: Db, before: Date, limit: number): Promise<number> {
  return (await moneyRetentionRepository.deleteDocumentsOfSettledRewards(db, before, limit)).rewards;
}
