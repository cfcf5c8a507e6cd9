import type { OwnTag } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

/** What the owner can do with a tag on a bike: take it off (it stays theirs) or report it lost. */
export type TagAction = 'unpair' | 'report-lost';

/** `POST /api/tags/unpair` or `POST /api/tags/report-lost`: either way the tag leaves the bike. */
export async function runTagAction({ action, tagUid }: { action: TagAction; tagUid: string }): Promise<OwnTag> {
  const body = await apiClient.call(`POST /api/tags/${action}`, { body: { tagUid }, timeoutMs: requestTimeouts.tagsBikes });
  return body.tag;
}

/** Runs the action, then reloads the bike it came off and the dashboard. */
export function useTagActionMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: runTagAction,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) }),
        user && queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) }),
      ]);
    },
  });
}
