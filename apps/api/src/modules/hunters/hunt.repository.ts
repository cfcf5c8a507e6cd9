import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type HuntRecordStatus = 'active' | 'declined';

const huntRows = (db: Db) =>
  db
    .selectFrom('theft_reports as t')
    .innerJoin('bikes as b', 'b.id', 't.bike_id')
    .select([
      't.id as theft_report_id',
      't.stolen_at',
      't.reward_cents',
      't.status as report_status',
      't.reward_status',
      't.owner_id',
      't.place_lat',
      't.place_lng',
      'b.id as bike_id',
      'b.name',
      'b.brand',
      'b.model',
      'b.type',
      'b.color',
    ])
    .select((eb) => eb.selectFrom('bike_photos as p').select('p.id').whereRef('p.bike_id', '=', 'b.id').where('p.is_main', '=', true).as('main_photo_id'))
    // NOTE: a lateral probe of the bike's tag, not EXISTS in the select list: PostgreSQL may answer such an
    // EXISTS by hashing every assigned tag (650k of 1M: a third of a second per request, issue #25, decision 047).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('tags')
          .select(sql<boolean>`true`.as('worn'))
          .whereRef('tags.bike_id', '=', 'b.id')
          .where('tags.status', '=', 'assigned')
          .limit(1)
          .as('tag'),
      (join) => join.onTrue(),
    )
    .select(sql<boolean>`tag.worn IS NOT NULL`.as('has_tag'));

/** A stolen bike as a hunt shows it: the report (its exact place stays on the server), the bike, its main photo and whether it wears a tag. */
export type HuntRow = Awaited<ReturnType<ReturnType<typeof huntRows>['execute']>>[number];

/** A placed sighting of a theft, as hunts show it. */
export interface PlacedSightingRow {
  theft_report_id: string;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
}

/** SQL for bounty hunts: the reports offered to Hunters and their accepted or declined hunts. */
export const huntRepository = {
  /** Open reports with a funded reward, not the Hunter's, not already accepted or declined by them; the newest 100. */
  listOffered(db: Db, hunterId: string): Promise<HuntRow[]> {
    return huntRows(db)
      .where('t.status', '=', 'open')
      .where('t.reward_status', '=', 'funded')
      .where('t.owner_id', '<>', hunterId)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('hunts as h').select('h.hunter_id').whereRef('h.theft_report_id', '=', 't.id').where('h.hunter_id', '=', hunterId))),
      )
      .orderBy('t.stolen_at', 'desc')
      .limit(100)
      .execute();
  },

  listByReportIds(db: Db, theftReportIds: string[]): Promise<HuntRow[]> {
    return huntRows(db).where('t.id', 'in', theftReportIds).execute();
  },

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

  /** Sightings with a place of these reports, newest first. */
  listPlacedSightings(db: Db, theftReportIds: string[]): Promise<PlacedSightingRow[]> {
    return db
      .selectFrom('sightings')
      .select(['theft_report_id', 'latitude', 'longitude', 'created_at'])
      .where('theft_report_id', 'in', theftReportIds)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .orderBy('created_at', 'desc')
      .execute();
  },

  findReport(db: Db, theftReportId: string) {
    return db.selectFrom('theft_reports').select(['id', 'owner_id', 'status', 'reward_status']).where('id', '=', theftReportId).executeTakeFirst();
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
