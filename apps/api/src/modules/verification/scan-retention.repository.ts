import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { theftRepository } from '../theft-records/index.ts';

/**
 * A scan that still holds personal data: a device, an exact point or its accuracy, a page view's
 * token. NOTE: the very predicate of the partial index scans_personal_idx (migration
 * 20261201110100): PostgreSQL uses the index only while the two say the same. A reduced scan keeps its
 * point on the grid of 0.01° (about 1 km; places.ts `approximatePoint`), which this no longer matches.
 */
const stillPersonal = sql<boolean>`(device_info IS NOT NULL OR accuracy IS NOT NULL OR view_token IS NOT NULL
  OR latitude <> round(latitude::numeric, 2)::double precision OR longitude <> round(longitude::numeric, 2)::double precision)`;

/** The scan keeps its time, tag, bike, result and a ~1 km cell (0.01°, as places.ts `approximatePoint`); the rest goes. */
const reduced = sql`device_info = NULL, accuracy = NULL, view_token = NULL,
  latitude = round(latitude::numeric, 2)::double precision, longitude = round(longitude::numeric, 2)::double precision`;

/**
 * SQL of the scans' retention (issue #26, decision 049): each call changes at most `limit` rows in one
 * statement, its own short transaction, taking their row locks with SKIP LOCKED — two workers share the
 * work, and the verification hot path (which only inserts scans and completes its own recent ones) never
 * waits on it. Returns how many rows it changed.
 */
export const scanRetentionRepository = {
  /** Anonymous scans made at or before `before` that still hold personal data, oldest first. */
  async reduceAnonymous(db: Db, before: Date, limit: number): Promise<number> {
    const result = await sql`
      UPDATE scans SET ${reduced}
      WHERE id IN (
        SELECT id FROM scans
        WHERE scanner_id IS NULL AND scanned_at <= ${before}::timestamptz AND ${stillPersonal}
        ORDER BY scanned_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /**
   * Signed-in scans due: of no theft, made at or before `before`; of a theft, once the theft closed at
   * or before `before` (recovered, or its reward refunded: decision 049). A scan precedes its theft's
   * end, so both are found among the scans made by then. Which thefts closed by then, theft-records says
   * (a subquery of this statement: one statement still).
   */
  async reduceSignedIn(db: Db, before: Date, limit: number): Promise<number> {
    const result = await sql`
      UPDATE scans SET ${reduced}
      WHERE id IN (
        SELECT s.id FROM scans s
        WHERE s.scanner_id IS NOT NULL AND s.scanned_at <= ${before}::timestamptz AND ${stillPersonal}
          AND (s.theft_report_id IS NULL OR s.theft_report_id IN (${theftRepository.closedIdsQuery(db, before)}))
        ORDER BY s.scanned_at LIMIT ${limit}
        FOR UPDATE OF s SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /** Travel alerts raised at or before `before`. */
  async deleteTravelAlerts(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('travel_alerts')
      .where('id', 'in', (eb) =>
        eb.selectFrom('travel_alerts').select('id').where('created_at', '<=', before).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
