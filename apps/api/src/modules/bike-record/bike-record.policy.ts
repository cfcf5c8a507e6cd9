import type { BikeRow } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';

/**
 * Only the owner prints the bike's record: it is a proof of her ownership with her name on it, so not
 * even an admin (who may look at any bike) prints one for somebody else's.
 */
export function canPrintBikeRecord(actor: Pick<UserRow, 'id'>, bike: Pick<BikeRow, 'owner_id'>): boolean {
  return bike.owner_id === actor.id;
}
