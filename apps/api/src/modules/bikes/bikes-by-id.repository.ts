import type { Db } from '../../db/database.ts';
import type { BikeRow } from './bike-row.ts';

/** SQL of bikes read by id in batches, for the modules that compose them with their own rows (issue #29 item 1). */
export const bikesByIdRepository = {
  /** The bikes with these ids (in no particular order; an unknown id is left out). */
  async list(db: Db, ids: readonly string[]): Promise<BikeRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('bikes').selectAll().where('id', 'in', ids).execute();
  },

  /** The bikes whose normalised serial is this one ('' matches nothing). */
  withSerial(db: Db, normalized: string): Promise<BikeRow[]> {
    if (normalized === '') return Promise.resolve([]);
    return db.selectFrom('bikes').selectAll().where('serial_number_normalized', '=', normalized).execute();
  },

  /** The ids of the bikes reported stolen, as a subquery (the public listing of thefts filters by it). */
  stolenIdsQuery(db: Db) {
    return db.selectFrom('bikes').select('id').where('status', '=', 'stolen');
  },
};
