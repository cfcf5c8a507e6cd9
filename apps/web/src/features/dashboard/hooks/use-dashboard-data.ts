import { type PublicUser, timings } from '@ritrova/shared';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { debounce } from '@/lib/debounce';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useMyBikesQuery } from '../api/get-my-bikes';
import { useUserStatsQuery } from '../api/get-user-stats';
import { useBikeSync } from './use-bike-sync';

/**
 * Everything the dashboard shows, with one refresh for the button beside the
 * welcome line. Spec §9: reloads are debounced 300 ms, so a burst of clicks (or
 * a click right after arriving with `?refresh=tags`) loads once.
 */
export function useDashboardData(user: PublicUser) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useCurrentUserQuery(user.id);
  const stats = useUserStatsQuery(user.id);
  const bikes = useMyBikesQuery(user.id);
  const fetching = useIsFetching({ queryKey: queryKeys.dashboard(user.id) }) > 0;
  const [refreshQueued, setRefreshQueued] = useState(false);

  const reload = useMemo(
    () =>
      debounce(() => {
        setRefreshQueued(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
      }, timings.dashboardDebounceMs),
    [queryClient, user.id],
  );
  useEffect(() => () => reload.cancel(), [reload]);

  const refresh = useCallback(() => {
    setRefreshQueued(true);
    reload.call();
  }, [reload]);

  // `?refresh=tags` (back from the NFC screens) forces fresh data even inside the 30 s cache.
  const forceRefresh = searchParams.get('refresh') === 'tags';
  useEffect(() => {
    if (!forceRefresh) return;
    // The dashboard's own lists, not everything under its key: the header's unread counts (alerts) may
    // have arrived first on a fresh page load, and they say nothing about the bikes being stale.
    const cached = [queryKeys.currentUser(user.id), queryKeys.userStats(user.id), queryKeys.myBikes(user.id)].some(
      (key) => queryClient.getQueryData(key) !== undefined,
    );
    // Without a cache the queries are loading already; that load is the fresh one.
    if (cached) refresh();
    setSearchParams(
      (params) => {
        params.delete('refresh');
        return params;
      },
      { replace: true },
    );
  }, [forceRefresh, queryClient, user.id, refresh, setSearchParams]);

  const { syncing, syncFailed } = useBikeSync(user, bikes.data, !me.isFetching && !bikes.isFetching);

  return {
    user: me.data ?? user,
    stats: stats.data,
    bikes: bikes.data,
    bikesLoading: bikes.isPending,
    isRefreshing: fetching || refreshQueued,
    isError: me.isError || stats.isError || bikes.isError,
    syncing,
    syncFailed,
    refresh,
  };
}
