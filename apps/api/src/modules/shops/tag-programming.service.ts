import { MIRRORED_UID_LENGTH, plainTagUrl, type TagProgramming, type TagProgrammingTemplate } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { TagRow } from '../tags/index.ts';
import { addShopTag, lockTagByUid, removeInventoryTag } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { shopRepository } from './shop.repository.ts';
import { holdExpiredBefore, phoneBatchName, programmingRefusal, undoRefusal } from './tag-programming.policy.ts';
import { presentTagProgramming } from './tag-programming.presenter.ts';
import { type TagProgrammingRow, tagProgrammingRepository } from './tag-programming.repository.ts';

/**
 * A shop programs plain tags from its phone (issue #28 item 2, decision 062): prepare (the UID is held
 * for the shop, nothing in the inventory yet) → the phone writes the URL and reads it back → confirm
 * (only with the matching read-back: the tag joins the shop's inventory) → lock (made read-only), or
 * undo (out of the inventory again while nobody holds it and it is not locked).
 */

const uidTaken = () => new AppError(409, 'TAG_UID_TAKEN', 'This tag is already registered elsewhere (another shop, the inventory or a customer)');
const notProgrammedHere = () => new AppError(404, 'TAG_NOT_FOUND', 'Tag non trovato');

/** Why the shop may not program an existing tag (null: it may), its sale looked up. */
async function refusalForTag(trx: Db, shop: UserRow, tag: TagRow) {
  const sold = (await shopRepository.findSaleOfTag(trx, tag.id)) !== undefined;
  return programmingRefusal(shop, tag, sold);
}

function refuse(refusal: 'TAG_UID_TAKEN' | 'TAG_NOT_PLAIN'): never {
  if (refusal === 'TAG_NOT_PLAIN') throw new AppError(409, refusal, 'This is a secure tag (NTAG 424 DNA): it is programmed at the factory, not from a phone');
  throw uidTaken();
}

/** The shop's own programming row of a UID, locked; another shop's, or none, answers 404. */
async function lockOwnProgramming(trx: Db, shop: UserRow, uid: string): Promise<TagProgrammingRow> {
  const row = await tagProgrammingRepository.findByUidForUpdate(trx, uid);
  if (!row || row.shop_id !== shop.id) throw notProgrammedHere();
  return row;
}

/**
 * Holds a UID the phone read for the shop and answers the URL to write. A UID that is a tag already is
 * refused unless it is a blank of the shop's own inventory; one another shop is programming right now
 * is refused too. Preparing again is harmless: a prepared UID starts its hold afresh, a programmed or
 * locked one of the shop answers as it is (the page then says it is already done).
 */
export async function prepareTagProgramming(ctx: AppContext, shop: UserRow, uid: string): Promise<TagProgramming> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const tag = await lockTagByUid(trx, uid);
    if (tag) {
      const refusal = await refusalForTag(trx, shop, tag);
      if (refusal) refuse(refusal);
    }
    const held = await tagProgrammingRepository.hold(trx, uid, shop.id, now, holdExpiredBefore(now));
    if (held) return presentTagProgramming(held, ctx.config.publicUrl);
    const existing = await tagProgrammingRepository.findByUid(trx, uid);
    if (existing && existing.shop_id === shop.id) return presentTagProgramming(existing, ctx.config.publicUrl);
    throw uidTaken();
  });
}

/**
 * The read-back matched: the tag counts now. A new UID becomes a tag of the shop's batch of the day; a
 * blank already in the shop's inventory is taken as it is. The read-back must be exactly the URL the
 * prepare answered, else nothing changes. Confirming again answers the same.
 */
export async function confirmTagProgramming(ctx: AppContext, shop: UserRow, uid: string, readBackUrl: string): Promise<TagProgramming> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const row = await lockOwnProgramming(trx, shop, uid);
    if (readBackUrl !== plainTagUrl(ctx.config.publicUrl, uid)) {
      throw new AppError(409, 'TAG_READBACK_MISMATCH', 'The tag does not carry its own verification URL: write it again');
    }
    if (row.state !== 'prepared') return presentTagProgramming(row, ctx.config.publicUrl);
    const added = await addShopTag(trx, { uid, shopId: shop.id, batch: phoneBatchName(shop.id, now) }, now);
    let tagId = added?.id;
    if (!added) {
      // NOTE: the UID became a tag meanwhile (an admin's import): it counts only if it is a blank of this shop.
      const tag = await lockTagByUid(trx, uid);
      const refusal = tag ? await refusalForTag(trx, shop, tag) : 'TAG_UID_TAKEN';
      if (refusal || !tag) refuse(refusal ?? 'TAG_UID_TAKEN');
      tagId = tag.id;
    }
    const programmed = await tagProgrammingRepository.markProgrammed(trx, uid, { id: tagId as string, added: added !== undefined }, now);
    return presentTagProgramming(programmed, ctx.config.publicUrl);
  });
}

/** The phone made the tag read-only: recorded as locked (again: the same answer). Only a programmed tag of the shop. */
export async function lockTagProgramming(ctx: AppContext, shop: UserRow, uid: string): Promise<TagProgramming> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const row = await lockOwnProgramming(trx, shop, uid);
    if (row.state === 'prepared') throw notProgrammedHere();
    const locked = row.state === 'locked' ? row : await tagProgrammingRepository.markLocked(trx, uid, now);
    return presentTagProgramming(locked, ctx.config.publicUrl);
  });
}

/**
 * Undoes a programmed tag: out of the shop's inventory (a tag the confirmation added is deleted; one an
 * admin's batch had given the shop stays there, as before). Refused once locked, held, paired or sold.
 * NOTE: the URL stays written on the chip; the tag verifies as unregistered until it is programmed again.
 */
export async function undoTagProgramming(ctx: AppContext, shop: UserRow, uid: string): Promise<void> {
  await runTransaction(ctx.db, async (trx) => {
    const row = await lockOwnProgramming(trx, shop, uid);
    if (row.state === 'prepared') throw notProgrammedHere();
    const tag = await lockTagByUid(trx, uid);
    const sold = tag ? (await shopRepository.findSaleOfTag(trx, tag.id)) !== undefined : false;
    const refusal = undoRefusal(row, tag, sold);
    if (refusal === 'TAG_LOCKED') throw new AppError(409, refusal, 'This tag has been made read-only: it can no longer be undone');
    if (refusal || !tag) throw new AppError(409, 'TAG_UNAVAILABLE', 'This tag has already been sold or is no longer in service');
    await tagProgrammingRepository.remove(trx, uid);
    if (row.added_tag && !(await removeInventoryTag(trx, tag.id))) throw new Error(`tag ${tag.id} could not leave the inventory under its lock`);
  });
}

/** What a phone without Web NFC needs for NXP TagWriter: the URL up to the UID, and with the UID mirror's placeholder. */
export function tagProgrammingTemplate(ctx: AppContext): TagProgrammingTemplate {
  const urlPrefix = plainTagUrl(ctx.config.publicUrl, '');
  return { urlPrefix, urlTemplate: `${urlPrefix}${'0'.repeat(MIRRORED_UID_LENGTH)}` };
}
