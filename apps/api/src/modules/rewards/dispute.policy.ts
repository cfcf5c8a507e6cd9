import type { UserRow } from '../users/index.ts';
import type { ReportRow } from './lock-order.ts';

/** The signed-in caller with the role: an admin is an actor like any other here, and gets no more. */
type Actor = Pick<UserRow, 'id' | 'role'>;

/** The caller disputes as the bike's owner (the other party is then the credited Hunter). */
export function disputesAsOwner(actor: Actor, report: Pick<ReportRow, 'owner_id'>): boolean {
  return report.owner_id === actor.id;
}

/**
 * Who may dispute a recovery: the owner, or a Hunter eligible for the credit
 * (a scan or sighting during the theft; for a secure tag, a genuine tap) —
 * `eligibleHunter` as worked out by the reward service. Admins have no say
 * here: they resolve disputes, they do not raise them.
 */
export function canRaiseDispute(actor: Actor, report: Pick<ReportRow, 'owner_id'>, eligibleHunter: boolean): boolean {
  return disputesAsOwner(actor, report) || eligibleHunter;
}
