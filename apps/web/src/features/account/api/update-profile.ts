import type { ProfileUpdateInput } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `PUT /api/users/profile`: name, surname, username or language. */
export async function updateProfile(input: ProfileUpdateInput) {
  const body = await apiClient.call('PUT /api/users/profile', { body: input });
  return body.user;
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
