import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `DELETE /api/users/me`: the password confirms the intent. */
export function deleteAccount(input: { password: string }): Promise<{ success: true; message: string }> {
  return apiClient.delete('/api/users/me', input, { withCredentials: true });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
