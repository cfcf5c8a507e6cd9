import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `PUT /api/users/password`: other sessions end; this one continues with the returned token. */
export function changePassword(input: { currentPassword: string; password: string }) {
  return apiClient.call('PUT /api/users/password', { body: input, withCredentials: true });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
