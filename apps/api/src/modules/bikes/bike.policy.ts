import type { UserRow } from '../users/index.ts';
import { actsAsAdmin } from '../users/index.ts';
import type { BikeRow } from './bike-row.ts';

type Actor = Pick<UserRow, 'id' | 'role' | 'totp_enabled_at'>;

/** The owner sees their bike; admins see every bike (read only). */
export function canViewBike(actor: Actor, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return bike.owner_id === actor.id || actsAsAdmin(actor);
}

/** Only the owner changes, deletes or transfers a bike. */
export function canEditBike(actor: Actor, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return bike.owner_id === actor.id;
}

/** Admins list every bike and may filter by owner; everyone else lists their own. */
export function canListAllBikes(actor: Actor): boolean {
  return actsAsAdmin(actor);
}

/** A bike reported stolen stays put: no deletion, no transfer, until it is recovered. */
export function isLockedByTheft(bike: Pick<BikeRow, 'status'>): boolean {
  return bike.status === 'stolen';
}
