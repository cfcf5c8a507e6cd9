import { z } from 'zod';
import { roleBadgeSchema } from '../role-badge.ts';
import { boundedDaySchema, pageQuerySchema } from './bounds.ts';
import { rewardStatusSchema } from './reward.ts';

/**
 * The admin area's overview, thefts and ledger (issue #8). Amounts are integer
 * euro cents; every figure is computed from the database when asked.
 */

const count = z.number().int();
const cents = z.number().int();

/** One week of the overview's trends (weeks start on Monday, Italian time). */
export const overviewWeekSchema = z.object({
  /** 'YYYY-MM-DD', the Monday. */
  weekStart: z.string(),
  newUsers: count,
  theftsReported: count,
  recoveries: count,
});
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

/** `GET /api/admin/overview`. */
export const adminOverviewSchema = z.object({
  /** Accounts not deleted. */
  users: z.object({ total: count, byRole: z.object({ user: count, shop: count, admin: count }), newLast30Days: count }),
  bikes: z.object({ total: count, stolen: count }),
  tags: z.object({ total: count, unassigned: count, assigned: count, lost: count, retired: count }),
  /** Theft reports still open. */
  activeThefts: count,
  recoveries: z.object({ total: count, last30Days: count }),
  /**
   * From the ledger: funded = money paid into escrow; released = escrow released on
   * recovery (Hunter share and fee); refunded = money sent back to owners
   * (refunds and dispute reversals).
   */
  rewards: z.object({ fundedCents: cents, releasedCents: cents, refundedCents: cents }),
  /** The platform fee account's balance. */
  feeRevenueCents: cents,
  /** Payouts not yet sent (frozen ones included); overdue ones are past their due day. */
  payoutsDue: z.object({ count, cents, overdue: count }),
  /** The last 12 weeks, oldest first, the current week last. */
  trends: z.array(overviewWeekSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Query of `GET /api/admin/thefts`. */
export const adminTheftsQuerySchema = z.object({
  status: z.enum(['open', 'recovered', 'all'], { error: 'validation.invalid_choice' }).default('open'),
  page: pageQuerySchema,
  limit: z.coerce.number().int().min(1, 'validation.min_value').max(100, 'validation.max_value').default(50),
});
export type AdminTheftsQuery = z.output<typeof adminTheftsQuerySchema>;

const disputeOutcomeSchema = z.enum(['hunter', 'owner', 'split']);

/** A theft report in the admin list. */
export const adminTheftSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'recovered']),
  bike: z.object({ id: z.string(), name: z.string(), brand: z.string() }),
  ownerName: z.string(),
  reportedAt: z.string(),
  recoveredAt: z.string().nullable(),
  reward: z.object({ cents, status: rewardStatusSchema }),
  sightings: z.object({ count, lastAt: z.string().nullable() }),
  /** Hunters who accepted the hunt (active, completed or closed since). */
  huntsAccepted: count,
  /** The latest dispute: an open one first. */
  dispute: z.object({ id: z.string(), open: z.boolean(), outcome: disputeOutcomeSchema.nullable() }).nullable(),
});
export type AdminTheft = z.infer<typeof adminTheftSchema>;

