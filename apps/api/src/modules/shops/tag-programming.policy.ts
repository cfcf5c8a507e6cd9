import { tagProgrammingHoldMinutes } from '@ritrova/shared';
import type { TagRow } from '../tags/index.ts';

/**
 * Who may program which tag from a phone (issue #28 item 2, decision 062). Pure functions of loaded rows.
 */

/**
 * Why a shop may not program a UID that is already a tag, or null when it may: only a plain tag of the
 * shop's own inventory, held by nobody, on no bike and never sold (an admin's batch assigned to it).
 * Any other tag is someone else's: another shop's, Ritrova's inventory, or a customer's.
 */
export function programmingRefusal(shop: { id: string }, tag: Pick<TagRow, 'shop_id' | 'status' | 'owner_id' | 'bike_id' | 'chip'>, sold: boolean) {
  if (tag.shop_id !== shop.id || tag.owner_id !== null || tag.bike_id !== null || tag.status !== 'unassigned' || sold) return 'TAG_UID_TAKEN' as const;
  if (tag.chip === 'ntag424') return 'TAG_NOT_PLAIN' as const;
  return null;
}

/**
 * A prepared UID another shop may take over: the hold has passed without a confirmation (the shop walked
 * away, or its phone lost the tag). The time is the application clock's.
 */
export function holdExpiredBefore(now: Date): Date {
  return new Date(now.getTime() - tagProgrammingHoldMinutes * 60_000);
}

/**
 * The batch a shop's phone-programmed tags join: one per shop and day, named so an admin sees whose
 * and when (`phone-<first 8 of the shop's id>-<YYYY-MM-DD>`, UTC), and so an admin's reassignment of a
 * batch never mixes two shops' tags.
 */
export function phoneBatchName(shopId: string, now: Date): string {
  return `phone-${shopId.slice(0, 8)}-${now.toISOString().slice(0, 10)}`;
}

/** What an undo meets: a locked tag stays (the chip is read-only, and so is the record); a held, paired or sold one too. */
export function undoRefusal(programming: { state: string }, tag: Pick<TagRow, 'status' | 'owner_id' | 'bike_id'> | undefined, sold: boolean) {
  if (programming.state === 'locked') return 'TAG_LOCKED' as const;
  if (tag?.status !== 'unassigned' || tag.owner_id !== null || tag.bike_id !== null || sold) return 'TAG_UNAVAILABLE' as const;
  return null;
}
