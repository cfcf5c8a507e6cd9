import { useMutation } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `POST /api/users/sync-bikes`: the server answers with the authoritative list of the caller's bike ids. */
export async function syncBikes(bikeIds: string[]): Promise<string[]> {
  const body = await apiClient.call('POST /api/users/sync-bikes', { body: { bikeIds }, timeoutMs: requestTimeouts.tagsBikes });
  return body.biciclette;
}

/** Syncs, then stores the server's list in the signed-in user. */
export function useSyncBikesMutation() {
  const { setUser, user } = useAuth();
  return useMutation({
    mutationFn: syncBikes,
    onSuccess: (biciclette) => {
      if (user) setUser({ ...user, biciclette });
    },
  });
}
