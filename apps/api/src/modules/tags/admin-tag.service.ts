import { randomBytes } from 'node:crypto';
import {
  type AdminTagFilters,
  isPlainTagChip,
  isValidTagUid,
  normalizeTagUid,
  parseTagCsv,
  type TagBatch,
  type TagBatchResult,
  type TagChip,
  type TagProvisioning,
  type TagStatusChange,
} from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { recordAudit } from '../audit/index.ts';
import type { UserRow } from '../users/index.ts';
import { findUser, userIdsByEmailContaining, userNamesByIds } from '../users/index.ts';
import { presentAdminTag } from './admin-tag.presenter.ts';
import { adminTagRepository, type InventoryFilter, type InventoryTagRow } from './admin-tag.repository.ts';
import { plainBatchProvisioning } from './plain-tag-program.service.ts';
import { sunNdefLayout } from './sun/provisioning.ts';
import { isShopAccount } from './tag.policy.ts';
import { tagRepository } from './tag.repository.ts';
import type { TagRow } from './tag-row.ts';

const tagNotFound = () => new AppError(404, 'TAG_NOT_FOUND', 'Tag non trovato');

/** The audit row keeps at most this many UIDs of a batch (the count is always exact). */
const auditedUidCap = 1000;
/** The CSV export stops at this many rows. */
const exportCap = 50_000;
/**
 * The filters in stored form: the UID fragment upper-case without separators (`search` is the older `q`);
 * an owner search becomes the ids of the accounts whose address matches (the users module's answer).
 */
async function inventoryFilter(db: Db, { search, q, owner, ...rest }: AdminTagFilters): Promise<InventoryFilter> {
  const fragment = normalizeTagUid(q ?? search ?? '');
  return { ...rest, q: fragment || undefined, ...(owner ? { ownerIds: await userIdsByEmailContaining(db, owner) } : {}) };
}

/** The tags with their owner's address and names and their shop's names: one batch of the users module for all of them. */
async function withNames(db: Db, tags: TagRow[]): Promise<InventoryTagRow[]> {
  const ids = [...new Set(tags.flatMap((t) => [t.owner_id, t.shop_id].filter((id): id is string => id !== null)))];
  const users = new Map((await userNamesByIds(db, ids)).map((u) => [u.id, u]));
  return tags.map((tag) => {
    const owner = tag.owner_id ? users.get(tag.owner_id) : undefined;
    const shop = tag.shop_id ? users.get(tag.shop_id) : undefined;
    return {
      ...tag,
      owner_email: owner?.email ?? null,
      owner_nome: owner?.nome ?? null,
      owner_cognome: owner?.cognome ?? null,
      shop_nome: shop?.nome ?? null,
      shop_cognome: shop?.cognome ?? null,
    };
  });
}

/** One page of the inventory, newest first. */
export async function listInventory(db: Db, filters: AdminTagFilters, page: { page: number; limit: number }) {
  const { rows, total } = await adminTagRepository.list(db, await inventoryFilter(db, filters), page);
  return { tags: (await withNames(db, rows)).map(presentAdminTag), pagination: { ...page, total, pages: Math.ceil(total / page.limit) } };
}

/** The batches of the inventory with their size and shop, for the filters and the shop assignment. */
export async function listBatches(db: Db): Promise<TagBatch[]> {
  const batches = await adminTagRepository.batches(db);
  const shopIds = [...new Set(batches.map((b) => b.shopId).filter((id): id is string => id !== null))];
  const shops = new Map((await userNamesByIds(db, shopIds)).map((u) => [u.id, `${u.nome} ${u.cognome}`.trim()]));
  return batches.map((b) => ({
    name: b.name,
    count: b.count,
    shop: b.shopId ? { id: b.shopId, name: shops.get(b.shopId) ?? '' } : null,
    chip: b.chip,
    keyVersion: b.keyVersion,
  }));
}

/** The chip of a new batch and, for a secure one, the key version wanted (otherwise the next free one). */
export interface BatchChip {
  chip: TagChip;
  keyVersion?: number | undefined;
}

const batchNotFound = () => new AppError(404, 'NOT_FOUND', 'Batch not found');
const notSecure = () => new AppError(409, 'NOT_A_SECURE_BATCH', 'This batch holds plain tags: it has no keys');

/** Key versions are handed out one transaction at a time. */
const lockKeyVersions = (trx: Db) => adminTagRepository.lockKeyVersions(trx);

async function nextKeyVersion(trx: Db): Promise<number> {
  const highest = await adminTagRepository.highestKeyVersion(trx);
  const next = highest === null ? 1 : highest + 1;
  if (next > 255) throw new AppError(409, 'KEY_VERSIONS_EXHAUSTED', 'All 255 key versions are in use');
  return next;
}

/**
 * The key version the new tags of a batch get: an existing batch keeps its own
 * (and its chip must match); a new secure batch gets the one asked for or the
 * next free one, so each batch has its own meta-read key. Plain tags: null.
 */
