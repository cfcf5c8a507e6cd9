import type { Message } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import type { ConversationThread } from './get-conversation';
import { messageKeys } from './keys';

/**
 * `POST /api/conversations/{id}/messages`: 429 RATE_LIMITED past 10 messages in
 * 10 minutes, 403 CONVERSATION_BLOCKED for a finder the owner blocked.
 */
export async function sendMessage({ conversationId, body }: { conversationId: string; body: string }): Promise<Message> {
  const answer = await apiClient.call('POST /api/conversations/:id/messages', { params: { id: conversationId }, body: { body } });
  return answer.message;
}

/**
 * Sends; the message joins the thread at once and the list reloads (its last-message
 * time moved). Refused as blocked, the thread reloads to show the block.
 */
export function useSendMessageMutation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage({ conversationId, body }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id) ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONVERSATION_BLOCKED') void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
    },
  });
}
