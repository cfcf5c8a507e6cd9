import type { Db } from '../../db/database.ts';

/**
 * The row locks of the money lock order (`FOR NO KEY UPDATE`), one statement each. Only
 * lock-order.ts calls them, in the order it states: (report: theft-records' lockTheftReport), payments, disputes, payout.
 */
export const lockOrderRepository = {
  /** Locks a report's reward payments, by id. */
  lockPayments(trx: Db, theftReportId: string) {
    return trx.selectFrom('reward_payments').selectAll().where('theft_report_id', '=', theftReportId).orderBy('id').forNoKeyUpdate().execute();
  },

  /** Locks a report's disputes, by id. */
  lockDisputes(trx: Db, theftReportId: string) {
    return trx.selectFrom('disputes').selectAll().where('theft_report_id', '=', theftReportId).orderBy('id').forNoKeyUpdate().execute();
  },

  /** Locks a report's payout, if any. */
  lockPayout(trx: Db, theftReportId: string) {
    return trx.selectFrom('payouts').selectAll().where('theft_report_id', '=', theftReportId).forNoKeyUpdate().executeTakeFirst();
  },
};
