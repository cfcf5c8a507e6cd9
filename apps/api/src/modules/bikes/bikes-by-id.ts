import type { Db } from '../../db/database.ts';
import type { BikeRow } from './bike-row.ts';
import { bikesByIdRepository } from './bikes-by-id.repository.ts';

// What modules that list their own rows with a bike (tags, transfers, shops, verification, stolen) read of
// bikes: a batch by ids, never one query per row (issue #29 item 1).

/** The bikes with these ids, by id (an unknown id has no entry). */
export async function bikesByIds(db: Db, ids: readonly string[]): Promise<Map<string, BikeRow>> {
  const unique = [...new Set(ids)];
  const rows = await bikesByIdRepository.list(db, unique);
  return new Map(rows.map((bike) => [bike.id, bike]));
}

/** The bikes whose normalised serial is this one ('' matches nothing): the used-bike check. */
export function bikesWithSerial(db: Db, normalized: string): Promise<BikeRow[]> {
  return bikesByIdRepository.withSerial(db, normalized);
}

/** The ids of the bikes reported stolen, as a subquery for a statement of another owner (theft-records' public listing). */
export function stolenBikeIds(db: Db) {
  return bikesByIdRepository.stolenIdsQuery(db);
}
