import {
  DISPUTE_WINDOW_DAYS,
  PAYOUT_BUSINESS_DAYS,
  REFUND_AFTER_MONTHS,
  type RecoveryCandidate,
  type RecoverySettlement,
  type Reward,
  type RewardStatus,
  roleBadgeOf,
  splitReward,
} from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { TheftReportsTable } from '../../db/schema.ts';
import { addItalianBusinessDays } from '../../lib/business-days.ts';
import { approximatePoint, nearestMunicipality, placeName } from '../places/index.ts';
import { publicName } from '../users/index.ts';
import type { CandidateRow } from './candidate-rows.ts';
import type { RewardDetails } from './reward.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A point named as the public may see it: the municipality nearest the point rounded to ~1 km, never the point. */
export function approximatePlace(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const municipality = nearestMunicipality(approximatePoint({ lat: latitude, lng: longitude }));
  return municipality ? placeName(municipality) : null;
}

/** A candidate for the credit of a return, with their Hunter level (hunters/progress.ts). */
export function presentCandidate(row: CandidateRow, level: number, secureTag: boolean): RecoveryCandidate {
  return {
    id: row.user_id,
    displayName: publicName(row),
    hunterName: row.hunter_name,
    badge: roleBadgeOf(row.role),
    level,
    scans: row.scans,
    sightings: row.sightings,
    verifiedScans: row.authenticated_scans,
    eligible: !secureTag || row.authenticated_scans > 0,
    lastSeenAt: new Date(row.last_seen).toISOString(),
    evidence: {
      kind: row.evidence_verified ? 'verified_scan' : row.evidence_source === 'scan' ? 'scan' : 'sighting',
      at: new Date(row.evidence_at).toISOString(),
      place: approximatePlace(row.evidence_latitude, row.evidence_longitude),
    },
  };
}

/**
 * What each answer of the mark-recovered dialog would do with the money if confirmed `at`: the
 * escrow (`heldCents`, what the ledger holds) split 65/35 as the ledger splits it. A Hunter
 * credited gets 65%, due in 7 Italian business days; nobody credited, the owner gets 65% back once
 * the 30-day dispute window has passed (reward-expiry.service.ts) and 35% is kept. Nothing paid,
 * nothing moves.
 */
export function presentRecoverySettlement(rewardStatus: RewardStatus, heldCents: number, at: Date): RecoverySettlement {
  const funded = rewardStatus === 'funded' && heldCents > 0;
  const { share, platform } = splitReward(funded ? heldCents : 0);
  return {
    rewardStatus,
    heldCents: funded ? heldCents : 0,
    credited: { hunterCents: share, feeCents: platform, ownerBackCents: 0, payoutDueOn: funded ? addItalianBusinessDays(at, PAYOUT_BUSINESS_DAYS) : null },
    nobody: { ownerBackCents: share, keptCents: platform, refundOn: funded ? disputeDeadline(at).toISOString() : null },
  };
}

/** When an open report's reward is refunded: 12 months after the report. */
export function refundDate(stolenAt: Date): Date {
  const date = new Date(stolenAt);
  date.setUTCMonth(date.getUTCMonth() + REFUND_AFTER_MONTHS);
  return date;
}

/** Until when a dispute can be raised: 30 days after the recovery. */
export function disputeDeadline(recoveredAt: Date): Date {
  return new Date(recoveredAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);
}

/**
 * A report's reward as its owner sees it, from the report, its details (reward.repository.ts)
 * and what the ledger released to the Hunter (`postingsOf(...).release?.hunterCents`, else null).
 * The returning Hunter is named by their public Hunter name (else "Nome I."), never by e-mail.
 */
export function presentReward(
  report: Pick<Selectable<TheftReportsTable>, 'id' | 'reward_status' | 'reward_cents' | 'stolen_at' | 'recovered_at'>,
  details: RewardDetails,
  releasedHunterCents: number | null,
  settled: RewardSettled = { escrowCents: 0, releaseFeeCents: null, refund: null },
): Reward {
  const { payment, returnedBy, dispute } = details;
  return {
    ...settlementFacts(report, settled),
    theftReportId: report.id,
    status: report.reward_status,
    amountCents: report.reward_cents,
    // Once released, what the ledger credited the Hunter; before, what the reward offered would give them.
    hunterShareCents: releasedHunterCents ?? splitReward(report.reward_cents).share,
    stolenAt: report.stolen_at.toISOString(),
    refundOn: refundDate(report.stolen_at).toISOString(),
    paymentUrl: payment?.url ?? null,
    recoveredAt: report.recovered_at?.toISOString() ?? null,
    returnedBy: returnedBy ? { id: returnedBy.id, displayName: publicName(returnedBy), badge: roleBadgeOf(returnedBy.role) } : null,
    disputeUntil: report.recovered_at ? disputeDeadline(report.recovered_at).toISOString() : null,
    dispute: dispute ? { id: dispute.id, status: dispute.status, outcome: dispute.outcome } : null,
  };
}

/** What the ledger holds and posted for a report (ledger `postingsOf`): escrow, the release's fee, the refund. */
export interface RewardSettled {
  escrowCents: number;
  releaseFeeCents: number | null;
  refund: { ownerCents: number; feeCents: number } | null;
}

/**
 * The money of a recovered report in words the owner can check: released, the fee the release kept
 * and nothing back; recovered without a Hunter, 65% of the escrow back at the end of the dispute
 * window and 35% kept; refunded, what the refund posted. Null while open or when nothing was paid.
 */
function settlementFacts(
  report: Pick<Selectable<TheftReportsTable>, 'reward_status' | 'recovered_at'>,
  settled: RewardSettled,
): Pick<Reward, 'settledFeeCents' | 'ownerRefundCents' | 'refundDueOn'> {
  if (report.reward_status === 'released') return { settledFeeCents: settled.releaseFeeCents, ownerRefundCents: 0, refundDueOn: null };
  if (report.reward_status === 'refunded' && settled.refund)
    return { settledFeeCents: settled.refund.feeCents, ownerRefundCents: settled.refund.ownerCents, refundDueOn: null };
  if (report.reward_status === 'refund_pending' && report.recovered_at) {
    const { share, platform } = splitReward(settled.escrowCents);
    return { settledFeeCents: platform, ownerRefundCents: share, refundDueOn: disputeDeadline(report.recovered_at).toISOString() };
  }
  return { settledFeeCents: null, ownerRefundCents: null, refundDueOn: null };
}
