import type { Db } from '../../db/database.ts';

// The Hunters' tables in the data export (privacy/data-export.ts, issue #29 item 1).

/** The person's hunts. */
export function huntsOf(db: Db, hunterId: string) {
  return db.selectFrom('hunts').select(['theft_report_id', 'status', 'created_at', 'updated_at']).where('hunter_id', '=', hunterId).execute();
}

/** The thefts that alerted the person as a Hunter, with the distance and town each alert named. */
export function huntAlertsOf(db: Db, userId: string) {
  return db
    .selectFrom('hunt_alert_recipients')
    .select(['theft_report_id', 'distance_km', 'place_name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The days the person was sent an alert mail. */
export function huntAlertMailDaysOf(db: Db, userId: string) {
  return db.selectFrom('hunt_alert_mails').select(['day']).where('user_id', '=', userId).orderBy('day').execute();
}
