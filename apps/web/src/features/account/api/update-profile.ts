import type { ProfileUpdateInput, PublicUser } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `PUT /api/users/profile`: name, surname, username or language. */
export async function updateProfile(input: ProfileUpdateInput): Promise<PublicUser> {
  const body = await apiClient.put<{ success: true; message: string; user: PublicUser }>('/api/users/profile', input);
  return body.user;
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
