import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { parseRewardEuros } from '../reward-amount.ts';
import { roleBadgeSchema } from '../role-badge.ts';
import { theftFactsInputSchema } from './theft.ts';

/**
 * Rewards, hunts, payouts and relayed messages (issue #5). Amounts are integer
 * euro cents (`…Cents`); the bike's public `reward` stays in euros as spec §3 has it.
 */

export const rewardStatusSchema = z.enum(['none', 'awaiting_payment', 'funded', 'released', 'refund_pending', 'refunded']);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/**
 * `GET /api/payments/{id}`: one attempt to pay a reward, for its owner (the checkout page).
 * `refunded`: the money arrived after the reward was changed or withdrawn, and went straight back.
 */
export const paymentSchema = z.object({
  id: z.string(),
  provider: z.enum(['local', 'stripe']),
  status: z.enum(['open', 'paid', 'cancelled', 'refunded']),
  amountCents: z.number().int(),
  bikeId: z.string(),
  bikeName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The owner's view of a stolen bike's reward (bike detail). */
export const rewardSchema = z.object({
  theftReportId: z.string(),
  status: rewardStatusSchema,
  amountCents: z.number().int(),
  hunterShareCents: z.number().int(),
  stolenAt: z.string(),
  /** When the reward is refunded (65%) if the bike is not recovered. */
  refundOn: z.string(),
  /** The open payment to retry, if any. */
  paymentUrl: z.string().nullable(),
  recoveredAt: z.string().nullable(),
  /** The Hunter credited with the return; `badge`: a shop or Ritrova staff account (role-badge.ts). */
  returnedBy: z.object({ id: z.string(), displayName: z.string(), badge: roleBadgeSchema }).nullable(),
  /** Until when a dispute can be raised (30 days after the recovery), when recovered. */
  disputeUntil: z.string().nullable(),
  /**
   * What the recovery settled, as the ledger posted it or will post it (issue #19): the platform fee
   * kept (of the release, or of the refund), and what goes back to the owner — for a recovery without
   * a Hunter, 65% of the escrow on `refundDueOn` (the end of the dispute window); 0 when a Hunter was
   * credited; null while the theft is open or nothing was paid.
   */
  settledFeeCents: z.number().int().nullable(),
  ownerRefundCents: z.number().int().nullable(),
  refundDueOn: z.string().nullable(),
  dispute: z.object({ id: z.string(), status: z.enum(['open', 'resolved']), outcome: z.enum(['hunter', 'owner', 'split']).nullable() }).nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/**
 * A reward in euros as the API takes it — a number or text read by `parseRewardEuros`
 * (0, or 1 € to 100,000 € with at most two decimals) — given as integer cents.
 */
export const rewardEurosSchema = z
  .union([z.number(), z.string()], { error: 'validation.reward_invalid' })
  .describe('Euros: 0, or 1 to 100000 with at most two decimals, "." or "," as the decimal mark ("12", "12.5", "12,50")')
  .transform((value, ctx) => {
    const amount = parseRewardEuros(value);
    if (amount.ok) return amount.cents;
    ctx.addIssue({ code: 'custom', message: 'validation.reward_invalid' });
    return z.NEVER;
  });

/**
 * Body of `POST /api/bikes/{id}/report-stolen`: the reward in euros (left out, null or empty means
 * none, spec §5) and the theft's facts, all optional (schemas/theft.ts).
 */
export const reportStolenSchema = theftFactsInputSchema.extend({
  reward: z
    .union([z.literal(''), z.null(), rewardEurosSchema], { error: 'validation.reward_invalid' })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : 0)),
});

/** Body of `PUT /api/bikes/{id}/reward`: change an unpaid reward; withdrawing it takes an explicit 0. */
export const updateRewardSchema = z.object({ reward: rewardEurosSchema });

/** A Hunter the owner can credit with the return: they recorded a scan or a sighting during the theft. */
export const recoveryCandidateSchema = z.object({
  id: z.string(),
  /** The unique public Hunter name, else first name and initial (an account that never chose one). */
  displayName: z.string(),
  /** The unique public Hunter name; null for an account that never chose one. */
  hunterName: z.string().nullable(),
  /** A shop or Ritrova staff account: shown beside the name (role-badge.ts). */
  badge: roleBadgeSchema,
  /** Their Hunter level (docs/hunter-progress.md). */
  level: z.number().int(),
  /**
   * The scan or sighting that makes them eligible: with a secure tag their latest authenticated tap,
   * else their latest scan or sighting; where, as the nearest municipality of a point rounded to ~1 km
   * (never the exact point), or null when it came without a position.
   */
  evidence: z.object({ kind: z.enum(['verified_scan', 'scan', 'sighting']), at: z.string(), place: z.string().nullable() }),
  scans: z.number().int(),
  sightings: z.number().int(),
  /** Authenticated taps of the bike's secure tag during the theft. */
  verifiedScans: z.number().int(),
  /** Whether the owner may credit them: always for a plain tag; with a secure tag only after an authenticated tap. */
  eligible: z.boolean(),
  lastSeenAt: z.string(),
});
export type RecoveryCandidate = z.infer<typeof recoveryCandidateSchema>;

/**
 * What each answer of the mark-recovered dialog does with the money, computed by the API from what the
 * escrow holds (the one 65/35 split), shown before the owner confirms. `heldCents` is 0 when nothing
 * was paid (an unpaid reward is withdrawn, its open payment cancelled; no money moves).
 */
export const recoverySettlementSchema = z.object({
  rewardStatus: rewardStatusSchema,
  heldCents: z.number().int(),
  /** A Hunter credited: 65% to them, paid by `payoutDueOn` (7 Italian business days, 'YYYY-MM-DD'); 35% fee; nothing back to the owner. */
  credited: z.object({ hunterCents: z.number().int(), feeCents: z.number().int(), ownerBackCents: z.number().int(), payoutDueOn: z.string().nullable() }),
  /**
   * Nobody credited: the escrow waits out the 30-day dispute window, then 65% goes back to the owner
   * (on `refundOn`, through the payment provider) and 35% is kept.
   */
  nobody: z.object({ ownerBackCents: z.number().int(), keptCents: z.number().int(), refundOn: z.string().nullable() }),
});
export type RecoverySettlement = z.infer<typeof recoverySettlementSchema>;

/** Body of `POST /api/bikes/{id}/report-recovered`: who returned the bike (a candidate's id), or nobody. */
export const reportRecoveredSchema = z.object({
  returnedBy: z.uuid('validation.required').nullable().optional(),
});

/** Body of `POST /api/bikes/{id}/disputes` and the Hunter's `POST /api/hunter/disputes/{theftReportId}`. */
export const disputeCreateSchema = z.object({
  reason: z.string().trim().min(10, 'validation.dispute_reason').max(1000, 'validation.dispute_reason'),
});

/** A hunt as a Hunter sees it: the bike's public facts, coarse last sightings and their 65%. */
export const huntSchema = z.object({
  theftReportId: z.string(),
  status: z.enum(['offered', 'active', 'completed', 'closed']),
  bike: z.object({
    id: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    type: z.string().nullable(),
    color: z.string().nullable(),
    mainPhoto: z.string().nullable(),
  }),
  /** Whether the bike carries a tag the Hunter can tap (its UID is never shown: a scan must come from the tag). */
  hasTag: z.boolean(),
  stolenAt: z.string(),
  rewardCents: z.number().int(),
  hunterShareCents: z.number().int(),
  /** Last sightings, to ~1 km. */
  lastSightings: z.array(z.object({ at: z.string(), latitude: z.number(), longitude: z.number() })),
  /**
   * From the point the Hunter gave (or their area's centre) to the theft's place, else to the
   * latest sighting, when both are known; in km to one decimal.
   */
  distanceKm: z.number().nullable(),
  /** Where the bike was stolen, to ~1 km (0.01° grid) and named by the nearest municipality; null when the owner gave no place. */
  area: z.object({ latitude: z.number(), longitude: z.number(), placeName: z.string().nullable() }).nullable(),
});
export type Hunt = z.infer<typeof huntSchema>;

/** Query of `GET /api/hunts`: where the Hunter is (optional), to sort nearest first. */
export const huntsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

/** `GET /api/hunter/stats` (spec §1 Hunter dashboard). */
export const hunterStatsSchema = z.object({
  scansToday: z.number().int(),
  totalScans: z.number().int(),
  bikesFound: z.number().int(),
  rewardsEarnedCents: z.number().int(),
  activeHunts: z.number().int(),
});
export type HunterStats = z.infer<typeof hunterStatsSchema>;

export const achievementIds = ['first_scan', 'first_sighting', 'useful_tip', 'first_recovery', 'ten_stolen_scans', 'five_recoveries', 'trusted'] as const;
export type AchievementId = (typeof achievementIds)[number];

/** `GET /api/hunter/profile` (spec §3 Hunter profile). */
export const hunterProfileSchema = z.object({
  level: z.number().int(),
  experience: z.number().int(),
  /** Experience where the current level starts and the next begins (null at the top level). */
  levelFloor: z.number().int(),
  nextLevelAt: z.number().int().nullable(),
  /** 0–100; starts at 50. */
  reputation: z.number().int(),
  achievements: z.array(z.object({ id: z.enum(achievementIds), earned: z.boolean() })),
  /** Recent experience, newest first. */
  history: z.array(z.object({ kind: z.string(), points: z.number().int(), at: z.string() })),
});
export type HunterProfile = z.infer<typeof hunterProfileSchema>;

export const payoutStatusSchema = z.enum(['pending', 'frozen', 'paid', 'cancelled']);

/** `GET /api/hunter/rewards` (spec §3 Rewards: pending, paid, total earned). */
export const hunterRewardsSchema = z.object({
  pendingCents: z.number().int(),
  paidCents: z.number().int(),
  totalEarnedCents: z.number().int(),
  payouts: z.array(
    z.object({
      id: z.string(),
      theftReportId: z.string(),
      bikeName: z.string(),
      amountCents: z.number().int(),
      status: payoutStatusSchema,
      dueOn: z.string(),
      paidAt: z.string().nullable(),
      receiptNumber: z.string().nullable(),
      /** Until when the Hunter may dispute (30 days after the recovery). */
      disputeUntil: z.string(),
    }),
  ),
});
export type HunterRewards = z.infer<typeof hunterRewardsSchema>;

const normalisedIban = z
  .string()
  .trim()
  .transform((v) => electronicFormatIBAN(v) ?? '')
  .refine((v) => isValidIBAN(v), 'validation.iban_invalid');

/** Body of `PUT /api/hunter/payout-method`: an IBAN (checksum checked) or a PayPal address. */
export const payoutMethodInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('iban'), holderName: z.string().trim().min(2, 'validation.required').max(120), iban: normalisedIban }),
  z.object({
    kind: z.literal('paypal'),
    holderName: z.string().trim().min(2, 'validation.required').max(120),
    paypalEmail: z.email('validation.email_invalid').max(254),
  }),
]);
export type PayoutMethodInput = z.input<typeof payoutMethodInputSchema>;

