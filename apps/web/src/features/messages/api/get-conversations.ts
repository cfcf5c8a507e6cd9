import type { Conversation } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { messageKeys } from './keys';

/** `GET /api/conversations`: the caller's relayed conversations, as owner or as finder. */
export async function getConversations(): Promise<Conversation[]> {
  const body = await apiClient.call('GET /api/conversations');
  return body.conversations;
}

export function useConversationsQuery() {
  return useQuery({ queryKey: messageKeys.list(), queryFn: getConversations });
}
