import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Notifications } from './get-notifications';

/** `POST /api/notifications/{id}/read`, or `POST /api/notifications/read-all` without an id. */
export function markRead(notificationId: string | null) {
  return notificationId === null
    ? apiClient.call('POST /api/notifications/read-all', { body: {} })
    : apiClient.call('POST /api/notifications/:id/read', { params: { id: notificationId }, body: {} });
}

/** The cached list with one alert (or, for null, all of them) read. */
function withRead(data: Notifications | undefined, notificationId: string | null): Notifications | undefined {
  if (!data) return data;
  const notifications = data.notifications.map((n) => (notificationId === null || n.id === notificationId ? { ...n, read: true } : n));
  return { notifications, unread: notifications.filter((n) => !n.read).length };
}

/**
 * Marks alerts read: the list shows it at once, then the list and the alert
 * count of the stat cards reload from the server.
 */
export function useMarkReadMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_body, notificationId) => {
      queryClient.setQueryData<Notifications>(queryKeys.notifications(userId), (data) => withRead(data, notificationId));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userStats(userId) }),
      ]),
  });
}
