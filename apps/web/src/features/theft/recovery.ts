import type { RecoveryCandidate } from '@ritrova/shared';

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
