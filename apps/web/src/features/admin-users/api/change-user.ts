import type { AdminUserDetail, Role } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys } from './keys';

type AdminUserFacts = AdminUserDetail['user'];

/** `PUT /api/admin/users/{id}/role`: the account's sessions end, so the role applies at once. */
export async function changeRole({ userId, role }: { userId: string; role: Role }): Promise<AdminUserFacts> {
  return (await apiClient.call('PUT /api/admin/users/:id/role', { params: { id: userId }, body: { role } })).user;
}

/** `POST /api/admin/users/{id}/suspend` or `/reactivate`. */
export async function setSuspended({ userId, suspended }: { userId: string; suspended: boolean }): Promise<AdminUserFacts> {
  const params = { id: userId };
  const answer = suspended
    ? await apiClient.call('POST /api/admin/users/:id/suspend', { params })
    : await apiClient.call('POST /api/admin/users/:id/reactivate', { params });
  return answer.user;
}

/** `POST /api/admin/users/{id}/resend-verification`: `sent` is false for an address already verified. */
export async function resendVerification(userId: string): Promise<{ sent: boolean }> {
  return apiClient.call('POST /api/admin/users/:id/resend-verification', { params: { id: userId } });
}

/** The account on the page shows the change at once; lists and the audit log reload. */
function useUserChange<TInput>(userId: string, mutationFn: (input: TInput) => Promise<AdminUserFacts>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDetail>(adminUserKeys.detail(userId), (detail) => (detail ? { ...detail, user } : detail));
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export function useChangeRoleMutation(userId: string) {
  return useUserChange(userId, (role: Role) => changeRole({ userId, role }));
}

export function useSetSuspendedMutation(userId: string) {
  return useUserChange(userId, (suspended: boolean) => setSuspended({ userId, suspended }));
}

export function useResendVerificationMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendVerification(userId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
