import type { Db } from '../../db/database.ts';

// The money tables' part of the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and what the purge of a deleted account removes or keeps (privacy/account-retention.ts).

/** The export: the reward payments the person made. */
export function rewardPaymentsOf(db: Db, ownerId: string) {
  return db
    .selectFrom('reward_payments')
    .select(['id', 'theft_report_id', 'provider', 'amount_cents', 'status', 'provider_ref', 'charge_ref', 'url', 'created_at', 'paid_at'])
    .where('owner_id', '=', ownerId)
    .execute();
}

/** The export: disputes the person raised, or about their thefts. */
export function disputesOfPerson(db: Db, userId: string, theftReportIds: string[]) {
  return db
    .selectFrom('disputes')
    .select(['theft_report_id', 'status', 'outcome', 'outcome_hunter_cents', 'reason', 'resolution_note', 'created_at', 'resolved_at'])
    .where((eb) =>
      theftReportIds.length > 0 ? eb.or([eb('raised_by', '=', userId), eb('theft_report_id', 'in', theftReportIds)]) : eb('raised_by', '=', userId),
    )
    .orderBy('created_at')
    .execute();
}

/** The export: the payouts to the person as a Hunter. */
export function payoutsOf(db: Db, hunterId: string) {
  return db
    .selectFrom('payouts')
    .select(['id', 'theft_report_id', 'amount_cents', 'status', 'due_on', 'reference', 'paid_at', 'created_at'])
    .where('hunter_id', '=', hunterId)
    .execute();
}

/** The export: the person's receipts. */
export function receiptsOf(db: Db, userId: string) {
  return db.selectFrom('receipts').select(['number', 'kind', 'amount_cents', 'issued_at']).where('user_id', '=', userId).execute();
}

/** The export: the person's payout method. */
export function payoutMethodOf(db: Db, userId: string) {
  return db.selectFrom('payout_methods').select(['kind', 'holder_name', 'iban', 'paypal_email', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** The purge: the person's payout method. */
export async function forgetPayoutMethod(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('payout_methods').where('user_id', '=', userId).execute();
}

/** Which of these theft reports carry a reward payment (money history the purge keeps). An empty list asks nothing. */
export async function theftReportIdsWithPayments(db: Db, theftReportIds: string[]): Promise<Set<string>> {
  if (theftReportIds.length === 0) return new Set();
  const rows = await db.selectFrom('reward_payments').select('theft_report_id').where('theft_report_id', 'in', theftReportIds).execute();
  return new Set(rows.map((r) => r.theft_report_id));
}
