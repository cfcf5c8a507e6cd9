import type { OwnTag } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '../api-client';
import { isApiError } from '../api-error';
import { useAuth } from '../auth/use-auth';
import { queryKeys } from '../query-keys';

export interface AssociateTagInput {
  tagUid: string;
  /** With a bike the tag is also put on it (step 2); without, it only joins the account. */
  bikeId?: string;
}

/** Spec §7: after a server error with a bike, the association is retried once for the account alone, waiting 15 s. */
const retryTimeoutMs = 15_000;

/**
 * `POST /api/tags/associate`: the tag becomes the caller's, and goes on the bike
 * when one is given. The answered tag says where it ended up (`bikeId`).
 */
export async function associateTag({ tagUid, bikeId }: AssociateTagInput): Promise<OwnTag> {
  try {
    const body = await apiClient.call('POST /api/tags/associate', { body: { tagUid, ...(bikeId && { bikeId }) }, timeoutMs: requestTimeouts.tagsBikes });
    return body.tag;
  } catch (err) {
    if (!(bikeId && isApiError(err) && err.status >= 500)) throw err;
    const body = await apiClient.call('POST /api/tags/associate', { body: { tagUid }, timeoutMs: retryTimeoutMs });
    return body.tag;
  }
}

/** Associates, then reloads the dashboard (bikes and tags) and the bike that got the tag. */
export function useAssociateTagMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: associateTag,
    onSuccess: (tag) => {
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
      if (tag.bikeId) void queryClient.invalidateQueries({ queryKey: queryKeys.bike(tag.bikeId) });
    },
  });
}
