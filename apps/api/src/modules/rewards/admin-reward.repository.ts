import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The rewards module's answers to the admin area (issue #29 item 1): payouts and disputes are read
// here, the admin module composes.

/** The overview's pending payouts: how many, their sum, and how many are overdue on the Italian day `today`. */
export async function countPayoutsDue(db: Db, today: string) {
  const { rows } = await sql<{ count: string; cents: string; overdue: string }>`
    SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS cents, count(*) FILTER (WHERE due_on < ${today}::date) AS overdue
    FROM payouts WHERE status = 'pending'`.execute(db);
  return { count: Number(rows[0]?.count ?? 0), cents: Number(rows[0]?.cents ?? 0), overdue: Number(rows[0]?.overdue ?? 0) };
}

/** The payout of a theft report, if any. */
export function payoutOfTheft(db: Db, theftReportId: string) {
  return db.selectFrom('payouts').select(['id', 'status', 'amount_cents', 'due_on']).where('theft_report_id', '=', theftReportId).executeTakeFirst();
}

/** The latest dispute of each report given (an open one first). */
export async function latestDisputesOf(db: Db, theftReportIds: string[]) {
  if (theftReportIds.length === 0) return [];
  return db
    .selectFrom('disputes')
    .selectAll()
    .distinctOn('theft_report_id')
    .where('theft_report_id', 'in', theftReportIds)
    .orderBy('theft_report_id')
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .execute();
}
