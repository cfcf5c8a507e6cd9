import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SightingPhotosTable, SightingsTable } from '../../db/schema.ts';

const sightingRows = (db: Db, bikeId: string) =>
  db
    .selectFrom('sightings as s')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 's.reporter_id').on('u.deleted_at', 'is', null))
    // A signed-in finder's conversation about this theft, or an anonymous finder's about this very sighting (issue #27).
    .leftJoin('conversations as c', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('c.theft_report_id', '=', eb.ref('s.theft_report_id')), eb('c.finder_id', '=', eb.ref('s.reporter_id'))]),
          eb.and([eb('c.sighting_id', '=', eb.ref('s.id')), eb('c.finder_id', 'is', null)]),
        ]),
      ),
    )
    .leftJoin('scans as sc', 'sc.id', 's.scan_id')
    .leftJoin('sighting_photos as p', 'p.sighting_id', 's.id')
    .selectAll('s')
    .select(['u.nome', 'u.cognome', 'u.role', 'c.id as conversation_id', 'sc.authenticity', 'p.width as photo_width', 'p.height as photo_height'])
    .where('s.bike_id', '=', bikeId)
    .orderBy('s.created_at', 'desc');

/** A sighting with its reporter's name (none once deleted), the finder's conversation, the scan's authenticity and its photo's size. */
export type SightingListRow = Awaited<ReturnType<ReturnType<typeof sightingRows>['execute']>>[number];

/** SQL for sightings of stolen bikes and their photos. */
export const sightingRepository = {
  /** Records a sighting, returning its id. */
  async insert(db: Db, sighting: Insertable<SightingsTable>): Promise<string> {
    const row = await db.insertInto('sightings').values(sighting).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** How many of the bike's anonymous sightings alerted its owner after `since` (the hourly budget counts them). */
  async countAnonymousAlertsSince(db: Db, bikeId: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('sightings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('bike_id', '=', bikeId)
      .where('reporter_id', 'is', null)
      .where('notified', '=', true)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The bike's sightings, newest first, in one query. */
  listOfBike(db: Db, bikeId: string): Promise<SightingListRow[]> {
    return sightingRows(db, bikeId).execute();
  },

  async insertPhoto(db: Db, photo: Insertable<SightingPhotosTable>): Promise<void> {
    await db.insertInto('sighting_photos').values(photo).execute();
  },

  /** The photo of a sighting (its id, for its files) and the sighting's bike (their folder). */
  findPhotoOf(db: Db, sightingId: string): Promise<{ id: string; bike_id: string } | undefined> {
    return db
      .selectFrom('sighting_photos as p')
      .innerJoin('sightings as s', 's.id', 'p.sighting_id')
      .select(['p.id', 's.bike_id'])
      .where('p.sighting_id', '=', sightingId)
      .executeTakeFirst();
  },
};
