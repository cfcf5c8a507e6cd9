import type { Receipt } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { receiptRepository } from './receipt.repository.ts';
import { reportsWithBikeNames } from './report-bikes.ts';

/**
 * Issues the receipt of a funded reward (to the owner) or of a paid reward (to
 * the Hunter), in the caller's transaction: numbered RIT-<year>-<000001>, one
 * per payment or payout (unique), so a retried operation never issues two.
 */
export async function issueReceipt(
  trx: Db,
  input: { kind: 'reward_funded' | 'reward_paid'; userId: string; theftReportId: string; amountCents: number; paymentId?: string; payoutId?: string; at: Date },
): Promise<void> {
  await receiptRepository.insert(trx, { ...input, paymentId: input.paymentId ?? null, payoutId: input.payoutId ?? null });
}

/** The caller's receipts, newest first. */
export async function listReceipts(ctx: AppContext, actor: UserRow): Promise<Receipt[]> {
  const receipts = await receiptRepository.ofUser(ctx.db, actor.id);
  const reports = await reportsWithBikeNames(
    ctx.db,
    receipts.map((r) => r.theft_report_id),
  );
  const rows = receipts.flatMap((r) => {
    const report = reports.get(r.theft_report_id);
    return report ? [{ ...r, bike_name: report.bike_name }] : [];
  });
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind,
    amountCents: r.amount_cents,
    bikeName: r.bike_name,
    issuedAt: r.issued_at.toISOString(),
  }));
}
