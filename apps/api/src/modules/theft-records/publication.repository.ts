import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { stolenBikeIds } from '../bikes/index.ts';

/** A theft report's publication columns (and what decides whether it may be published). */
const publicationColumns = ['id', 'bike_id', 'status', 'published_at', 'public_id', 'public_serial'] as const;

/** The listing's filters as the service resolved them: a point and radius (km), and Italian days. */
export interface PublishedFilter {
  near?: { lat: number; lng: number; radiusKm: number };
  fromDay?: string;
  toDay?: string;
}

/** The theft's point rounded to 0.01° (what the public sees), so a radius never tells the exact place. */
const ROUNDED_LAT = sql<number>`round(t.place_lat::numeric, 2)::float8`;
const ROUNDED_LNG = sql<number>`round(t.place_lng::numeric, 2)::float8`;

const publishedRows = (db: Db, f: PublishedFilter = {}) => {
  let q = db
    .selectFrom('theft_reports as t')
    // Only an open report of a bike still stolen is ever public: recovery ends the publication at once.
    // Which bikes are stolen, the bikes module says (a subquery of this statement: paging and count stay exact).
    .where('t.published_at', 'is not', null)
    .where('t.status', '=', 'open')
    .where('t.bike_id', 'in', stolenBikeIds(db));
  if (f.near) {
    const { lat, lng, radiusKm } = f.near;
    q = q.where('t.place_lat', 'is not', null).where(
      sql<boolean>`6371 * 2 * asin(least(1, sqrt(
        power(sin(radians(${ROUNDED_LAT} - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(${ROUNDED_LAT})) * power(sin(radians(${ROUNDED_LNG} - ${lng}::float8) / 2), 2)
      ))) <= ${radiusKm}::float8`,
    );
  }
  // Days are Italian days: from the first one's first instant to the end of the last.
  if (f.fromDay) q = q.where(sql<boolean>`t.stolen_at >= (${f.fromDay}::date)::timestamp AT TIME ZONE 'Europe/Rome'`);
  if (f.toDay) q = q.where(sql<boolean>`t.stolen_at < (${f.toDay}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`);
  return q;
};

const publishedColumns = (q: ReturnType<typeof publishedRows>) =>
  q.select([
    't.id as theft_report_id',
    't.owner_id',
    't.public_id',
    't.public_serial',
    't.stolen_at',
    't.place_lat',
    't.place_lng',
    't.circumstances',
    't.reward_cents',
    't.reward_status',
    't.bike_id',
  ]);

/** A published theft: every column of its report a public page may be made from (its bike's are the bikes module's). */
export type PublishedTheftRecordRow = Awaited<ReturnType<ReturnType<typeof publishedColumns>['execute']>>[number];
export type PublicationRow = Pick<PublishedTheftRecordRow, 'public_id' | 'public_serial'> & {
  id: string;
  bike_id: string;
  status: 'open' | 'recovered';
  published_at: Date | null;
};

/** SQL for the publication of thefts and the public listing (modules/stolen composes it with bikes); nothing here decides who may see what. */
export const publicationRepository = {
  /** The bike's open theft report, with its publication. */
  openReportOfBike(db: Db, bikeId: string): Promise<PublicationRow | undefined> {
    return db.selectFrom('theft_reports').select(publicationColumns).where('bike_id', '=', bikeId).where('status', '=', 'open').executeTakeFirst() as Promise<
      PublicationRow | undefined
    >;
  },

  /** Publishes an open report: the public id is set once (a new one only if it has none). */
  publish(db: Db, reportId: string, change: { publicId: string; showSerial: boolean; at: Date }): Promise<PublicationRow | undefined> {
    return db
      .updateTable('theft_reports')
      .set({
        published_at: change.at,
        public_id: sql<string>`coalesce(public_id, ${change.publicId})`,
        public_serial: change.showSerial,
      })
      .where('id', '=', reportId)
      .where('status', '=', 'open')
      .returning(publicationColumns)
      .executeTakeFirst() as Promise<PublicationRow | undefined>;
  },

  /** Ends a report's publication (its public id stays, for a later publication). */
  withdraw(db: Db, reportId: string): Promise<PublicationRow | undefined> {
    return db.updateTable('theft_reports').set({ published_at: null }).where('id', '=', reportId).returning(publicationColumns).executeTakeFirst() as Promise<
      PublicationRow | undefined
    >;
  },

  /** Ends the publication of every theft of an owner; how many were public. */
  async withdrawAllOf(db: Db, ownerId: string): Promise<number> {
    const result = await db
      .updateTable('theft_reports')
      .set({ published_at: null })
      .where('owner_id', '=', ownerId)
      .where('published_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** A published theft by its public id (undefined when unknown, withdrawn or recovered). */
  publishedById(db: Db, publicId: string): Promise<PublishedTheftRecordRow | undefined> {
    return publishedColumns(publishedRows(db)).where('t.public_id', '=', publicId).executeTakeFirst();
  },

  /** What became of a theft with this public id that is no longer published: its status and publication (undefined when unknown). */
  endedById(db: Db, publicId: string): Promise<{ status: 'open' | 'recovered'; published_at: Date | null } | undefined> {
    return db.selectFrom('theft_reports').select(['status', 'published_at']).where('public_id', '=', publicId).executeTakeFirst() as Promise<
      { status: 'open' | 'recovered'; published_at: Date | null } | undefined
    >;
  },

  /** One page of published thefts, newest theft first. */
  listPublished(db: Db, filter: PublishedFilter, page: { limit: number; offset: number }): Promise<PublishedTheftRecordRow[]> {
    return publishedColumns(publishedRows(db, filter)).orderBy('t.stolen_at', 'desc').orderBy('t.id', 'desc').limit(page.limit).offset(page.offset).execute();
  },

  /** The public ids of published thefts in the listing's order (newest theft first, its partial index), at most `limit` (the sitemap's). */
  async publishedIds(db: Db, limit: number): Promise<string[]> {
    const rows = await publishedRows(db).select('t.public_id').orderBy('t.stolen_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
    return rows.flatMap((row) => (row.public_id ? [row.public_id] : []));
  },

  /** How many published thefts match the filter. */
  async countPublished(db: Db, filter: PublishedFilter): Promise<number> {
    const row = await publishedRows(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