async function keyVersionFor(trx: Db, batch: string | null, wanted: BatchChip): Promise<number | null> {
  await lockKeyVersions(trx);
  const existing = batch ? await adminTagRepository.batchKind(trx, batch) : undefined;
  if (existing) {
    if (existing.chip !== wanted.chip) throw new AppError(409, 'BATCH_CHIP_MISMATCH', `Batch ${batch} holds ${existing.chip} tags`);
    return existing.key_version;
  }
  if (isPlainTagChip(wanted.chip)) return null;
  return wanted.keyVersion ?? (await nextKeyVersion(trx));
}

/**
 * NTAG 424 DNA, NTAG215 and NTAG216 have a 7-byte UID (14 hex characters, what the UID mirror writes).
 * NOTE: `ntag213` batches keep taking 4 to 10 bytes: older inventories recorded other plain chips under it.
 */
const fitsChip = (uid: string, chip: TagChip) => chip === 'ntag213' || uid.length === 14;

/** Adds numbered UIDs in one transaction with its audit row: valid new ones are created, the rest reported. */
async function addToInventory(
  ctx: AppContext,
  actor: UserRow,
  entries: { line: number; value: string }[],
  batch: string | null,
  kind: BatchChip,
): Promise<TagBatchResult> {
  const invalidLines: { line: number; value: string }[] = [];
  const valid = new Set<string>();
  for (const entry of entries) {
    const uid = normalizeTagUid(entry.value);
    if (!uid) continue;
    if (isValidTagUid(uid) && fitsChip(uid, kind.chip)) valid.add(uid);
    else invalidLines.push(entry);
  }
  return runTransaction(ctx.db, async (trx) => {
    const keyVersion = await keyVersionFor(trx, batch, kind);
    const created = await tagRepository.insertInventory(trx, [...valid], batch, { chip: kind.chip, keyVersion });
    const createdSet = new Set(created);
    if (created.length > 0) await auditBatch(trx, actor, batch, created, { chip: kind.chip, keyVersion });
    return {
      batch,
      created,
      duplicates: [...valid].filter((uid) => !createdSet.has(uid)),
      invalid: invalidLines.map((entry) => entry.value),
      invalidLines,
    };
  });
}

function auditBatch(trx: Db, actor: UserRow, batch: string | null, created: string[], kind: { chip: TagChip; keyVersion: number | null }) {
  return recordAudit(trx, {
    actorId: actor.id,
    action: 'tag.batch_created',
    targetType: 'tag_batch',
    targetId: batch,
    after: { batch, chip: kind.chip, keyVersion: kind.keyVersion, count: created.length, uids: created.slice(0, auditedUidCap) },
  });
}

/** A random 7-byte UID starting 04 (the NXP manufacturer byte, as real NTAG chips have). */
const randomTagUid = () => `04${randomBytes(6).toString('hex').toUpperCase()}`;

/** Generates `count` new random UIDs into a batch; a UID already taken is drawn again. */
async function generateBatch(ctx: AppContext, actor: UserRow, count: number, batch: string, kind: BatchChip): Promise<TagBatchResult> {
  return runTransaction(ctx.db, async (trx) => {
    const keyVersion = await keyVersionFor(trx, batch, kind);
    const created: string[] = [];
    // NOTE: 2^48 possible UIDs make a conflict very unlikely; a few rounds always suffice.
    for (let round = 0; created.length < count && round < 10; round += 1) {
      const wanted = new Set<string>();
      while (wanted.size < count - created.length) wanted.add(randomTagUid());
      created.push(...(await tagRepository.insertInventory(trx, [...wanted], batch, { chip: kind.chip, keyVersion })));
    }
    if (created.length < count) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Could not draw enough unique UIDs');
    await auditBatch(trx, actor, batch, created, { chip: kind.chip, keyVersion });
    return { batch, created, duplicates: [], invalid: [], invalidLines: [] };
  });
}

/** A new batch from pasted UIDs or generated ones. */
export function createBatch(
  ctx: AppContext,
  actor: UserRow,
  body: { uids?: string[]; generate?: number; batch?: string } & BatchChip,
): Promise<TagBatchResult> {
  const kind = { chip: body.chip, keyVersion: body.keyVersion };
  if (body.generate !== undefined) return generateBatch(ctx, actor, body.generate, body.batch as string, kind);
  const entries = (body.uids ?? []).map((value, index) => ({ line: index + 1, value }));
  return addToInventory(ctx, actor, entries, body.batch ?? null, kind);
}

/** A new batch from a CSV file's text (first column UID, optional header). */
export function importCsvBatch(ctx: AppContext, actor: UserRow, csv: string, batch: string, kind: BatchChip): Promise<TagBatchResult> {
  return addToInventory(ctx, actor, parseTagCsv(csv), batch, kind);
}

/**
 * A batch's programming sheet: for a plain one (NTAG213/215/216) its memory image and configuration;
 * for a secure one what the programming station needs but the keys (those only leave through
 * `npm run tags:personalise`).
 */
