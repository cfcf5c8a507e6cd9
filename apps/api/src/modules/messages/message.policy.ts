import type { Selectable } from 'kysely';
import type { ConversationsTable } from '../../db/schema.ts';
import type { TheftReportRow } from '../theft-records/index.ts';

/** The signed-in caller; only the id matters here. */
type Actor = { id: string };
type ConversationRow = Selectable<ConversationsTable>;

/** The caller is the conversation's bike owner (otherwise its finder). */
export function isConversationOwner(actor: Actor, conversation: Pick<ConversationRow, 'owner_id'>): boolean {
  return conversation.owner_id === actor.id;
}

/** Either side writes, except a finder the owner has blocked. */
export function canWriteInConversation(actor: Actor, conversation: Pick<ConversationRow, 'finder_id' | 'blocked_at'>): boolean {
  return !(conversation.blocked_at && conversation.finder_id === actor.id);
}

/** Only the owner blocks or unblocks the finder; to the finder the action does not exist (404). */
export function canBlockFinder(actor: Actor, conversation: Pick<ConversationRow, 'owner_id'>): boolean {
  return isConversationOwner(actor, conversation);
}

/** The owner of the stolen bike writes to the finders of its sightings. */
export function canMessageFinder(actor: Actor, sighting: { owner_id: string }): boolean {
  return sighting.owner_id === actor.id;
}

/**
 * The owner may answer an anonymous finder (issue #27) only when they agreed to be contacted and left
 * an address (relayed, never shown); not a signed-in finder's sighting (that one has an account to write to).
 */
export function canRelayToAnonymousFinder(sighting: { reporter_id: string | null; contact_consent: boolean; contact_email: string | null }): boolean {
  return sighting.reporter_id === null && sighting.contact_consent && sighting.contact_email !== null;
}

/** An anonymous finder writes through their link unless the owner blocked them. */
export function canAnonymousFinderWrite(conversation: Pick<ConversationRow, 'blocked_at'>): boolean {
  return conversation.blocked_at === null;
}

/** Whom the owner's message about a sighting goes to: its signed-in reporter, or nobody (anonymous, or the owner's own). */
export function finderToWrite(actor: Actor, sighting: { reporter_id: string | null }): string | null {
  return sighting.reporter_id && sighting.reporter_id !== actor.id ? sighting.reporter_id : null;
}

/**
 * A Hunter writes to the owner of a stolen bike they are hunting (not declined)
 * or reported a sighting of; never the owner to themselves.
 */
export function canMessageOwner(actor: Actor, report: Pick<TheftReportRow, 'owner_id'>, involvement: { hunting: boolean; sighted: boolean }): boolean {
  return report.owner_id !== actor.id && (involvement.hunting || involvement.sighted);
}
