import type { Selectable } from 'kysely';
import type { TheftReportsTable } from '../../db/schema.ts';

/** A theft report's columns (the generated row: hunters sits below theft, which names it TheftReportRow). */
type TheftReportRow = Selectable<TheftReportsTable>;

/** The signed-in caller; only the id matters here. */
type Actor = { id: string };

/** Anyone but the bike's owner may hunt a stolen bike; to the owner their own theft is no hunt (404). */
export function canHunt(actor: Actor, report: Pick<TheftReportRow, 'owner_id'>): boolean {
  return report.owner_id !== actor.id;
}

/** A hunt is on offer while the theft is open and its reward funded. */
export function isHuntOffered(report: Pick<TheftReportRow, 'status' | 'reward_status'>): boolean {
  return report.status === 'open' && report.reward_status === 'funded';
}
