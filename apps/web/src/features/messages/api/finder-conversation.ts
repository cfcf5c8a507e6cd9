import type { FinderConversation } from '@ritrova/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { threadPollMs } from './get-conversation';
import { messageKeys } from './keys';

const finderKey = (token: string) => [...messageKeys.all, 'finder', token] as const;

/** `GET /api/finder-conversations/{token}`: what an anonymous finder reads through their mailed link (404 FINDER_LINK_INVALID once expired). */
export async function getFinderConversation(token: string): Promise<FinderConversation> {
  const body = await apiClient.call('GET /api/finder-conversations/:token', { params: { token } });
  return { bike: body.bike, blocked: body.blocked, messages: body.messages };
}

/** The finder's thread, polled as the owner's is. */
export function useFinderConversationQuery(token: string) {
  return useQuery({ queryKey: finderKey(token), queryFn: () => getFinderConversation(token), refetchInterval: threadPollMs });
}

/** `POST /api/finder-conversations/{token}/messages`: the finder's answer joins the thread at once. */
export function useFinderReplyMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => (await apiClient.call('POST /api/finder-conversations/:token/messages', { params: { token }, body: { body } })).message,
    onSuccess: (message) => {
      queryClient.setQueryData<FinderConversation>(finderKey(token), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id) ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: finderKey(token) }),
  });
}
