import type { Conversation, Message } from '@ritrova/shared';

/** Oldest first, as a conversation reads; messages of the same moment keep their order. */
export function sortMessages(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** The conversation with the latest message first. */
export function sortConversations(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
}

/** Messages from the other side not seen before: what the live region announces after a poll. */
export function incomingSince(known: ReadonlySet<string>, messages: readonly Message[]): Message[] {
  return messages.filter((message) => !message.mine && !known.has(message.id));
}