/** The payout method as shown back: the IBAN masked but for its country and last four. */
export const payoutMethodSchema = z.object({
  kind: z.enum(['iban', 'paypal']),
  holderName: z.string(),
  display: z.string(),
  updatedAt: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** An invoice/receipt: one per funded reward (owner) and per paid reward (Hunter). */
export const receiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['reward_funded', 'reward_paid']),
  amountCents: z.number().int(),
  bikeName: z.string(),
  issuedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** `GET /api/admin/payouts`: what the operations team pays, by due date. */
export const adminPayoutSchema = z.object({
  id: z.string(),
  hunter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Full details, for the bank transfer or PayPal payment (admins only). */
  method: z.object({ kind: z.enum(['iban', 'paypal']), holderName: z.string(), account: z.string() }).nullable(),
  bikeName: z.string(),
  amountCents: z.number().int(),
  status: payoutStatusSchema,
  dueOn: z.string(),
  overdue: z.boolean(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** Body of `POST /api/admin/payouts/{id}/paid`. */
export const markPaidSchema = z.object({ reference: z.string().trim().min(3, 'validation.reference_required').max(120) });

/** A relayed conversation about one theft between its owner and one finder. */
export const conversationSchema = z.object({
  id: z.string(),
  theftReportId: z.string(),
  bikeId: z.string(),
  bikeName: z.string(),
  /** The caller's side. */
  role: z.enum(['owner', 'finder']),
  /** The other side as shown: the finder's first name and initial, "finder" (an anonymous finder), or "owner". */
  counterpart: z.string(),
  /** The finder's badge when the owner sees them: a shop or Ritrova staff account (role-badge.ts); else null. */
  counterpartBadge: roleBadgeSchema,
  blocked: z.boolean(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({ id: z.string(), mine: z.boolean(), body: z.string(), createdAt: z.string() });
export type Message = z.infer<typeof messageSchema>;

/**
 * What an anonymous finder reads through the link mailed to them (issue #27): the bike (brand and model,
 * as they saw it), whether the owner blocked them, and the thread (`mine`: the finder's). Nothing of the owner.
 */
export const finderConversationSchema = z.object({ bike: z.string(), blocked: z.boolean(), messages: z.array(messageSchema) });
export type FinderConversation = z.infer<typeof finderConversationSchema>;

/** Body of `POST /api/conversations/{id}/messages` and of starting one from a sighting or hunt. */
export const messageInputSchema = z.object({ body: z.string().trim().min(1, 'validation.required').max(2000, 'validation.message_too_long') });
