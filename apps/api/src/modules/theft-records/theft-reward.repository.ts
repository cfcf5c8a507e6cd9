import { type RawBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TheftReportsTable } from '../../db/schema.ts';
import type { TheftReportRow } from './theft-row.ts';

// The theft report's reward columns and the sightings the money flows read (issue #29 item 1): the SQL
// rewards/ ran on these tables, here with their owner; rewards calls it with its own handle (same transaction).

/** Locks a theft report `FOR NO KEY UPDATE` (by id, or the bike's open one); undefined when none, or when held and `skipLocked`. Step 2 of rewards/lock-order.ts. */
export function lockTheftReport(
  trx: Db,
  target: { reportId: string } | { openReportOfBike: string },
  skipLocked: boolean,
): Promise<TheftReportRow | undefined> {
  let query = trx.selectFrom('theft_reports').selectAll();
  query = 'reportId' in target ? query.where('id', '=', target.reportId) : query.where('bike_id', '=', target.openReportOfBike).where('status', '=', 'open');
  const locking = query.forNoKeyUpdate();
  return (skipLocked ? locking.skipLocked() : locking).executeTakeFirst();
}

/**
 * Locks (FOR NO KEY UPDATE SKIP LOCKED) at most `limit` reports whose reward holds no money (neither
 * funded nor refund pending) and for which `documentsDue` holds — the caller's condition on its own
 * tables, given the report's id column — in one statement; their ids.
 */
export async function lockReportsWithMoneyDocumentsDue(
  trx: Db,
  documentsDue: (reportId: RawBuilder<string>) => RawBuilder<boolean>,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
        SELECT t.id FROM theft_reports t
        WHERE t.reward_status NOT IN ('funded', 'refund_pending')
          AND ${documentsDue(sql.ref<string>('t.id'))}
        LIMIT ${limit}
        FOR NO KEY UPDATE OF t SKIP LOCKED`.execute(trx);
  return rows.map((row) => row.id);
}

/** The reward facts and the bike of these reports, by id (read without a lock). */
export function theftRewardFactsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('theft_reports')
    .select(['id', 'bike_id', 'owner_id', 'returned_by', 'reward_status', 'reward_cents', 'recovered_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** A theft report by id, read without a lock. */
export function findTheftReport(db: Db, id: string): Promise<TheftReportRow | undefined> {
  return db.selectFrom('theft_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A bike's latest theft report. */
export function latestTheftReportOfBike(db: Db, bikeId: string): Promise<TheftReportRow | undefined> {
  return db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bikeId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** A bike's open theft report, read without a lock. */
export function openTheftReportOfBike(db: Db, bikeId: string): Promise<TheftReportRow | undefined> {
  return db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bikeId).where('status', '=', 'open').executeTakeFirst();
}

export async function updateTheftReport(db: Db, id: string, changes: Updateable<TheftReportsTable>): Promise<void> {
  await db.updateTable('theft_reports').set(changes).where('id', '=', id).execute();
}

/** Sets a report's reward (amount and status), returning the report. */
export function setTheftReward(db: Db, id: string, reward: Pick<Updateable<TheftReportsTable>, 'reward_cents' | 'reward_status'>): Promise<TheftReportRow> {
  return db.updateTable('theft_reports').set(reward).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Marks the expiry notice of an open, funded report not noticed yet, returning it; undefined otherwise. */
export function markRewardExpiryNotice(db: Db, id: string, at: Date): Promise<TheftReportRow | undefined> {
  return db
    .updateTable('theft_reports')
    .set({ expiry_notice_at: at })
    .where('id', '=', id)
    .where('expiry_notice_at', 'is', null)
    .where('status', '=', 'open')
    .where('reward_status', '=', 'funded')
    .returningAll()
    .executeTakeFirst();
}

/** Open, funded reports not noticed yet whose 12 months end within `noticeDays` of `now`. */
export function rewardNoticeDue(db: Db, now: Date, noticeDays: number) {
  return db
    .selectFrom('theft_reports')
    .select('id')
    .where('status', '=', 'open')
    .where('reward_status', '=', 'funded')
    .where('expiry_notice_at', 'is', null)
    .where(sql<boolean>`stolen_at + interval '12 months' - make_interval(days => ${noticeDays}) <= ${now}`)
    .execute();
}

/** Open, funded reports 12 months old at `now`, and reports recovered without a Hunter by `recoveredBy`. */
export function rewardRefundDue(db: Db, now: Date, recoveredBy: Date) {
  return db
    .selectFrom('theft_reports')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('reward_status', '=', 'funded'), sql<boolean>`stolen_at + interval '12 months' <= ${now}`]),
        eb.and([eb('status', '=', 'recovered'), eb('reward_status', '=', 'refund_pending'), eb('recovered_at', '<=', recoveredBy)]),
      ]),
    )
    .execute();
}

/** Whether a user recorded a sighting (or a scan's sighting) during a theft. */
export async function hasSightingBy(db: Db, theftReportId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('sightings').select('id').where('theft_report_id', '=', theftReportId).where('reporter_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Marks a sighting of one of the owner's thefts useful (or not); undefined when it is no such sighting. */
export function setSightingUseful(db: Db, sightingId: string, ownerId: string, useful: boolean) {
  return db
    .updateTable('sightings')
    .set({ useful })
    .where('id', '=', sightingId)
    .where('theft_report_id', 'in', (eb) => eb.selectFrom('theft_reports').select('id').where('owner_id', '=', ownerId))
    .returning('useful')
    .executeTakeFirst();
}

/** The sightings (and scans' sightings) of a theft recorded by someone other than `ownerId`: who, when, how, where, which scan. */
export function sightingsOfTheftByOthers(db: Db, theftReportId: string, ownerId: string) {
  return db
    .selectFrom('sightings')
    .select(['reporter_id', 'source', 'created_at', 'latitude', 'longitude', 'scan_id'])
    .where('theft_report_id', '=', theftReportId)
    .where('reporter_id', '<>', ownerId)
    .execute();
}
