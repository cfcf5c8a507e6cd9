import type { AdminOverview } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../../lib/business-days.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { countBikesForOverview } from '../bikes/index.ts';
import { moneyTotals } from '../ledger/index.ts';
import { countPayoutsDue } from '../rewards/index.ts';
import { countTagsByStatus } from '../tags/index.ts';
import { countTheftsForOverview, countTheftsInRanges } from '../theft-records/index.ts';
import { countNewUsersInRanges, countUsersByRole } from '../users/index.ts';
import { trendWeeks } from './admin-overview.repository.ts';

/** Each overview week with its new accounts (users), thefts reported and recoveries (theft-records). */
async function weeklyTrends(db: Db, now: Date) {
  const weeks = await trendWeeks(db, now);
  const [newUsers, thefts] = await Promise.all([countNewUsersInRanges(db, weeks), countTheftsInRanges(db, weeks)]);
  return weeks.map((w, i) => ({
    weekStart: w.weekStart,
    newUsers: newUsers[i] ?? 0,
    theftsReported: thefts[i]?.thefts ?? 0,
    recoveries: thefts[i]?.recoveries ?? 0,
  }));
}

/** `GET /api/admin/overview`: every figure counted from the database now, in one repeatable-read snapshot. */
export async function getOverview(ctx: AppContext): Promise<AdminOverview> {
  const now = ctx.clock.now();
  // NOTE: one read-only snapshot, so that the figures agree with each other (a payout cannot be counted
  // as due in one query and its ledger payout in another).
  return runTransaction(
    ctx.db,
    async (trx) => {
      const [users, bikes, tags, thefts, money, payoutsDue, trends] = await Promise.all([
        countUsersByRole(trx, now),
        countBikesForOverview(trx),
        countTagsByStatus(trx),
        countTheftsForOverview(trx, now),
        moneyTotals(trx),
        countPayoutsDue(trx, italianDate(now)),
        weeklyTrends(trx, now),
      ]);
      const { feeRevenueCents, ...rewards } = money;
      return { users, bikes, tags, activeThefts: thefts.active, recoveries: thefts.recoveries, rewards, feeRevenueCents, payoutsDue, trends };
    },
    { isolation: 'repeatable read', access: 'read only' },
  );
}
