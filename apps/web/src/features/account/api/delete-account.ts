import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `DELETE /api/users/me`: the password (or, Google-only, the e-mail address) confirms the intent; with two-factor sign-in, a code too. */
export function deleteAccount(input: { password?: string; confirmEmail?: string; code?: string }) {
  return apiClient.call('DELETE /api/users/me', { body: input, withCredentials: true });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
