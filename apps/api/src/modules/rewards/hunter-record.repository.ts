import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A resolved dispute as a Hunter's record counts it. */
export interface ResolvedDisputeRow {
  id: string;
  theft_report_id: string;
  resolved_at: Date | null;
}

/** SQL of what the rewards' tables add to a Hunter's record (hunters/progress.ts, their stats): disputes and payouts. */
export const hunterRecordRepository = {
  /** Disputes of these reports resolved for the owner. */
  ownerDecidedOf(db: Db, theftReportIds: string[]): Promise<ResolvedDisputeRow[]> {
    if (theftReportIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('disputes')
      .select(['id', 'theft_report_id', 'resolved_at'])
      .where('theft_report_id', 'in', theftReportIds)
      .where('status', '=', 'resolved')
      .where('outcome', '=', 'owner')
      .execute();
  },

  /** Disputes the user raised, resolved, and not decided for them. */
  resolvedAgainstRaiser(db: Db, userId: string): Promise<ResolvedDisputeRow[]> {
    return db
      .selectFrom('disputes')
      .select(['id', 'theft_report_id', 'resolved_at'])
      .where('raised_by', '=', userId)
      .where('status', '=', 'resolved')
      .where(sql<boolean>`outcome_hunter_id IS DISTINCT FROM ${userId}`)
      .execute();
  },

  /** The Hunter's payouts not cancelled, in cents. */
  async earnedCents(db: Db, hunterId: string): Promise<number> {
    const row = await db
      .selectFrom('payouts')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('earned'))
      .where('hunter_id', '=', hunterId)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    return row.earned;
  },
};
