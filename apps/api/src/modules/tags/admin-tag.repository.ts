import type { AdminTagFilters } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TagRow } from './tag.repository.ts';

/** A tag with what the inventory shows of its owner and shop. */
export type InventoryTagRow = TagRow & {
  owner_email: string | null;
  owner_nome: string | null;
  owner_cognome: string | null;
  shop_nome: string | null;
  shop_cognome: string | null;
};

/** The inventory filters once normalised by the service (UID fragment in stored form). */
export type InventoryFilter = Omit<AdminTagFilters, 'search'>;

/** `%…%` for LIKE, with the caller's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: InventoryFilter) {
  let query = db.selectFrom('tags').leftJoin('users as owner', 'owner.id', 'tags.owner_id').leftJoin('users as shop', 'shop.id', 'tags.shop_id');
  if (filter.status) query = query.where('tags.status', '=', filter.status);
  if (filter.batch) query = query.where('tags.batch', '=', filter.batch);
  if (filter.shopId) query = query.where('tags.shop_id', '=', filter.shopId);
  if (filter.q) query = query.where('tags.uid', 'like', contains(filter.q));
  if (filter.owner) query = query.where('owner.email', 'ilike', contains(filter.owner));
  return query;
}

function withNames(query: ReturnType<typeof filtered>) {
  return query
    .selectAll('tags')
    .select([
      'owner.email as owner_email',
      'owner.nome as owner_nome',
      'owner.cognome as owner_cognome',
      'shop.nome as shop_nome',
      'shop.cognome as shop_cognome',
    ])
    .orderBy('tags.created_at', 'desc')
    .orderBy('tags.uid');
}

/** SQL of the admin inventory; the rules (what may change, the audit) live in admin-tag.service.ts. */
export const adminTagRepository = {
  async list(db: Db, filter: InventoryFilter, page: { page: number; limit: number }): Promise<{ rows: InventoryTagRow[]; total: number }> {
    const { total } = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await withNames(filtered(db, filter))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows, total: Number(total) };
  },

  /** Every matching tag, for the CSV export (capped, so one click cannot exhaust the server). */
  exportRows(db: Db, filter: InventoryFilter, cap: number): Promise<InventoryTagRow[]> {
    return withNames(filtered(db, filter)).limit(cap).execute();
  },

  /** The batches with their tag count and the shop most of their tags are assigned to. */
  batches(db: Db) {
    return db
      .selectFrom('tags')
      .leftJoin('users as shop', 'shop.id', 'tags.shop_id')
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

  /** Improbable-travel alerts, newest first, with the two taps and the tag's bike. */
  travelAlerts(db: Db, state: 'open' | 'all', limit: number) {
    let query = db
      .selectFrom('travel_alerts as a')
      .innerJoin('tags as t', 't.id', 'a.tag_id')
      .innerJoin('scans as s1', 's1.id', 'a.previous_scan_id')
      .innerJoin('scans as s2', 's2.id', 'a.scan_id')
      .leftJoin('bikes as b', 'b.id', 's2.bike_id')
      .select([
        'a.id',
        'a.created_at',
        'a.reviewed_at',
        'a.distance_m',
        'a.elapsed_s',
        'a.speed_kmh',
        't.id as tag_id',
        't.uid',
        't.batch',
        'b.id as bike_id',
        'b.name as bike_name',
        's1.scanned_at as from_at',
        's1.latitude as from_latitude',
        's1.longitude as from_longitude',
        's2.scanned_at as to_at',
        's2.latitude as to_latitude',
        's2.longitude as to_longitude',
      ]);
    if (state === 'open') query = query.where('a.reviewed_at', 'is', null);
    return query.orderBy('a.created_at', 'desc').limit(limit).execute();
  },

  /** One travel alert, locked for the rest of the transaction. */
  findTravelAlertForUpdate(db: Db, id: string) {
    return db.selectFrom('travel_alerts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async markTravelAlertReviewed(db: Db, id: string, reviewerId: string, now: Date): Promise<void> {
    await db.updateTable('travel_alerts').set({ reviewed_at: now, reviewed_by: reviewerId }).where('id', '=', id).execute();
  },

  /** Waits for, then holds until the transaction ends, the lock under which key versions are handed out. */
  async lockKeyVersions(db: Db): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('ritrova.tag_key_versions'))`.execute(db);
  },

  /** One tag as the inventory lists it. */
  findInventoryTag(db: Db, id: string): Promise<InventoryTagRow | undefined> {
    return withNames(filtered(db, {})).where('tags.id', '=', id).executeTakeFirst();
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

  findUser(db: Db, id: string) {
    return db.selectFrom('users').select(['id', 'role', 'nome', 'cognome', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  },

  usersByIds(db: Db, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'nome', 'cognome']).where('id', 'in', ids).execute();
  },

  /** A tag's scans, newest first, with the scanner's names when signed in. */
  scans(db: Db, tag: Pick<TagRow, 'id' | 'uid'>, limit: number) {
    return db
      .selectFrom('scans')
      .leftJoin('users', 'users.id', 'scans.scanner_id')
      .select([
        'scans.id',
        'scans.scanned_at',
        'scans.result',
        'scans.authenticity',
        'scans.latitude',
        'scans.longitude',
        'scans.scanner_id',
        'users.nome as scanner_nome',
        'users.cognome as scanner_cognome',
      ])
      .where((eb) => eb.or([eb('scans.tag_id', '=', tag.id), eb('scans.uid', '=', tag.uid)]))
      .orderBy('scans.scanned_at', 'desc')
      .orderBy('scans.id', 'desc')
      .limit(limit)
      .execute();
  },
};
