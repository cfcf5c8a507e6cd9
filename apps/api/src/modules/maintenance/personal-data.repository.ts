import type { Db } from '../../db/database.ts';

/** The export (privacy/data-export.ts): maintenance the person recorded, and what shops recorded on their bikes. */
export function maintenanceOfPerson(db: Db, userId: string, bikeIds: string[]) {
  return db
    .selectFrom('maintenance_records')
    .selectAll()
    .where((eb) => (bikeIds.length > 0 ? eb.or([eb('created_by', '=', userId), eb('bike_id', 'in', bikeIds)]) : eb('created_by', '=', userId)))
    .orderBy('created_at')
    .execute();
}
