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
