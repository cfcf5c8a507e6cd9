import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/auth/forgot-password`: always answers the same, whether the address exists or not. */
export function requestPasswordReset(email: string) {
  return apiClient.call('POST /api/auth/forgot-password', { body: { email }, retryOnUnauthorized: false });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
