import type { BikeRow } from '../bikes/index.ts';
import { canEditBike } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';

type Actor = Pick<UserRow, 'id' | 'role' | 'totp_enabled_at'>;

/** Only the bike's owner publishes its theft or withdraws it (an admin neither: it is the owner's choice). */
export function canPublishTheft(actor: Actor, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return canEditBike(actor, bike);
}

/** A publication is public only while its report is open: recovery ends it at once. */
export function isPublic(report: { status: 'open' | 'recovered'; published_at: Date | null }): boolean {
  return report.status === 'open' && report.published_at !== null;
}

/**
 * Why a theft that had a public page no longer shows it (issue #27): found (its thanks page), or still
 * open but taken down by its owner ("no longer searched for"); null while it is public.
 */
export function endedOutcome(report: { status: 'open' | 'recovered'; published_at: Date | null }): 'recovered' | 'withdrawn' | null {
  if (report.status === 'recovered') return 'recovered';
  return isPublic(report) ? null : 'withdrawn';
}
