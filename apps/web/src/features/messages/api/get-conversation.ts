import type { Conversation, Message } from '@ritrova/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { messageKeys } from './keys';

export interface ConversationThread {
  conversation: Conversation;
  messages: Message[];
}

/** How often an open conversation looks for new messages. */
export const threadPollMs = 15_000;

/** `GET /api/conversations/{id}/messages`: the thread; reading it marks the other side's messages read. */
export async function getConversation(conversationId: string): Promise<ConversationThread> {
  const body = await apiClient.call('GET /api/conversations/:id/messages', { params: { id: conversationId } });
  return { conversation: body.conversation, messages: body.messages };
}

/** The open thread, polled every 15 s; the list's unread count for it drops to 0 once read. */
export function useConversationQuery(conversationId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.thread(conversationId),
    queryFn: async () => {
      const thread = await getConversation(conversationId);
      queryClient.setQueryData<Conversation[]>(messageKeys.list(), (list) =>
        list?.map((c) => (c.id === conversationId ? { ...thread.conversation, unread: 0 } : c)),
      );
      return thread;
    },
    refetchInterval: threadPollMs,
  });
}
