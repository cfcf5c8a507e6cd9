import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DisputesTable, RewardPaymentsTable, UsersTable } from '../../db/schema.ts';

/** What a reward shows besides its theft report (reward.presenter.ts). */
export interface RewardDetails {
  /** The checkout still open for the reward, if any. */
  payment: Pick<Selectable<RewardPaymentsTable>, 'url'> | undefined;
  /** The Hunter the report says returned the bike. */
  returnedBy: Pick<Selectable<UsersTable>, 'id' | 'nome' | 'cognome'> | undefined;
  /** The report's latest dispute. */
  dispute: Pick<Selectable<DisputesTable>, 'id' | 'status' | 'outcome'> | undefined;
}

/** SQL of the rewards module. */
export const rewardRepository = {
  /** The open payment, the returning Hunter's name and the latest dispute of a report, side by side. */
  async detailsOf(db: Db, report: { id: string; returned_by: string | null }): Promise<RewardDetails> {
    const [payment, returnedBy, dispute] = await Promise.all([
      db.selectFrom('reward_payments').select('url').where('theft_report_id', '=', report.id).where('status', '=', 'open').executeTakeFirst(),
      report.returned_by ? db.selectFrom('users').select(['id', 'nome', 'cognome']).where('id', '=', report.returned_by).executeTakeFirst() : undefined,
      db
        .selectFrom('disputes')
        .select(['id', 'status', 'outcome'])
        .where('theft_report_id', '=', report.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { payment, returnedBy, dispute };
  },
};
