import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MaintenanceRecordsTable } from '../../db/schema.ts';

export type MaintenanceRow = Selectable<MaintenanceRecordsTable>;

/** The author's names as the presenter needs them (null when the account is gone). */
export interface MaintenanceAuthor {
  author_nome: string | null;
  author_cognome: string | null;
  author_email: string | null;
}

export type MaintenanceRowWithAuthor = MaintenanceRow & MaintenanceAuthor;

/** SQL for the maintenance log; who may see or change what is decided in the service. */
export const maintenanceRepository = {
  /** A bike's records, newest service first (the same day: the last written first). */
  listByBike(db: Db, bikeId: string): Promise<MaintenanceRow[]> {
    return db
      .selectFrom('maintenance_records as m')
      .selectAll('m')
      .where('m.bike_id', '=', bikeId)
      .orderBy('m.service_date', 'desc')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id')
      .execute();
  },

  findById(db: Db, id: string): Promise<MaintenanceRow | undefined> {
    return db.selectFrom('maintenance_records').selectAll().where('id', '=', id).executeTakeFirst();
  },

  insert(db: Db, record: Insertable<MaintenanceRecordsTable>): Promise<MaintenanceRow> {
    return db.insertInto('maintenance_records').values(record).returningAll().executeTakeFirstOrThrow();
  },

  update(db: Db, id: string, changes: Updateable<MaintenanceRecordsTable>, now: Date): Promise<MaintenanceRow> {
    return db
      .updateTable('maintenance_records')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('maintenance_records').where('id', '=', id).execute();
  },

  /** Whether any of these bikes has a record yet (the demo seed runs once). */
  async anyForBikes(db: Db, bikeIds: string[]): Promise<boolean> {
    if (bikeIds.length === 0) return false;
    const row = await db.selectFrom('maintenance_records').select('id').where('bike_id', 'in', bikeIds).limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /** Deletes every record of these bikes; how many. */
  async deleteOfBikes(db: Db, bikeIds: string[]): Promise<number> {
    if (bikeIds.length === 0) return 0;
    const result = await db.deleteFrom('maintenance_records').where('bike_id', 'in', bikeIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
