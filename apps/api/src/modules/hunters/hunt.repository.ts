import type { Db } from '../../db/database.ts';
import type { BikeCardRow } from '../bikes/index.ts';
import type { HuntReportRow } from '../theft-records/index.ts';

type HuntRecordStatus = 'active' | 'declined';

/**
 * A stolen bike as a hunt shows it: the report (its exact place stays on the server), the bike, its main
 * photo and whether it wears a tag. Composed in hunts.service.ts from the owners' answers (theft-records,
 * bikes, photos, tags: issue #29 item 1).
 */
export interface HuntRow {
  theft_report_id: string;
  stolen_at: Date;
  reward_cents: number;
  report_status: HuntReportRow['status'];
  reward_status: HuntReportRow['reward_status'];
  owner_id: string;
  place_lat: number | null;
  place_lng: number | null;
  bike_id: string;
  name: BikeCardRow['name'];
  brand: BikeCardRow['brand'];
  model: BikeCardRow['model'];
  type: BikeCardRow['type'];
  color: BikeCardRow['color'];
  main_photo_id: string | null;
  has_tag: boolean;
}

export type { PlacedSightingRow } from '../theft-records/index.ts';

/** SQL for bounty hunts: the reports offered to Hunters and their accepted or declined hunts. */
export const huntRepository = {
  /** The Hunter's hunts that are not declined, most recently changed first. */
  listOfHunter(db: Db, hunterId: string) {
    return db
      .selectFrom('hunts')
      .select(['theft_report_id', 'status'])
      .where('hunter_id', '=', hunterId)
      .where('status', '<>', 'declined')
      .orderBy('updated_at', 'desc')
      .execute();
  },

  /** Records the Hunter's answer to a hunt, replacing an earlier one. */
  async upsert(db: Db, theftReportId: string, hunterId: string, status: HuntRecordStatus, now: Date): Promise<void> {
    await db
      .insertInto('hunts')
      .values({ theft_report_id: theftReportId, hunter_id: hunterId, status, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['theft_report_id', 'hunter_id']).doUpdateSet({ status, updated_at: now }))
      .execute();
  },

  /** Deletes every hunt of a Hunter (the purge of a deleted account); how many. */
  async deleteAllOf(db: Db, hunterId: string): Promise<number> {
    const result = await db.deleteFrom('hunts').where('hunter_id', '=', hunterId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** The reports the Hunter answered (accepted or declined): they are no longer offered to them. */
export async function answeredReportIds(db: Db, hunterId: string): Promise<string[]> {
  const rows = await db.selectFrom('hunts').select('theft_report_id').where('hunter_id', '=', hunterId).execute();
  return rows.map((r) => r.theft_report_id);
}

/** The Hunter's hunt of a report, unless declined. */
export function findHuntNotDeclined(db: Db, theftReportId: string, hunterId: string) {
  return db
    .selectFrom('hunts')
    .select('status')
    .where('theft_report_id', '=', theftReportId)
    .where('hunter_id', '=', hunterId)
    .where('status', '<>', 'declined')
    .executeTakeFirst();
}

/** How many of the Hunter's hunts are active. */
export async function countActiveHunts(db: Db, hunterId: string): Promise<number> {
  const row = await db
    .selectFrom('hunts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hunter_id', '=', hunterId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
