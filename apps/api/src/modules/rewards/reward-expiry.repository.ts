import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of the reward clock (reward-expiry.service.ts): which reports are due, read without a lock. */
export const rewardExpiryRepository = {
  /** Open, funded reports not noticed yet whose 12 months end within `noticeDays` of `now`. */
  noticeDue(db: Db, now: Date, noticeDays: number) {
    return db
      .selectFrom('theft_reports')
      .select('id')
      .where('status', '=', 'open')
      .where('reward_status', '=', 'funded')
      .where('expiry_notice_at', 'is', null)
      .where(sql<boolean>`stolen_at + interval '12 months' - make_interval(days => ${noticeDays}) <= ${now}`)
      .execute();
  },

  /** Open, funded reports 12 months old at `now`, and reports recovered without a Hunter by `recoveredBy`. */
  refundDue(db: Db, now: Date, recoveredBy: Date) {
    return db
      .selectFrom('theft_reports')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'open'), eb('reward_status', '=', 'funded'), sql<boolean>`stolen_at + interval '12 months' <= ${now}`]),
          eb.and([eb('status', '=', 'recovered'), eb('reward_status', '=', 'refund_pending'), eb('recovered_at', '<=', recoveredBy)]),
        ]),
      )
      .execute();
  },
};
