import { timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { getMe } from '@/lib/auth/auth-api';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/users/me` for the dashboard: the bike list and the verified flag
 * change on other devices, so the dashboard reloads them (cached 30 s per user)
 * and writes them back into the session.
 */
export function useCurrentUserQuery(userId: string) {
  const { setUser } = useAuth();
  return useQuery({
    queryKey: queryKeys.currentUser(userId),
    queryFn: async () => {
      const user = await getMe();
      setUser(user);
      return user;
    },
    staleTime: timings.dashboardCacheMs,
  });
}
