import type { Bike } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

/**
 * `POST /api/bikes/{id}/report-recovered` with who returned the bike (a candidate
 * Hunter's id, or null for nobody); the bike arrives as `bike` or `data` (spec §7).
 */
export async function reportRecovered({ bikeId, returnedBy }: { bikeId: string; returnedBy: string | null }): Promise<Bike | null> {
  const body = await apiClient.call('POST /api/bikes/:id/report-recovered', {
    params: { id: bikeId },
    body: { returnedBy },
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.bike ?? body.data ?? null;
}

/** Closes the theft report; the bike's page (its reward included) and the dashboard show it recovered. */
export function useReportRecoveredMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (returnedBy: string | null) => reportRecovered({ bikeId, returnedBy }),
    onSuccess: (bike) => {
      if (bike?.id) queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      // NOTE: under the bike's key sit its sightings, its reward (now released or not) and the candidates.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
