import type { Conversation } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/hunts/{theftReportId}/conversation`: a Hunter's first message to the owner, relayed by Ritrova. */
export async function startHuntConversation(input: { theftReportId: string; body: string }): Promise<Conversation> {
  const response = await apiClient.post<{ success: true; conversation: Conversation }>(`/api/hunts/${encodeURIComponent(input.theftReportId)}/conversation`, {
    body: input.body,
  });
  return response.conversation;
}

export function useStartHuntConversationMutation() {
  return useMutation({ mutationFn: startHuntConversation });
}
