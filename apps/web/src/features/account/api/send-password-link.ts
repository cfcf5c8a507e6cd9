import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/auth/forgot-password` for the signed-in user's own address: an
 * account opened with Google gets a password through the mailed link.
 */
export function useSendPasswordLinkMutation(email: string) {
  return useMutation({
    mutationFn: () => apiClient.call('POST /api/auth/forgot-password', { body: { email }, retryOnUnauthorized: false }),
  });
}
