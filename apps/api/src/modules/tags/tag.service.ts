import { isValidTagUid, normalizeTagUid, pendingSessionMinutes } from '@ritrova/shared';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { TagsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { BikeRow } from '../bikes/index.ts';
import { bikeNotFound, bikesByIds, canEditBike, lockBike } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';
import { canReclaimTag, holdsTag, isTagOfAnother } from './tag.policy.ts';
import { tagRepository } from './tag.repository.ts';
import type { TagRow } from './tag-row.ts';

const tagNotFound = () => new AppError(404, 'TAG_NOT_FOUND', 'Tag non trovato');

/** A bike of the caller, locked, that can take a tag (it has none yet). */
async function lockTaggableBike(trx: Db, actor: UserRow, bikeId: string): Promise<BikeRow> {
  const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  const existing = await tagRepository.findOnBike(trx, bike.id);
  if (existing) throw new AppError(409, 'BIKE_HAS_TAG', `This bike already carries tag ${existing.uid}`);
  return bike;
}

/** Explains why a tag that could not be claimed is not available to the caller. */
function refuseClaim(tag: TagRow | undefined, actor: UserRow): never {
  if (!tag) throw tagNotFound();
  if (isTagOfAnother(actor, tag)) {
    throw new AppError(409, 'TAG_OWNED_BY_OTHER', 'This tag is already registered to another account');
  }
  throw new AppError(409, 'TAG_UNAVAILABLE', 'This tag has been reported lost or is no longer in service');
}

/**
 * Step 1 (and 2 when a bike is given): the tag becomes the caller's and, with a
 * bike, goes on that bike. Idempotent for a tag the caller already holds.
 */
export async function associateTag(ctx: AppContext, actor: UserRow, tagUid: string, bikeId?: string): Promise<TagRow> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const bike = bikeId ? await lockTaggableBike(trx, actor, bikeId) : null;
    let tag = await tagRepository.claim(trx, tagUid, actor.id, now);
    if (!tag) {
      const current = await tagRepository.findByUidForUpdate(trx, tagUid);
      if (!current || !canReclaimTag(actor, current)) refuseClaim(current, actor);
      tag = current;
    }
    if (bike && tag.bike_id !== bike.id) {
      if (tag.bike_id) tag = await tagRepository.detach(trx, tag.id, now);
      tag = await tagRepository.attach(trx, tag.id, bike.id, now);
    }
    return tag;
  });
}

/** A tag the caller holds, locked; anyone else's answers 404. */
async function lockOwnTag(trx: Db, actor: UserRow, tagUid: string): Promise<TagRow> {
  const tag = await tagRepository.findByUidForUpdate(trx, tagUid);
  if (!tag || !holdsTag(actor, tag)) throw tagNotFound();
  return tag;
}

/** Step 2: puts a tag of the caller on a bike of the caller (moving it off another bike). */
export async function assignTagToBike(ctx: AppContext, actor: UserRow, tagUid: string, bikeId: string): Promise<{ tag: TagRow; bike: BikeRow }> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const tag = await lockOwnTag(trx, actor, tagUid);
    if (tag.status !== 'assigned') refuseClaim(tag, actor);
    const bike = await lockTaggableBike(trx, actor, bikeId);
    if (tag.bike_id) await tagRepository.detach(trx, tag.id, now);
    return { tag: await tagRepository.attach(trx, tag.id, bike.id, now), bike };
  });
}

/** Takes a tag off its bike; it stays on the account. */
export async function unpairTag(ctx: AppContext, actor: UserRow, tagUid: string): Promise<TagRow> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => tagRepository.detach(trx, (await lockOwnTag(trx, actor, tagUid)).id, now));
}

/** The owner reports a tag lost: it leaves its bike and verifies as lost. */
export async function reportTagLost(ctx: AppContext, actor: UserRow, tagUid: string): Promise<TagRow> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => tagRepository.markLost(trx, (await lockOwnTag(trx, actor, tagUid)).id, now));
}

/** The caller's tags with their bike's name (optionally only those off a bike, of a status or with a UID), newest first. */
export function listOwnTags(ctx: AppContext, actor: UserRow, filter: { onBike?: boolean; status?: TagRow['status']; uid?: string } = {}) {
  return tagsWithBikeNames(ctx.db, actor.id, filter);
}

/** An account's tags, each with its bike's name (bikes answer for the names, in one batch). */
async function tagsWithBikeNames(
  db: Db,
  ownerId: string,
  filter: { onBike?: boolean; status?: TagRow['status']; uid?: string },
): Promise<(TagRow & { bike_name: string | null })[]> {
  const rows = await tagRepository.listByOwner(db, ownerId, filter);
  const bikes = await bikesByIds(
    db,
    rows.flatMap((tag) => (tag.bike_id ? [tag.bike_id] : [])),
  );
  return rows.map((tag) => ({ ...tag, bike_name: (tag.bike_id ? bikes.get(tag.bike_id)?.name : undefined) ?? null }));
}

/** Adds UIDs to the provider's inventory: normalised, deduplicated, invalid ones reported. */
export async function importTags(db: Db, rawUids: string[], batch: string | null) {
  const invalid: string[] = [];
  const valid = new Set<string>();
  for (const raw of rawUids) {
    const uid = normalizeTagUid(raw);
    if (!uid) continue;
    if (isValidTagUid(uid)) valid.add(uid);
    else invalid.push(raw);
  }
  const created = await tagRepository.insertInventory(db, [...valid], batch);
  const createdSet = new Set(created);
  return { created, duplicates: [...valid].filter((u) => !createdSet.has(u)), invalid };
}