/** `GET /api/admin/thefts/{id}`: the report with its sightings, hunts and dispute. */
export const adminTheftDetailSchema = adminTheftSchema.extend({
  /** The Hunter credited with the return (first name and initial); `badge`: a shop or staff account. */
  returnedBy: z.object({ id: z.string(), displayName: z.string(), badge: roleBadgeSchema }).nullable(),
  /** What the release credited the Hunter (65%), 0 before a release. */
  hunterShareCents: cents,
  payout: z.object({ id: z.string(), status: z.enum(['pending', 'paid', 'cancelled']), amountCents: cents, dueOn: z.string() }).nullable(),
  disputeDetail: z
    .object({
      id: z.string(),
      open: z.boolean(),
      reason: z.string(),
      raisedBy: z.enum(['owner', 'hunter']),
      raisedAt: z.string(),
      outcome: disputeOutcomeSchema.nullable(),
      hunterCents: cents.nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  /** Newest first; the place rounded to ~1 km. */
  sightingList: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      source: z.enum(['scan', 'report']),
      place: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      useful: z.boolean(),
      /** First name and initial, or null for an anonymous report. */
      reporter: z.string().nullable(),
      /** The reporter's badge: a shop or Ritrova staff account (role-badge.ts); else null. */
      reporterBadge: roleBadgeSchema,
    }),
  ),
  hunts: z.array(
    z.object({ hunter: z.string(), hunterBadge: roleBadgeSchema, status: z.enum(['active', 'declined', 'completed', 'closed']), updatedAt: z.string() }),
  ),
});
export type AdminTheftDetail = z.infer<typeof adminTheftDetailSchema>;

/**
 * Body of `POST /api/admin/disputes/{id}/resolve`: `hunter` (the reward stays or
 * goes to a Hunter), `owner` (the Hunter's share back to the owner) or `split`
 * (the Hunter keeps `hunterCents`, more than 0 and less than their share; the
 * rest goes back to the owner).
 */
export const adminDisputeResolveSchema = z
  .object({
    outcome: disputeOutcomeSchema,
    /** When nobody was credited yet: the eligible Hunter who gets the reward (or the split). */
    hunterId: z.uuid().optional(),
    hunterCents: z.number({ error: 'validation.required' }).int('validation.number').optional(),
    note: z.string().trim().max(1000, 'validation.max_length').optional(),
  })
  .refine((body) => body.outcome !== 'split' || body.hunterCents !== undefined, { path: ['hunterCents'], message: 'validation.required' });
export type AdminDisputeResolve = z.infer<typeof adminDisputeResolveSchema>;

/** Query of `GET /api/admin/ledger`. */
export const adminLedgerQuerySchema = z.object({
  /** An account code or its beginning (`escrow:`, `hunter_payable:<id>`, `platform_fee`). */
  account: z.string().trim().max(120, 'validation.max_length').optional(),
  /** Calendar days (Italian time), inclusive. */
  from: boundedDaySchema.optional(),
  to: boundedDaySchema.optional(),
  /** Part of the idempotency key, the reference or the theft report id. */
  reference: z.string().trim().max(120, 'validation.max_length').optional(),
  page: pageQuerySchema,
  limit: z.coerce.number().int().min(1, 'validation.min_value').max(100, 'validation.max_value').default(25),
});
export type AdminLedgerQuery = z.output<typeof adminLedgerQuerySchema>;

export const ledgerTransactionKindSchema = z.enum(['fund', 'release', 'payout', 'refund', 'reversal']);
export const ledgerAccountKindSchema = z.enum(['escrow', 'hunter_payable', 'platform_fee', 'provider_clearing']);

/** One ledger transaction with its entries (signed cents: positive debits the account's balance up). */
export const ledgerTransactionSchema = z.object({
  id: z.string(),
  kind: ledgerTransactionKindSchema,
  idempotencyKey: z.string(),
  reference: z.string().nullable(),
  theftReportId: z.string().nullable(),
  createdAt: z.string(),
  entries: z.array(z.object({ account: z.string(), accountKind: ledgerAccountKindSchema, amountCents: cents })),
  sumCents: cents,
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const ledgerPaginationSchema = z.object({ page: count, limit: count, total: count, pages: count });

/** `GET /api/admin/ledger/balance`: the whole ledger sums to 0 and so does each transaction. */
export const ledgerBalanceSchema = z.object({
  sumCents: cents,
  balanced: z.boolean(),
  unbalancedTransactions: z.array(z.object({ id: z.string(), idempotencyKey: z.string(), sumCents: cents })),
  accounts: z.array(z.object({ account: z.string(), kind: ledgerAccountKindSchema, balanceCents: cents })),
});
export type LedgerBalance = z.infer<typeof ledgerBalanceSchema>;
