import type { Db } from '../../db/database.ts';
import { theftRepository } from './theft.repository.ts';
import { theftErasureRepository } from './theft-erasure.repository.ts';

// What the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`, at once) and its purge
// (privacy/account-retention.ts, within 30 days) do to the theft module's tables (issue #26 item 5).

/**
 * At the deletion: sightings whose finder gave this address to be contacted (signed in or not) lose it,
 * and the consent with it. The sighting stays for the bike's owner, as the `sightings` rule keeps it.
 */
export function forgetSightingContactAddress(trx: Db, email: string): Promise<number> {
  return theftErasureRepository.clearContactAddress(trx, email);
}

/**
 * At the purge: the thefts the owner leaves behind (kept with their money for the accounting records)
 * keep what the `theft_facts` rule and the privacy page say stays of a theft: the municipality, the
 * dates and the amounts. The address, the point on the map, the circumstances, the lock and the police
 * report go.
 */
export async function reduceTheftFactsOf(trx: Db, ownerId: string): Promise<number> {
  const ids = await theftErasureRepository.lockReportsOf(trx, ownerId);
  await theftRepository.reduceFacts(trx, ids);
  // NOTE: reduceFacts keeps a ~1 km point (the retention step's choice); an erased owner's theft keeps none.
  await theftErasureRepository.clearPlacePoint(trx, ids);
  return ids.length;
}
