import { canEditBike } from '../bikes/bike.policy.ts';
import type { BikeRow } from '../bikes/bike-row.ts';
import type { UserRow } from '../users/user-row.ts';

type Actor = Pick<UserRow, 'id' | 'role' | 'totp_enabled_at'>;

/** Only the bike's owner publishes its theft or withdraws it (an admin neither: it is the owner's choice). */
export function canPublishTheft(actor: Actor, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return canEditBike(actor, bike);
}

/** A publication is public only while its report is open: recovery ends it at once. */
export function isPublic(report: { status: 'open' | 'recovered'; published_at: Date | null }): boolean {
  return report.status === 'open' && report.published_at !== null;
}
