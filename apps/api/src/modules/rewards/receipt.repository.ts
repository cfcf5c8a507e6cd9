import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of receipts (receipts.ts). */
export const receiptRepository = {
  /** Inserts a receipt numbered RIT-<year>-<000001> from the sequence; nothing when the payment or payout has one already. */
  async insert(
    trx: Db,
    input: {
      kind: 'reward_funded' | 'reward_paid';
      userId: string;
      theftReportId: string;
      amountCents: number;
      paymentId: string | null;
      payoutId: string | null;
      at: Date;
    },
  ): Promise<void> {
    await trx
      .insertInto('receipts')
      .values({
        number: sql<string>`'RIT-' || ${input.at.getUTCFullYear()} || '-' || lpad(nextval('receipt_number_seq')::text, 6, '0')`,
        kind: input.kind,
        user_id: input.userId,
        theft_report_id: input.theftReportId,
        payment_id: input.paymentId,
        payout_id: input.payoutId,
        amount_cents: input.amountCents,
        issued_at: input.at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  /** A user's receipts, newest first (their bike's name: receipts.ts, through report-bikes.ts). */
  ofUser(db: Db, userId: string) {
    return db
      .selectFrom('receipts as r')
      .select(['r.id', 'r.number', 'r.kind', 'r.amount_cents', 'r.issued_at', 'r.theft_report_id'])
      .where('r.user_id', '=', userId)
      .orderBy('r.issued_at', 'desc')
      .execute();
  },
};
