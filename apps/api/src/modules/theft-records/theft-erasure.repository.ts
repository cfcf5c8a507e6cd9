import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of what the deletion of an account does to the theft module's tables (theft-erasure.ts holds the rules). */
export const theftErasureRepository = {
  /** Clears the contact address (and the consent that went with it) of every sighting that gave this one, in any case; how many. */
  async clearContactAddress(db: Db, email: string): Promise<number> {
    const result = await db
      .updateTable('sightings')
      .set({ contact_email: null, contact_language: null, contact_consent: false })
      .where(sql<string>`lower(contact_email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Clears the point on the map of these reports (the municipality stays); how many. */
  async clearPlacePoint(db: Db, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await db.updateTable('theft_reports').set({ place_lat: null, place_lng: null }).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The owner's theft reports, locked for the rest of the transaction. */
  async lockReportsOf(db: Db, ownerId: string): Promise<string[]> {
    const rows = await db.selectFrom('theft_reports').select('id').where('owner_id', '=', ownerId).forUpdate().execute();
    return rows.map((r) => r.id);
  },
};
