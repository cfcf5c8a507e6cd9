import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A Hunter's area with what an alert needs of its account. */
export interface AreaWatcherRow {
  user_id: string;
  lat: number;
  lng: number;
  radius_km: number;
  email: string;
  nome: string;
  language: 'it' | 'en' | 'zh';
  email_verified: boolean;
}

/** SQL for the Hunters' areas and their once-a-day alert mails. */
export const hunterAreaRepository = {
  find(db: Db, userId: string) {
    return db.selectFrom('hunter_areas').select(['lat', 'lng', 'radius_km']).where('user_id', '=', userId).executeTakeFirst();
  },

  async upsert(db: Db, row: { user_id: string; lat: number; lng: number; radius_km: number; at: Date }): Promise<void> {
    const { at, ...area } = row;
    await db
      .insertInto('hunter_areas')
      .values({ ...area, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ lat: area.lat, lng: area.lng, radius_km: area.radius_km, updated_at: at }))
      .execute();
  },

  async delete(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('hunter_areas').where('user_id', '=', userId).execute();
  },

  async deleteMailDays(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('hunt_alert_mails').where('user_id', '=', userId).execute();
  },

  /** Areas whose centre lies in the bounding box of `maxKm` around the point, north–south and east–west (the caller measures the circle). */
  listInBox(db: Db, point: { lat: number; lng: number }, maxKm: number) {
    const dLat = maxKm / 111;
    const dLng = maxKm / (111 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
    return db
      .selectFrom('hunter_areas as a')
      .select(['a.user_id', 'a.lat', 'a.lng', 'a.radius_km'])
      .where('a.lat', '>=', point.lat - dLat)
      .where('a.lat', '<=', point.lat + dLat)
      .where('a.lng', '>=', point.lng - dLng)
      .where('a.lng', '<=', point.lng + dLng)
      .execute();
  },

  /** Records that the Hunter is alerted about this theft, with what the alert says; false when they already were. */
  async claimAlert(db: Db, row: { theftReportId: string; userId: string; distanceKm: number; placeName: string | null; at: Date }): Promise<boolean> {
    const inserted = await db
      .insertInto('hunt_alert_recipients')
      .values({ theft_report_id: row.theftReportId, user_id: row.userId, distance_km: row.distanceKm, place_name: row.placeName, created_at: row.at })
      .onConflict((oc) => oc.columns(['theft_report_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** Deletes at most `limit` alert records made at or before `before`, oldest first, skipping locked ones; how many. */
  async deleteAlertsMadeBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await sql`
      DELETE FROM hunt_alert_recipients WHERE (theft_report_id, user_id) IN (
        SELECT theft_report_id, user_id FROM hunt_alert_recipients WHERE created_at <= ${before}::timestamptz
        ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  async deleteAlerts(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('hunt_alert_recipients').where('user_id', '=', userId).execute();
  },

  /** Records that the Hunter is mailed today; false when they already were (one mail a day). */
  async claimMailDay(db: Db, userId: string, day: string, at: Date): Promise<boolean> {
    const inserted = await db
      .insertInto('hunt_alert_mails')
      .values({ user_id: userId, day, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /**
   * Deletes at most `limit` mailed days recorded at or before `before` and older than `today` (an Italian
   * day lasts 23 to 25 hours: today's row must outlive it), their locks taken with SKIP LOCKED
   * (retention, issue #26); how many.
   */
  async deleteMailDaysBefore(db: Db, before: Date, today: string, limit: number): Promise<number> {
    const result = await sql`
      DELETE FROM hunt_alert_mails WHERE (user_id, day) IN (
        SELECT user_id, day FROM hunt_alert_mails
        WHERE created_at <= ${before}::timestamptz AND day < ${today}::date
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
};

/** What the hunt alerts of these thefts said to the user: the distance from their area and the municipality (theft report id → facts). */
export async function huntAlertFactsOf(db: Db, userId: string, theftReportIds: string[]) {
  if (theftReportIds.length === 0) return new Map<string, { distance_km: number; place_name: string | null }>();
  const rows = await db
    .selectFrom('hunt_alert_recipients')
    .select(['theft_report_id', 'distance_km', 'place_name'])
    .where('user_id', '=', userId)
    .where('theft_report_id', 'in', theftReportIds)
    .execute();
  return new Map(rows.map((r) => [r.theft_report_id, { distance_km: r.distance_km, place_name: r.place_name }]));
}
