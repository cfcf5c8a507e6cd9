import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SightingPhotosTable, SightingsTable } from '../../db/schema.ts';

const sightingRows = (db: Db, bikeId: string) =>
  db
    .selectFrom('sightings as s')
    .leftJoin('sighting_photos as p', 'p.sighting_id', 's.id')
    .selectAll('s')
    .select(['p.width as photo_width', 'p.height as photo_height'])
    .where('s.bike_id', '=', bikeId)
    .orderBy('s.created_at', 'desc');

/** A sighting with its photo's size (its reporter, conversation and scan are their owners': theft composes them). */
export type SightingListRow = Awaited<ReturnType<ReturnType<typeof sightingRows>['execute']>>[number];

/** SQL for sightings of stolen bikes and their photos. */
export const sightingRepository = {
  /** The sighting a scan made, if any (a scan makes at most one). */
  findByScan(db: Db, scanId: number) {
    return db.selectFrom('sightings').select(['id', 'bike_id', 'notified']).where('scan_id', '=', scanId).where('source', '=', 'scan').executeTakeFirst();
  },

  /** The bike's latest sighting that alerted its owner, other than `exceptId`. */
  latestNotifiedOther(db: Db, bikeId: string, exceptId: string) {
    return db
      .selectFrom('sightings')
      .select(['id', 'created_at'])
      .where('bike_id', '=', bikeId)
      .where('notified', '=', true)
      .where('id', '<>', exceptId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The bike's latest sighting that alerted its owner made at or after `since`: when and where (its push tells it). */
  latestNotifiedSince(db: Db, bikeId: string, since: Date) {
    return db
      .selectFrom('sightings')
      .select(['created_at', 'latitude', 'longitude'])
      .where('bike_id', '=', bikeId)
      .where('notified', '=', true)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('sightings').where('id', '=', id).execute();
  },

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

  // Retention (issue #26, decision 049): each call changes at most `limit` rows in one short statement,
  // their row locks taken with SKIP LOCKED (two workers share the work); returns how many. A theft has
  // closed when its bike was recovered or its reward refunded: coalesce(recovered_at, refunded_at).

  /** Clears the finders' contact addresses of sightings whose theft closed at or before `closedBy`. */
  async clearContactsOfClosedThefts(db: Db, closedBy: Date, limit: number): Promise<number> {
    const result = await sql`
      UPDATE sightings SET contact_email = NULL, contact_language = NULL
      WHERE id IN (
        SELECT s.id FROM sightings s JOIN theft_reports t ON t.id = s.theft_report_id
        WHERE s.contact_email IS NOT NULL AND coalesce(t.recovered_at, t.refunded_at) <= ${closedBy}::timestamptz
        LIMIT ${limit}
        FOR UPDATE OF s SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /** Clears the keyed client of anonymous sightings made at or before `before` (its day's key is gone by then). */
  async clearClientKeys(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .updateTable('sightings')
      .set({ client_key: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sightings')
          .select('id')
          .where('client_key', 'is not', null)
          .where('created_at', '<=', before)
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /**
   * Reduces sightings whose theft closed at or before `closedBy` to their time, source and a ~1 km cell
   * (0.01°, as places.ts `approximatePoint`): the note, the exact point and its accuracy go. NOTE: the
   * condition is the predicate of the partial index sightings_personal_idx (migration 20261201110400).
   */
  async reduceOfClosedThefts(db: Db, closedBy: Date, limit: number): Promise<number> {
    const result = await sql`
      UPDATE sightings SET note = NULL, accuracy = NULL,
        latitude = round(latitude::numeric, 2)::double precision, longitude = round(longitude::numeric, 2)::double precision
      WHERE id IN (
        SELECT s.id FROM sightings s JOIN theft_reports t ON t.id = s.theft_report_id
        WHERE (s.note IS NOT NULL OR s.accuracy IS NOT NULL
               OR s.latitude <> round(s.latitude::numeric, 2)::double precision OR s.longitude <> round(s.longitude::numeric, 2)::double precision)
          AND coalesce(t.recovered_at, t.refunded_at) <= ${closedBy}::timestamptz
        LIMIT ${limit}
        FOR UPDATE OF s SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /** Locks (SKIP LOCKED) photos of sightings whose theft closed at or before `closedBy`, with their bike (their folder). */
  lockPhotosOfClosedThefts(trx: Db, closedBy: Date, limit: number): Promise<{ id: string; bike_id: string }[]> {
    return trx
      .selectFrom('sighting_photos as p')
      .innerJoin('sightings as s', 's.id', 'p.sighting_id')
      .innerJoin('theft_reports as t', 't.id', 's.theft_report_id')
      .select(['p.id', 's.bike_id'])
      .where(sql<boolean>`coalesce(t.recovered_at, t.refunded_at) <= ${closedBy}::timestamptz`)
      .limit(limit)
      .forUpdate('p')
      .skipLocked()
      .execute();
  },

  async deletePhotos(trx: Db, ids: string[]): Promise<void> {
    if (ids.length > 0) await trx.deleteFrom('sighting_photos').where('id', 'in', ids).execute();
  },

  /** The newest sighting of a theft that this anonymous client's scan made after `since`, if any (the client by any of its keys: one per day). */
  latestOfClient(db: Db, theftReportId: string, clientKeys: readonly string[], since: Date) {
    return db
      .selectFrom('sightings')
      .select('created_at')
      .where('theft_report_id', '=', theftReportId)
      .where('client_key', 'in', clientKeys)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  /**
   * Gives the sighting a page view's scan made the who and where its scan was completed with: the
   * reporter only if none is recorded, the point only where none is.
   */
  async completeOfScan(
    db: Db,
    scanId: number,
    facts: { scannerId: string | null; location: { latitude: number; longitude: number; accuracy: number | null } | null },
  ): Promise<void> {
    await db
      .updateTable('sightings')
      .set((eb) => ({
        reporter_id: eb.fn.coalesce('reporter_id', eb.val(facts.scannerId)),
        latitude: eb.fn.coalesce('latitude', eb.val(facts.location?.latitude ?? null)),
        longitude: eb.fn.coalesce('longitude', eb.val(facts.location?.longitude ?? null)),
        accuracy: eb.fn.coalesce('accuracy', eb.val(facts.location?.accuracy ?? null)),
      }))
      .where('scan_id', '=', scanId)
      .where('source', '=', 'scan')
      .execute();
  },
};
