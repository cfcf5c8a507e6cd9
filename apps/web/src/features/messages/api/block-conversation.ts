import type { Conversation } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ConversationThread } from './get-conversation';
import { messageKeys } from './keys';

/** `POST /api/conversations/{id}/block` or `/unblock` (owner only): whether the finder may still write. */
export async function setConversationBlocked({ conversationId, blocked }: { conversationId: string; blocked: boolean }): Promise<Conversation> {
  const body = await apiClient.call(blocked ? 'POST /api/conversations/:id/block' : 'POST /api/conversations/:id/unblock', {
    params: { id: conversationId },
    body: {},
  });
  return body.conversation;
}

/** Blocks or unblocks; the thread and the list show it at once. */
export function useBlockConversationMutation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setConversationBlocked({ conversationId, blocked }),
    onSuccess: (conversation) => {
      queryClient.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) => thread && { ...thread, conversation });
      queryClient.setQueryData<Conversation[]>(messageKeys.list(), (list) => list?.map((c) => (c.id === conversation.id ? conversation : c)));
    },
  });
}
