import type { AdminOverview } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { italianDate } from '../../lib/business-days.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { moneyTotals } from '../ledger/index.ts';
import { adminOverviewRepository as repo } from './admin-overview.repository.ts';

/** `GET /api/admin/overview`: every figure counted from the database now, in one repeatable-read snapshot. */
export async function getOverview(ctx: AppContext): Promise<AdminOverview> {
  const now = ctx.clock.now();
  // NOTE: one read-only snapshot, so that the figures agree with each other (a payout cannot be counted
  // as due in one query and its ledger payout in another).
  return runTransaction(
    ctx.db,
    async (trx) => {
      const [users, bikes, tags, thefts, money, payoutsDue, trends] = await Promise.all([
        repo.users(trx, now),
        repo.bikes(trx),
        repo.tags(trx),
        repo.thefts(trx, now),
        moneyTotals(trx),
        repo.payoutsDue(trx, italianDate(now)),
        repo.trends(trx, now),
      ]);
      const { feeRevenueCents, ...rewards } = money;
      return { users, bikes, tags, activeThefts: thefts.active, recoveries: thefts.recoveries, rewards, feeRevenueCents, payoutsDue, trends };
    },
    { isolation: 'repeatable read', access: 'read only' },
  );
}
