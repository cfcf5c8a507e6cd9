/**
 * The messages feature's query keys: the list and each thread under one root,
 * so a new message can reload everything about conversations at once.
 */
export const messageKeys = {
  all: ['conversations'] as const,
  list: () => ['conversations', 'list'] as const,
  thread: (conversationId: string) => ['conversations', 'thread', conversationId] as const,
};
