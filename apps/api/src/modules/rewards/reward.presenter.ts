import { DISPUTE_WINDOW_DAYS, REFUND_AFTER_MONTHS, type Reward, splitReward } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { TheftReportsTable } from '../../db/schema.ts';
import type { RewardDetails } from './reward.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Giulia R.": how Hunters and finders are shown to owners (never their e-mail). */
export function displayName(user: { nome: string; cognome: string }): string {
  const initial = user.cognome.trim().charAt(0);
  return initial ? `${user.nome} ${initial.toUpperCase()}.` : user.nome;
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
 * The returning Hunter is named as "Nome I.", never by e-mail.
 */
export function presentReward(
  report: Pick<Selectable<TheftReportsTable>, 'id' | 'reward_status' | 'reward_cents' | 'stolen_at' | 'recovered_at'>,
  details: RewardDetails,
  releasedHunterCents: number | null,
): Reward {
  const { payment, returnedBy, dispute } = details;
  return {
    theftReportId: report.id,
    status: report.reward_status,
    amountCents: report.reward_cents,
    // Once released, what the ledger credited the Hunter; before, what the reward offered would give them.
    hunterShareCents: releasedHunterCents ?? splitReward(report.reward_cents).share,
    stolenAt: report.stolen_at.toISOString(),
    refundOn: refundDate(report.stolen_at).toISOString(),
    paymentUrl: payment?.url ?? null,
    recoveredAt: report.recovered_at?.toISOString() ?? null,
    returnedBy: returnedBy ? { id: returnedBy.id, displayName: displayName(returnedBy) } : null,
    disputeUntil: report.recovered_at ? disputeDeadline(report.recovered_at).toISOString() : null,
    dispute: dispute ? { id: dispute.id, status: dispute.status, outcome: dispute.outcome } : null,
  };
}
