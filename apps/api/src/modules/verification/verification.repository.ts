import type { ScanAuthenticity } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ScanColumns } from './scan-batch.repository.ts';

/** A scan row in column form, device info as JSON text; its authenticity is given apart. */
export type ScanValues = Omit<ScanColumns, 'authenticity' | 'device_info'> & { device_info: string | null };

/** An improbable journey between two authenticated taps of a tag, as stored for admins. */
export interface TravelAlertValues {
  tagId: string;
  scanId: number;
  previousScanId: number;
  distanceM: number;
  elapsedS: number;
  speedKmh: number;
  now: Date;
}

// NOTE: the functions used on the verification hot path return the query's own promise (no async
// wrapper): the service awaits each exactly once, as it did when it held the SQL.

/** SQL of the verification path: scans written at once (secure taps, stolen bikes), travel alerts, the lock of a sighting's spacing. */
export const verificationRepository = {
  /** The scan's id if that scan is of this bike. */
  async scanOfBike(db: Db, scanId: number, bikeId: string): Promise<number | undefined> {
    const row = await db.selectFrom('scans').select('id').where('id', '=', scanId).where('bike_id', '=', bikeId).executeTakeFirst();
    return row?.id;
  },

  /**
   * Records a genuine tap in one statement: the tag's counter moves up only if
   * this tap's is higher, and the scan says whether it did. Two submissions of
   * one URL at once: the row lock of sun_counters lets exactly one move it.
   */
  insertGenuineScan(db: Db, tagId: string, v: ScanValues, counter: number, now: Date) {
    return sql<{ id: string; authenticity: 'authenticated' | 'replayed'; scanned_at: Date }>`
    WITH bump AS (
      INSERT INTO sun_counters AS c (tag_id, counter, updated_at) VALUES (${tagId}, ${counter}, ${now}::timestamptz)
      ON CONFLICT (tag_id) DO UPDATE SET counter = EXCLUDED.counter, updated_at = EXCLUDED.updated_at WHERE c.counter < EXCLUDED.counter
      RETURNING tag_id
    ),
    -- Read from the CTE, so the scan row (and its id) is made only once the counter's row lock is held:
    -- scan ids then follow the order in which taps were judged.
    verdict AS MATERIALIZED (SELECT CASE WHEN EXISTS (SELECT 1 FROM bump) THEN 'authenticated' ELSE 'replayed' END AS authenticity)
    INSERT INTO scans (uid, tag_id, bike_id, theft_report_id, scanner_id, result, latitude, longitude, accuracy, device_info, sun_counter, authenticity, scanned_at, view_token)
    SELECT ${v.uid}, ${v.tag_id}, ${v.bike_id}, ${v.theft_report_id}, ${v.scanner_id}, ${v.result}, ${v.latitude}, ${v.longitude}, ${v.accuracy},
           ${v.device_info}::jsonb, ${counter}, verdict.authenticity, ${v.scanned_at}::timestamptz, ${v.view_token}::uuid
    FROM verdict
    RETURNING id, authenticity, scanned_at`.execute(db);
  },

  /** One scan row as it is; returns its id and time. */
  insertScan(db: Db, values: ScanValues, authenticity: ScanAuthenticity | null) {
    return db
      .insertInto('scans')
      .values({ ...values, authenticity })
      .returning(['id', 'scanned_at'])
      .executeTakeFirstOrThrow();
  },

  /** The tag's authenticated tap with a place and the highest counter below `counter`, if any. */
  previousPlacedAuthenticatedScan(db: Db, tagId: string, counter: number) {
    return db
      .selectFrom('scans')
      .select(['id', 'latitude', 'longitude', 'accuracy', 'scanned_at'])
      .where('tag_id', '=', tagId)
      .where('authenticity', '=', 'authenticated')
      .where('sun_counter', '<', counter)
      .where('latitude', 'is not', null)
      .orderBy('sun_counter', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Stores a travel alert; one per scan (a second is ignored). */
  async insertTravelAlert(db: Db, alert: TravelAlertValues): Promise<void> {
    await db
      .insertInto('travel_alerts')
      .values({
        tag_id: alert.tagId,
        scan_id: alert.scanId,
        previous_scan_id: alert.previousScanId,
        distance_m: alert.distanceM,
        elapsed_s: alert.elapsedS,
        speed_kmh: alert.speedKmh,
        created_at: alert.now,
      })
      .onConflict((oc) => oc.column('scan_id').doNothing())
      .execute();
  },

  /** Waits for, then holds until the transaction ends, the lock named `key` (one theft and client at a time). */
  async lockForTransaction(trx: Db, key: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  },

  /** The last counter a secure tag's accepted tap carried, if it was ever tapped. */
  async sunCounterOf(db: Db, tagId: string): Promise<number | undefined> {
    const row = await db.selectFrom('sun_counters').select('counter').where('tag_id', '=', tagId).executeTakeFirst();
    return row?.counter;
  },

  /** The authenticity of these scans, with their ids. */
  authenticityOf(db: Db, scanIds: readonly number[]) {
    if (scanIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('scans').select(['id', 'authenticity']).where('id', 'in', scanIds).execute();
  },
};
