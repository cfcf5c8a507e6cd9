import type { AdminTagFilters } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TagRow } from './tag.repository.ts';

/** A tag with what the inventory shows of its owner and shop (the names are the users module's, composed by the service). */
export type InventoryTagRow = TagRow & {
  owner_email: string | null;
  owner_nome: string | null;
  owner_cognome: string | null;
  shop_nome: string | null;
  shop_cognome: string | null;
};

/**
 * The inventory filters once normalised by the service (UID fragment in stored form); `ownerIds`: the
 * accounts whose address matched the `owner` search (the users module answers it), the tags' owner among them.
 */
export type InventoryFilter = Omit<AdminTagFilters, 'search' | 'owner'> & { ownerIds?: readonly string[] };

/** `%…%` for LIKE, with the caller's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: InventoryFilter) {
  let query = db.selectFrom('tags');
  if (filter.status) query = query.where('tags.status', '=', filter.status);
  if (filter.batch) query = query.where('tags.batch', '=', filter.batch);
  if (filter.shopId) query = query.where('tags.shop_id', '=', filter.shopId);
  if (filter.q) query = query.where('tags.uid', 'like', contains(filter.q));
  // NOTE: one array parameter, however many accounts matched (an `in` list has a parameter each).
  if (filter.ownerIds) query = query.where(sql<boolean>`tags.owner_id = any(${[...filter.ownerIds]}::uuid[])`);
  return query;
}

function inOrder(query: ReturnType<typeof filtered>) {
  return query.selectAll('tags').orderBy('tags.created_at', 'desc').orderBy('tags.uid');
}

/** SQL of the admin inventory; the rules (what may change, the audit) live in admin-tag.service.ts. */
export const adminTagRepository = {
  async list(db: Db, filter: InventoryFilter, page: { page: number; limit: number }): Promise<{ rows: TagRow[]; total: number }> {
    const { total } = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await inOrder(filtered(db, filter))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows, total: Number(total) };
  },

  /** Every matching tag, for the CSV export (capped, so one click cannot exhaust the server). */
  exportRows(db: Db, filter: InventoryFilter, cap: number): Promise<TagRow[]> {
    return inOrder(filtered(db, filter)).limit(cap).execute();
  },

  /** The batches with their tag count and the shop most of their tags are assigned to. */
  batches(db: Db) {
    return db
      .selectFrom('tags')
      .where('tags.batch', 'is not', null)
      .select((eb) => [
        'tags.batch as name',
        eb.fn.countAll<string>().as('count'),
        sql<string | null>`mode() within group (order by ${eb.ref('tags.shop_id')})`.as('shop_id'),
        sql<TagRow['chip']>`max(${eb.ref('tags.chip')})`.as('chip'),
        eb.fn.max('tags.key_version').as('key_version'),
      ])
      .groupBy('tags.batch')
      .orderBy('tags.batch')
      .execute()
      .then((rows) =>
        rows.map((row) => ({ name: row.name as string, count: Number(row.count), shopId: row.shop_id, chip: row.chip, keyVersion: row.key_version })),
      );
  },

  /** A batch's chip and key version (its tags share them), or undefined for a batch that does not exist. */
  batchKind(db: Db, batch: string) {
    return db
      .selectFrom('tags')
      .select((eb) => ['chip', 'key_version', eb.fn.countAll<string>().as('count')])
      .where('batch', '=', batch)
      .groupBy(['chip', 'key_version'])
      .executeTakeFirst();
  },

  /** The highest key version given to any secure batch (null before the first). */
  async highestKeyVersion(db: Db): Promise<number | null> {
    const row = await db
      .selectFrom('tags')
      .select((eb) => eb.fn.max('key_version').as('v'))
      .executeTakeFirstOrThrow();
    return row.v ?? null;
  },

  /** Moves a secure batch to a new key version; returns how many tags. */
  async setBatchKeyVersion(db: Db, batch: string, keyVersion: number, now: Date): Promise<number> {
    const result = await db
      .updateTable('tags')
      .set({ key_version: keyVersion, updated_at: now })
      .where('batch', '=', batch)
      .where('chip', '=', 'ntag424')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The UIDs of a batch, in order (for the programming station). */
  batchUids(db: Db, batch: string) {
    return db.selectFrom('tags').select(['uid', 'chip', 'key_version']).where('batch', '=', batch).orderBy('uid').execute();
  },

  /** The UIDs of a batch for its programming export, in order: all of them, or the ones assigned to one shop. */
  batchProgramUids(db: Db, batch: string, shopId: string | null) {
    let query = db.selectFrom('tags').select(['uid', 'chip']).where('batch', '=', batch);
    if (shopId) query = query.where('shop_id', '=', shopId);
    return query.orderBy('uid').execute();
  },

  /** Waits for, then holds until the transaction ends, the lock under which key versions are handed out. */
  async lockKeyVersions(db: Db): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('ritrova.tag_key_versions'))`.execute(db);
  },

  findById(db: Db, id: string): Promise<TagRow | undefined> {
    return db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByIdForUpdate(db: Db, id: string): Promise<TagRow | undefined> {
    return db.selectFrom('tags').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** Which of these UIDs are already in the inventory. */
  async existingUids(db: Db, uids: string[]): Promise<Set<string>> {
    if (uids.length === 0) return new Set();
    const rows = await db.selectFrom('tags').select('uid').where('uid', 'in', uids).execute();
    return new Set(rows.map((r) => r.uid));
  },

  /** Sets a tag's status; lost and retired tags leave their bike. */
  setStatus(db: Db, id: string, status: 'lost' | 'retired' | 'unassigned', now: Date): Promise<TagRow> {
    const detach = status === 'unassigned' ? {} : { bike_id: null, attached_at: null };
    return db
      .updateTable('tags')
      .set({ status, ...detach, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Assigns every tag of a batch to a shop (or to none); returns how many. */
  async assignBatchShop(db: Db, batch: string, shopId: string | null, now: Date): Promise<number> {
    const result = await db.updateTable('tags').set({ shop_id: shopId, updated_at: now }).where('batch', '=', batch).executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The shops (ids and current shop of each tag) of a batch, locked for the change. */
  batchTagsForUpdate(db: Db, batch: string) {
    return db.selectFrom('tags').select(['id', 'shop_id']).where('batch', '=', batch).forUpdate().execute();
  },
};
