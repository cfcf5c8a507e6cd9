import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/auth/reset-password`: sets a new password with the mailed token. */
export function resetPassword(input: { token: string; password: string }): Promise<{ success: true; message: string }> {
  return apiClient.post('/api/auth/reset-password', input, { retryOnUnauthorized: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
