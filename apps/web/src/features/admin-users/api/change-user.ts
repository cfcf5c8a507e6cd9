import type { AdminUserDetail, Role } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys } from './keys';

type AdminUserFacts = AdminUserDetail['user'];
type UserAnswer = { success: true; user: AdminUserFacts };

/** `PUT /api/admin/users/{id}/role`: the account's sessions end, so the role applies at once. */
export async function changeRole({ userId, role }: { userId: string; role: Role }): Promise<AdminUserFacts> {
  return (await apiClient.put<UserAnswer>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role })).user;
}

/** `POST /api/admin/users/{id}/suspend` or `/reactivate`. */
export async function setSuspended({ userId, suspended }: { userId: string; suspended: boolean }): Promise<AdminUserFacts> {
  const action = suspended ? 'suspend' : 'reactivate';
  return (await apiClient.post<UserAnswer>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`)).user;
}

/** `POST /api/admin/users/{id}/resend-verification`: `sent` is false for an address already verified. */
export async function resendVerification(userId: string): Promise<{ sent: boolean }> {
  return apiClient.post<{ success: true; sent: boolean }>(`/api/admin/users/${encodeURIComponent(userId)}/resend-verification`);
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
