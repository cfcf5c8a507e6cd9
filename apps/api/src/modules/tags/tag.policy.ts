import type { Role } from '@ritrova/shared';
import type { UserRow } from '../users/index.ts';
import type { TagRow } from './tag-row.ts';

/** The signed-in caller; only the id matters here. */
type Actor = { id: string };

/** The tag is on the caller's account: only they pair, unpair or report it lost (anyone else's answers 404). */
export function holdsTag(actor: Actor, tag: Pick<TagRow, 'owner_id'>): boolean {
  return tag.owner_id === actor.id;
}

/** Claiming a tag the caller already holds, in service, is a no-op rather than a refusal. */
export function canReclaimTag(actor: Actor, tag: Pick<TagRow, 'owner_id' | 'status'>): boolean {
  return holdsTag(actor, tag) && tag.status === 'assigned';
}

/** The tag is registered to another account (the caller is told so: 409 TAG_OWNED_BY_OTHER). */
export function isTagOfAnother(actor: Actor, tag: Pick<TagRow, 'owner_id'>): boolean {
  return tag.owner_id !== null && tag.owner_id !== actor.id;
}

/**
 * Which tags of a batch the caller may take the programming export of (decision 061): an admin
 * (through the admin area) all of them; a shop the ones assigned to it; anyone else none (404).
 */
export function batchProgramScope(actor: { id: string; role: Role }, area: 'admin' | 'shop'): { shopId: string | null } | null {
  if (area === 'admin') return actor.role === 'admin' ? { shopId: null } : null;
  return actor.role === 'shop' ? { shopId: actor.id } : null;
}

/** An account that is a shop and not deleted: an admin may assign inventory (a batch of tags) to it. */
export function isShopAccount(account: Pick<UserRow, 'role' | 'deleted_at'>): boolean {
  return account.role === 'shop' && account.deleted_at === null;
}
