import { type bikeListQuerySchema, normalizeSerialNumber } from '@ritrova/shared';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { BikesTable } from '../../db/schema.ts';
import type { BikeRow, OwnershipRow } from './bike-row.ts';

export type { BikeRow, OwnershipRow };

type ListFilter = Omit<z.output<typeof bikeListQuerySchema>, 'owner'> & { owner?: string | undefined };

const sortColumns = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  name: 'name',
  brand: 'brand',
  type: 'type',
  status: 'status',
} as const;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL for bikes and their ownership history; nothing here decides who may see what. */
export const bikeRepository = {
  findById(db: Db, id: string): Promise<BikeRow | undefined> {
    return db.selectFrom('bikes').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Locks the bike row for the rest of the transaction (transfer, delete). */
  findByIdForUpdate(db: Db, id: string): Promise<BikeRow | undefined> {
    return db.selectFrom('bikes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  listByOwner(db: Db, ownerId: string): Promise<BikeRow[]> {
    return db.selectFrom('bikes').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').orderBy('id').execute();
  },

  async idsByOwner(db: Db, ownerId: string): Promise<string[]> {
    const rows = await db.selectFrom('bikes').select('id').where('owner_id', '=', ownerId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((r) => r.id);
  },

  /** One page of bikes matching the filter, and how many match in all. */
  async list(db: Db, filter: ListFilter): Promise<{ rows: BikeRow[]; total: number }> {
    let query = db.selectFrom('bikes');
    if (filter.owner) query = query.where('owner_id', '=', filter.owner);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.type) query = query.where('type', '=', filter.type);
    const search = filter.search?.trim();
    if (search) {
      const text = likeContains(search);
      const serial = normalizeSerialNumber(search);
      query = query.where((eb) =>
        eb.or([
          eb('name', 'ilike', text),
          eb('brand', 'ilike', text),
          eb('model', 'ilike', text),
          eb('color', 'ilike', text),
          eb('second_color', 'ilike', text),
          ...(serial ? [eb('serial_number_normalized', 'like', likeContains(serial))] : []),
        ]),
      );
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy(sortColumns[filter.sortBy], filter.sortOrder)
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute();
    return { rows, total: Number(total) };
  },

  insert(db: Db, bike: Insertable<BikesTable>): Promise<BikeRow> {
    return db.insertInto('bikes').values(bike).returningAll().executeTakeFirstOrThrow();
  },

  update(db: Db, id: string, changes: Updateable<BikesTable>, now: Date): Promise<BikeRow> {
    return db
      .updateTable('bikes')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('bikes').where('id', '=', id).execute();
  },

  async startOwnership(db: Db, bikeId: string, ownerId: string, via: OwnershipRow['via'], now: Date): Promise<void> {
    await db.insertInto('bike_ownerships').values({ bike_id: bikeId, owner_id: ownerId, via, started_at: now }).execute();
  },

  /** The ownership periods of many bikes in one query, oldest first (the rest of their extras: bike-extras.ts). */
  ownershipsOf(db: Db, bikeIds: string[]): Promise<Pick<OwnershipRow, 'bike_id' | 'via' | 'started_at' | 'ended_at'>[]> {
    return db
      .selectFrom('bike_ownerships')
      .select(['bike_id', 'via', 'started_at', 'ended_at'])
      .where('bike_id', 'in', bikeIds)
      .orderBy('started_at')
      .execute();
  },

  async endCurrentOwnership(db: Db, bikeId: string, now: Date): Promise<void> {
    await db.updateTable('bike_ownerships').set({ ended_at: now }).where('bike_id', '=', bikeId).where('ended_at', 'is', null).execute();
  },

  /**
   * Reduces an owner's remaining bikes to their type and status: every description the owner gave goes
   * (name and brand become empty, the rest null); their ids, for what else goes with them.
   */
  async reduceAllOf(db: Db, ownerId: string, now: Date): Promise<string[]> {
    const rows = await db
      .updateTable('bikes')
      .set({
        name: '',
        brand: '',
        model: null,
        color: null,
        second_color: null,
        serial_number: null,
        notes: null,
        year: null,
        frame_size: null,
        purchase_value_cents: null,
        updated_at: now,
      })
      .where('owner_id', '=', ownerId)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },
};
