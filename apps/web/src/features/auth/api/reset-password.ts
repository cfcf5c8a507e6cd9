import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/auth/reset-password`: sets a new password with the mailed token. */
export function resetPassword(input: { token: string; password: string }) {
  return apiClient.call('POST /api/auth/reset-password', { body: input, retryOnUnauthorized: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
