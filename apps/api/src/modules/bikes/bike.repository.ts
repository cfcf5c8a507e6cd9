import { type bikeListQuerySchema, normalizeSerialNumber } from '@ritrova/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { BikePhotosTable, BikesTable } from '../../db/schema.ts';
import type { BikeRow, OwnershipRow } from './bike-row.ts';

export type { BikeRow, OwnershipRow };

/**
 * What a bike's owner sees besides the bike's own row, for many bikes at once: ownership periods,
 * transfers still waiting at `now`, tags, open theft reports and photos (main first). Grouped by
 * bike.presenter.ts.
 */
export interface BikeExtrasRows {
  ownerships: Pick<OwnershipRow, 'bike_id' | 'via' | 'started_at' | 'ended_at'>[];
  transfers: { id: string; bike_id: string; to_email: string; expires_at: Date; created_at: Date }[];
  tags: { uid: string; bike_id: string | null }[];
  thefts: { bike_id: string; stolen_at: Date; reward_cents: number }[];
  photos: Selectable<BikePhotosTable>[];
  /** The bikes, among those asked, with a reward payment in their history (they can never be deleted). */
  rewardHistory: { bike_id: string }[];
}

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

  /** Whether any theft report of this bike has a reward payment record. */
  async hasRewardPayments(db: Db, bikeId: string): Promise<boolean> {
    const row = await db
      .selectFrom('reward_payments as p')
      .innerJoin('theft_reports as t', 't.id', 'p.theft_report_id')
      .select('p.id')
      .where('t.bike_id', '=', bikeId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('bikes').where('id', '=', id).execute();
  },

  async startOwnership(db: Db, bikeId: string, ownerId: string, via: OwnershipRow['via'], now: Date): Promise<void> {
    await db.insertInto('bike_ownerships').values({ bike_id: bikeId, owner_id: ownerId, via, started_at: now }).execute();
  },

  /** The extras of many bikes in six queries run side by side, whatever the number of bikes. */
  async extrasOf(db: Db, bikeIds: string[], now: Date): Promise<BikeExtrasRows> {
    if (bikeIds.length === 0) return { ownerships: [], transfers: [], tags: [], thefts: [], photos: [], rewardHistory: [] };
    const [ownerships, transfers, tags, thefts, photos, rewardHistory] = await Promise.all([
      db.selectFrom('bike_ownerships').select(['bike_id', 'via', 'started_at', 'ended_at']).where('bike_id', 'in', bikeIds).orderBy('started_at').execute(),
      db
        .selectFrom('bike_transfers')
        .select(['id', 'bike_id', 'to_email', 'expires_at', 'created_at'])
        .where('bike_id', 'in', bikeIds)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        // A waiting transfer has its address: it is cleared only 30 days after the answer (issue #26).
        .$narrowType<{ to_email: string }>()
        .execute(),
      db.selectFrom('tags').select(['uid', 'bike_id']).where('bike_id', 'in', bikeIds).orderBy('attached_at').execute(),
      db.selectFrom('theft_reports').select(['bike_id', 'stolen_at', 'reward_cents']).where('bike_id', 'in', bikeIds).where('status', '=', 'open').execute(),
      // As photos/photo.service.ts `photosOf` orders them: main first, then oldest first.
      db.selectFrom('bike_photos').selectAll().where('bike_id', 'in', bikeIds).orderBy('is_main', 'desc').orderBy('created_at').orderBy('id').execute(),
      db
        .selectFrom('reward_payments as p')
        .innerJoin('theft_reports as t', 't.id', 'p.theft_report_id')
        .select('t.bike_id')
        .distinct()
        .where('t.bike_id', 'in', bikeIds)
        .execute(),
    ]);
    return { ownerships, transfers, tags, thefts, photos, rewardHistory };
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
