import { type AppNotification, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface Notifications {
  notifications: AppNotification[];
  unread: number;
}

/** `GET /api/notifications`: newest first, with the number still unread. */
export async function getNotifications(): Promise<Notifications> {
  const { notifications, unread } = await apiClient.call('GET /api/notifications');
  return { notifications, unread };
}

/** Shown on the dashboard, so cached and refreshed with it (spec §9). */
export function useNotificationsQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.notifications(userId), queryFn: getNotifications, staleTime: timings.dashboardCacheMs });
}
