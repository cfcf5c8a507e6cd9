import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DisputesTable, PayoutsTable, RewardPaymentsTable, UsersTable } from '../../db/schema.ts';

/** What a reward shows besides its theft report (reward.presenter.ts). */
export interface RewardDetails {
  /** The checkout still open for the reward, if any. */
  payment: Pick<Selectable<RewardPaymentsTable>, 'url'> | undefined;
  /** The Hunter the report says returned the bike. */
  returnedBy: Pick<Selectable<UsersTable>, 'id' | 'nome' | 'cognome' | 'hunter_name' | 'role'> | undefined;
  /** The report's latest dispute. */
  dispute: Pick<Selectable<DisputesTable>, 'id' | 'status' | 'outcome'> | undefined;
}

/** SQL of the rewards module. */
export const rewardRepository = {
  /** The open payment and the latest dispute of a report, side by side (the returning Hunter's name: users', reward.service.ts). */
  async detailsOf(db: Db, report: { id: string }): Promise<Omit<RewardDetails, 'returnedBy'>> {
    const [payment, dispute] = await Promise.all([
      db.selectFrom('reward_payments').select('url').where('theft_report_id', '=', report.id).where('status', '=', 'open').executeTakeFirst(),
      db
        .selectFrom('disputes')
        .select(['id', 'status', 'outcome'])
        .where('theft_report_id', '=', report.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { payment, dispute };
  },

  /** The theft report a dispute is about, read without a lock (the lock order starts at the report). */
  async reportIdOfDispute(db: Db, disputeId: string): Promise<string | undefined> {
    const row = await db.selectFrom('disputes').select('theft_report_id').where('id', '=', disputeId).executeTakeFirst();
    return row?.theft_report_id;
  },

  /** A report's payout, as the audit row records it (status and amount). */
  payoutSummaryOf(db: Db, reportId: string): Promise<Pick<Selectable<PayoutsTable>, 'status' | 'amount_cents'> | undefined> {
    return db.selectFrom('payouts').select(['status', 'amount_cents']).where('theft_report_id', '=', reportId).executeTakeFirst();
  },
};
