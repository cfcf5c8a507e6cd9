import type { Conversation } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/hunts/{theftReportId}/conversation`: a Hunter's first message to the owner, relayed by Ritrova. */
export async function startHuntConversation(input: { theftReportId: string; body: string }): Promise<Conversation> {
  const response = await apiClient.call('POST /api/hunts/:id/conversation', { params: { id: input.theftReportId }, body: { body: input.body } });
  return response.conversation;
}

export function useStartHuntConversationMutation() {
  return useMutation({ mutationFn: startHuntConversation });
}
