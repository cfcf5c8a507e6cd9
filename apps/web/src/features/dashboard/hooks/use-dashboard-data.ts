import type { PublicUser } from '@ritrova/shared';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useUserStatsQuery } from '../api/get-user-stats';

/** Everything the dashboard shows, with one refresh for the button beside the welcome line. */
export function useDashboardData(user: PublicUser) {
  const me = useCurrentUserQuery(user.id);
  const stats = useUserStatsQuery(user.id);
  return {
    user: me.data ?? user,
    stats: stats.data,
    isLoading: stats.isPending,
    isRefreshing: me.isFetching || stats.isFetching,
    isError: me.isError || stats.isError,
    refresh: () => Promise.all([me.refetch(), stats.refetch()]),
  };
}