/** Remembers a scanned tag for 5 minutes, so the association can resume after sign-in. */
export async function createPendingSession(ctx: AppContext, tagUid: string, tagData: unknown) {
  const now = ctx.clock.now();
  return tagRepository.insertPendingSession(ctx.db, {
    tagUid,
    tagData: JSON.stringify(tagData ?? {}),
    expiresAt: new Date(now.getTime() + pendingSessionMinutes * 60_000),
    now,
  });
}

/** Uses a pending session once; unknown, used or expired ones are refused alike. */
export async function completePendingSession(ctx: AppContext, sessionId: string) {
  const now = ctx.clock.now();
  const session = isUuid(sessionId) ? await tagRepository.usePendingSession(ctx.db, sessionId, now) : undefined;
  if (!session) throw new AppError(404, 'PENDING_SESSION_NOT_FOUND', 'Session expired or not found');
  return session;
}

// What other modules use of tags (they never import tag.repository.ts).

/** A tag by id, its row locked for the rest of the caller's transaction (a sale at a shop's counter). */
export function lockTag(db: Db, id: string): Promise<TagRow | undefined> {
  return tagRepository.findByIdForUpdate(db, id);
}

/** A tag by UID, its row locked for the rest of the caller's transaction (a shop programming it from its phone). */
export function lockTagByUid(db: Db, uid: string): Promise<TagRow | undefined> {
  return tagRepository.findByUidForUpdate(db, uid);
}

/** Adds a plain tag a shop programmed to its inventory, in the shop's batch; undefined when the UID is already a tag. */
export function addShopTag(db: Db, tag: { uid: string; shopId: string; batch: string }, now: Date): Promise<TagRow | undefined> {
  return tagRepository.insertShopTag(db, tag, now);
}

/** Takes a tag nobody holds out of the inventory (a shop's undo); false when it is held or on a bike. */
export function removeInventoryTag(db: Db, tagId: string): Promise<boolean> {
  return tagRepository.deleteInventoryTag(db, tagId);
}

/** Gives an inventory tag to an account; undefined when it is not free to claim. */
export function claimTag(db: Db, uid: string, ownerId: string, now: Date): Promise<TagRow | undefined> {
  return tagRepository.claim(db, uid, ownerId, now);
}

/** The tags an account holds, optionally only those on a bike, of a status or with a UID. */
export function tagsHeldBy(db: Db, ownerId: string, filter: { onBike?: boolean; status?: TagRow['status']; uid?: string } = {}) {
  return tagsWithBikeNames(db, ownerId, filter);
}

/** Moves a bike's tags to its new owner (transfer of ownership). */
export function moveBikeTags(db: Db, bikeId: string, newOwnerId: string, now: Date): Promise<void> {
  return tagRepository.moveBikeTags(db, bikeId, newOwnerId, now);
}

/**
 * For the purge of a deleted account (privacy/account-retention.ts): its tags go back to the inventory, tied to
 * nobody (a lost or retired mark goes too: it was the owner's word). NOTE: the physical tag stays with
 * whoever has the bike; whoever claims it next starts afresh, as with a new tag.
 */
export function releaseTagsOf(db: Db, ownerId: string, now: Date): Promise<number> {
  return tagRepository.releaseAllOf(db, ownerId, now);
}

/** The periodic clean-up (modules/housekeeping): deletes the pending tag sessions that expired before `before`. */
export function deleteExpiredPendingSessions(db: Db, before: Date): Promise<void> {
  return tagRepository.deletePendingSessionsExpiredBefore(db, before);
}

/** The demo seed (modules/demo): unassigned inventory tags as given; UIDs already present are left as they are. */
export function seedInventoryTags(db: Db, uids: readonly string[], batch: string): Promise<void> {
  return tagRepository.insertInventoryAsGiven(db, uids, batch);
}

/** The demo seed (modules/demo): one tag row written as given (the claim rules do not apply to seed data). */
export function seedTag(db: Db, tag: Insertable<TagsTable>): Promise<void> {
  return tagRepository.insertAsGiven(db, tag);
}

/** The tag with this UID, if it is in the inventory (not locked). */
export function findTagByUid(db: Db, uid: string): Promise<TagRow | undefined> {
  return tagRepository.findByUid(db, uid);
}

/** The distinct key versions of the secure tags in the inventory, newest first. */
export async function keyVersionsInUse(db: Db): Promise<number[]> {
  const rows = await tagRepository.keyVersionsInUse(db);
  return rows.flatMap((r) => (r.key_version === null ? [] : [r.key_version]));
}

/** Which of these tag ids are tags (for a scan whose tag was deleted since its view was read). */
export function existingTagIds(db: Db, ids: readonly string[]): Promise<string[]> {
  return tagRepository.idsAmong(db, ids);
}

/** The tags assigned to a shop, the newest batches first (its own list at the counter). */
export function tagsOfShop(db: Db, shopId: string): Promise<TagRow[]> {
  return tagRepository.ofShop(db, shopId);
}

/** One tag assigned to the shop; undefined when it is not the shop's. */
export async function tagOfShop(db: Db, shopId: string, tagId: string): Promise<TagRow | undefined> {
  const [tag] = await tagRepository.ofShop(db, shopId, tagId);
  return tag;
}

/** The tags with these ids, by id (an unknown id has no entry). */
export async function tagsByIds(db: Db, ids: readonly string[]): Promise<Map<string, TagRow>> {
  const rows = await tagRepository.byIds(db, [...new Set(ids)]);
  return new Map(rows.map((tag) => [tag.id, tag]));
}
