import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any photo change: the bike (its `photos` and `mainPhoto`; the photo list
 * sits under its key) and the dashboard, whose list shows the main photo.
 */
export function useInvalidatePhotos(bikeId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
    if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
  };
}
