import type { TagRow } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { canSignIn } from '../users/index.ts';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Whose shop area a request looks at: a shop sees its own; an admin (support)
 * may name a shop, and otherwise sees its own account's (normally nothing).
 */
export function shopIdFor(actor: Actor, requestedShopId?: string): string {
  return actor.role === 'admin' && requestedShopId ? requestedShopId : actor.id;
}

/** Why a shop may not sell a tag, or null when it may: the tag is the shop's, still in inventory, never sold. */
export function saleRefusal(shop: Pick<UserRow, 'id'>, tag: Pick<TagRow, 'shop_id' | 'status' | 'owner_id'> | undefined, alreadySold: boolean) {
  if (!tag || tag.shop_id !== shop.id) return 'TAG_NOT_IN_SHOP' as const;
  if (alreadySold || tag.status !== 'unassigned' || tag.owner_id !== null) return 'TAG_UNAVAILABLE' as const;
  return null;
}

/**
 * A sale goes at once (or at sign-in) only to an account that has proven the
 * address the shop typed: anyone can sign up with someone else's address, and
 * the tag must not go to them.
 */
export function provesSaleAddress(user: Pick<UserRow, 'email' | 'email_verified_at'>, customerEmail: string): boolean {
  return user.email_verified_at !== null && user.email.toLowerCase() === customerEmail;
}

/**
 * What a shop's attempt to write to a bike's log meets: `granted` with an active
 * consent of the bike's owner; `revoked` when it had one once (the shop knows the
 * bike, so it is told why: 403 CONSENT_REQUIRED); `none` when it never had one
 * (404, as for any bike that is not one's own).
 */
export function consentState(active: boolean, hadAny: boolean): 'granted' | 'revoked' | 'none' {
  if (active) return 'granted';
  return hadAny ? 'revoked' : 'none';
}

/** A shop account that can work now (not suspended, not deleted): the only kind that may be given consent to a bike's log. */
export function canReceiveConsent(account: Pick<UserRow, 'role' | 'suspended_at' | 'deleted_at'>): boolean {
  return account.role === 'shop' && canSignIn(account);
}

/** A claimed sale answers its claimant again (idempotent) while the tag is still theirs; anyone else is refused. */
export function hasClaimedSale(user: Pick<UserRow, 'id'>, sale: { claimed_by: string | null; tag_owner_id: string | null }): boolean {
  return sale.claimed_by === user.id && sale.tag_owner_id === user.id;
}
