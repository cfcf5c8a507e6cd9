import type { Receipt } from '@ritrova/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/user-row.ts';

/**
 * Issues the receipt of a funded reward (to the owner) or of a paid reward (to
 * the Hunter), in the caller's transaction: numbered RIT-<year>-<000001>, one
 * per payment or payout (unique), so a retried operation never issues two.
 */
export async function issueReceipt(
  trx: Db,
  input: { kind: 'reward_funded' | 'reward_paid'; userId: string; theftReportId: string; amountCents: number; paymentId?: string; payoutId?: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('receipts')
    .values({
      number: sql<string>`'RIT-' || ${input.at.getUTCFullYear()} || '-' || lpad(nextval('receipt_number_seq')::text, 6, '0')`,
      kind: input.kind,
      user_id: input.userId,
      theft_report_id: input.theftReportId,
      payment_id: input.paymentId ?? null,
      payout_id: input.payoutId ?? null,
      amount_cents: input.amountCents,
      issued_at: input.at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The caller's receipts, newest first. */
export async function listReceipts(ctx: AppContext, actor: UserRow): Promise<Receipt[]> {
  const rows = await ctx.db
    .selectFrom('receipts as r')
    .innerJoin('theft_reports as t', 't.id', 'r.theft_report_id')
    .innerJoin('bikes as b', 'b.id', 't.bike_id')
    .select(['r.id', 'r.number', 'r.kind', 'r.amount_cents', 'r.issued_at', 'b.name as bike_name'])
    .where('r.user_id', '=', actor.id)
    .orderBy('r.issued_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind,
    amountCents: r.amount_cents,
    bikeName: r.bike_name,
    issuedAt: r.issued_at.toISOString(),
  }));
}
