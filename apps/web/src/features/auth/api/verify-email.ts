import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/auth/verify-email`: confirms the address with the mailed token; `alreadyVerified` for a link opened again. */
export function verifyEmail(token: string) {
  return apiClient.call('POST /api/auth/verify-email', { body: { token }, retryOnUnauthorized: false });
}

/**
 * A query rather than a mutation on purpose: the token is single-use, and the
 * query cache makes sure a double mount (StrictMode, back button) sends it once.
 */
export function useVerifyEmailQuery(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
