import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** Two-factor sign-in from the settings: `/api/users/me/two-factor*`. */

const statusKey = (userId: string) => ['dashboard', userId, 'two-factor'] as const;

/** `GET /api/users/me/two-factor`: on or off, and the recovery codes left. */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: statusKey(user?.id ?? ''),
    queryFn: () => apiClient.call('GET /api/users/me/two-factor'),
    enabled: Boolean(user),
  });
}

function useInvalidateStatus() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey(user?.id ?? '') });
}

/** `POST …/setup`: a new secret as a QR code (the password proves it is the account holder). */
export function useTwoFactorSetupMutation() {
  return useMutation({ mutationFn: (input: { password?: string }) => apiClient.call('POST /api/users/me/two-factor/setup', { body: input }) });
}

/** `POST …/enable`: the first code turns it on; answers the recovery codes and a new session. */
export function useTwoFactorEnableMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (input: { code: string }) => apiClient.call('POST /api/users/me/two-factor/enable', { body: input, withCredentials: true }),
    onSuccess: invalidate,
  });
}

/** `POST …/recovery-codes`: a new set for a current code. */
export function useRecoveryCodesMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (input: { code: string }) => apiClient.call('POST /api/users/me/two-factor/recovery-codes', { body: input }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/users/me/two-factor`: the password and a current code turn it off. */
export function useTwoFactorDisableMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (input: { password?: string; code: string }) => apiClient.call('DELETE /api/users/me/two-factor', { body: input }),
    onSuccess: invalidate,
  });
}
