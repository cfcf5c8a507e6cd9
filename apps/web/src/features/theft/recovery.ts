import type { RecoveryCandidate, RecoverySettlement } from '@ritrova/shared';

/** The answer "nobody returned it / I found it myself" in the who-returned-it radio group. */
export const nobodyReturned = 'nobody';

/**
 * With no Hunter to credit, "nobody" is the only answer and is already chosen;
 * with candidates the owner must pick one (crediting releases a paid reward).
 * A Hunter listed without a proven presence (a secure tag never tapped) cannot be credited.
 */
export function initialRecoveryChoice(candidates: readonly RecoveryCandidate[]): string | null {
  return candidates.some((candidate) => candidate.eligible) ? null : nobodyReturned;
}

/**
 * The `returnedBy` sent for a choice: a listed candidate's id, null for nobody;
 * undefined while unanswered, or for a Hunter no longer listed.
 */
export function returnedByFor(choice: string | null, candidates: readonly RecoveryCandidate[]): string | null | undefined {
  if (choice === nobodyReturned) return null;
  if (choice !== null && candidates.some((candidate) => candidate.id === choice && candidate.eligible)) return choice;
  return undefined;
}

/** What the chosen answer does with the money, from the figures the API computed (never recomputed here). */
export type RecoveryOutcome =
  | { kind: 'none' }
  | { kind: 'unpaid' }
  | { kind: 'hunter'; name: string; hunterCents: number; feeCents: number; ownerBackCents: number; payoutDueOn: string | null }
  | { kind: 'nobody'; ownerBackCents: number; keptCents: number; refundOn: string | null };

/**
 * The money summary the dialog shows for a choice before the owner confirms: a Hunter credited
 * (their share, the fee, nothing back, the payout date), nobody (what comes back, what is kept,
 * when), or no money at all (no reward, or one never paid). Null while nothing is chosen.
 */
export function recoveryOutcome(
  settlement: RecoverySettlement | null,
  choice: string | null,
  candidates: readonly RecoveryCandidate[],
): RecoveryOutcome | null {
  if (choice === null || settlement === null) return null;
  if (settlement.heldCents === 0) return { kind: settlement.rewardStatus === 'awaiting_payment' ? 'unpaid' : 'none' };
  if (choice === nobodyReturned) return { kind: 'nobody', ...settlement.nobody };
  const hunter = candidates.find((candidate) => candidate.id === choice && candidate.eligible);
  return hunter ? { kind: 'hunter', name: hunter.displayName, ...settlement.credited } : null;
}

/** A calendar day ('YYYY-MM-DD') as an instant at noon UTC, so every time zone formats the same day. */
export function dayAsInstant(day: string): string {
  return `${day}T12:00:00Z`;
}