export async function batchProvisioning(ctx: AppContext, batch: string): Promise<TagProvisioning> {
  const kind = await adminTagRepository.batchKind(ctx.db, batch);
  if (!kind) throw batchNotFound();
  if (isPlainTagChip(kind.chip)) return plainBatchProvisioning(ctx, batch, kind.chip, Number(kind.count));
  if (kind.key_version === null) throw notSecure();
  const layout = sunNdefLayout(ctx.config.publicUrl);
  const quoted = /^[\w.-]+$/.test(batch) ? batch : `'${batch.replace(/'/g, `'\\''`)}'`;
  return {
    kind: 'secure',
    batch,
    count: Number(kind.count),
    keyVersion: kind.key_version,
    urlTemplate: layout.urlTemplate,
    ndefFileHex: layout.ndefFile.toString('hex').toUpperCase(),
    offsets: { piccData: layout.piccDataOffset, sdmMacInput: layout.sdmMacInputOffset, sdmMac: layout.sdmMacOffset },
    personaliseCommand: `npm run tags:personalise -- --batch ${quoted}`,
  };
}

/**
 * Gives a secure batch the next key version (new keys for all its tags): for a
 * batch whose keys may have leaked. Its tags must be programmed again; until
 * then their taps read as not genuine. Counters are kept. Audited.
 */
export async function rotateBatchKeys(ctx: AppContext, actor: UserRow, batch: string): Promise<TagBatch> {
  await runTransaction(ctx.db, async (trx) => {
    await lockKeyVersions(trx);
    const kind = await adminTagRepository.batchKind(trx, batch);
    if (!kind) throw batchNotFound();
    if (kind.chip !== 'ntag424') throw notSecure();
    const next = await nextKeyVersion(trx);
    const count = await adminTagRepository.setBatchKeyVersion(trx, batch, next, ctx.clock.now());
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tag.batch_keys_rotated',
      targetType: 'tag_batch',
      targetId: batch,
      before: { keyVersion: kind.key_version },
      after: { keyVersion: next, count },
    });
  });
  const found = (await listBatches(ctx.db)).find((b) => b.name === batch);
  if (!found) throw batchNotFound();
  return found;
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered inventory as CSV (uid, status, batch, shop, owner e-mail, created_at). */
export async function exportInventoryCsv(db: Db, filters: AdminTagFilters): Promise<string> {
  const rows = (await withNames(db, await adminTagRepository.exportRows(db, await inventoryFilter(db, filters), exportCap))).map(presentAdminTag);
  const lines = [
    'uid,status,batch,shop,owner_email,created_at',
    ...rows.map((tag) => [tag.uid, tag.status, tag.batch, tag.shop?.name ?? null, tag.owner?.email ?? null, tag.createdAt].map(csvCell).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const notAShop = () =>
  new AppError(400, 'VALIDATION_ERROR', 'shopId: not a shop account', {
    fields: [{ field: 'shopId', i18nKey: 'validation.invalid_choice', message: 'shopId: not a shop account' }],
  });

/** Gives every tag of a batch to a shop account (null takes them back); audited. */
export async function assignBatchToShop(ctx: AppContext, actor: UserRow, batch: string, shopId: string | null): Promise<TagBatch> {
  return runTransaction(ctx.db, async (trx) => {
    const shop = shopId ? await findUser(trx, shopId) : null;
    if (shopId && !(shop && isShopAccount(shop))) throw notAShop();
    const tags = await adminTagRepository.batchTagsForUpdate(trx, batch);
    if (tags.length === 0) throw batchNotFound();
    const before = [...new Set(tags.map((t) => t.shop_id))];
    await adminTagRepository.assignBatchShop(trx, batch, shopId, ctx.clock.now());
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tag.batch_shop_assigned',
      targetType: 'tag_batch',
      targetId: batch,
      before: { shopIds: before },
      after: { shopId, count: tags.length },
    });
    const kind = await adminTagRepository.batchKind(trx, batch);
    return {
      name: batch,
      count: tags.length,
      shop: shop ? { id: shop.id, name: `${shop.nome} ${shop.cognome}`.trim() } : null,
      chip: kind?.chip ?? 'ntag213',
      keyVersion: kind?.key_version ?? null,
    };
  });
}

/**
 * An admin marks a tag lost or retired (it leaves its bike) or puts it back in
 * the inventory, which only a tag nobody holds may do; audited.
 */
export async function changeTagStatus(ctx: AppContext, actor: UserRow, tagId: string, status: TagStatusChange['status']) {
  return runTransaction(ctx.db, async (trx) => {
    const tag = isUuid(tagId) ? await adminTagRepository.findByIdForUpdate(trx, tagId) : undefined;
    if (!tag) throw tagNotFound();
    if (status === 'unassigned' && tag.owner_id) {
      throw new AppError(409, 'TAG_OWNED_BY_OTHER', 'This tag belongs to an account: it cannot go back to the inventory');
    }
    const updated = await adminTagRepository.setStatus(trx, tag.id, status, ctx.clock.now());
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tag.status_changed',
      targetType: 'tag',
      targetId: tag.id,
      before: { uid: tag.uid, status: tag.status, bikeId: tag.bike_id },
      after: { uid: updated.uid, status: updated.status, bikeId: updated.bike_id },
    });
    const [named] = await withNames(trx, [updated]);
    return presentAdminTag(named as InventoryTagRow);
  });
}
