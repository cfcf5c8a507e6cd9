import type { Conversation, Sighting } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/sightings/{id}/conversation`: the owner's first message to the finder, relayed by Ritrova. */
export async function startConversation({ sightingId, body }: { sightingId: string; body: string }): Promise<Conversation> {
  const answer = await apiClient.call('POST /api/sightings/:id/conversation', { params: { id: sightingId }, body: { body } });
  return answer.conversation;
}

/** Starts (or continues) the conversation; the sighting then links to it. */
export function useStartConversationMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.bikeSightings(bikeId);
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation, { sightingId }) => {
      queryClient.setQueryData<Sighting[]>(key, (sightings) => sightings?.map((s) => (s.id === sightingId ? { ...s, conversationId: conversation.id } : s)));
    },
  });
}
