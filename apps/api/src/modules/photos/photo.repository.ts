import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BikePhotosTable } from '../../db/schema.ts';

/** A bike photo as loaded from the database. */
export type PhotoRow = Selectable<BikePhotosTable>;

/** SQL for bike photos; nothing here decides who may change them. */
export const photoRepository = {
  /** The photos of bikes: main first, then upload order. */
  listOfBikes(db: Db, bikeIds: string[]): Promise<PhotoRow[]> {
    return db.selectFrom('bike_photos').selectAll().where('bike_id', 'in', bikeIds).orderBy('is_main', 'desc').orderBy('created_at').orderBy('id').execute();
  },

  async countOfBike(db: Db, bikeId: string): Promise<number> {
    const row = await db
      .selectFrom('bike_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bike_id', '=', bikeId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insert(db: Db, photo: Insertable<BikePhotosTable>): Promise<PhotoRow> {
    return db.insertInto('bike_photos').values(photo).returningAll().executeTakeFirstOrThrow();
  },

  /** The bike's photo by id, its row locked for the rest of the transaction; undefined if the bike has no such photo. */
  lockOfBike(db: Db, bikeId: string, photoId: string): Promise<PhotoRow | undefined> {
    return db.selectFrom('bike_photos').selectAll().where('id', '=', photoId).where('bike_id', '=', bikeId).forUpdate().executeTakeFirst();
  },

  /** Makes none of the bike's photos main. */
  async clearMain(db: Db, bikeId: string): Promise<void> {
    await db.updateTable('bike_photos').set({ is_main: false }).where('bike_id', '=', bikeId).where('is_main', '=', true).execute();
  },

  setMain(db: Db, photoId: string): Promise<PhotoRow> {
    return db.updateTable('bike_photos').set({ is_main: true }).where('id', '=', photoId).returningAll().executeTakeFirstOrThrow();
  },

  async delete(db: Db, photoId: string): Promise<void> {
    await db.deleteFrom('bike_photos').where('id', '=', photoId).execute();
  },

  /** The id of the bike's first photo in upload order, if any. */
  async firstOfBike(db: Db, bikeId: string): Promise<string | undefined> {
    const row = await db.selectFrom('bike_photos').select('id').where('bike_id', '=', bikeId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
    return row?.id;
  },

  /** Deletes every photo row of these bikes; which ones (their files are the caller's to delete). */
  async deleteOfBikes(db: Db, bikeIds: string[]): Promise<{ id: string; bike_id: string }[]> {
    if (bikeIds.length === 0) return [];
    return db.deleteFrom('bike_photos').where('bike_id', 'in', bikeIds).returning(['id', 'bike_id']).execute();
  },

  /** The main photos of these bikes (one each at most), their id and bike. */
  mainOfBikes(db: Db, bikeIds: readonly string[]): Promise<{ id: string; bike_id: string }[]> {
    if (bikeIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('bike_photos').select(['id', 'bike_id']).where('bike_id', 'in', bikeIds).where('is_main', '=', true).execute();
  },
};
