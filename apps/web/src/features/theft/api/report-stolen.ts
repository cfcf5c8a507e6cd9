import type { Bike, TheftFactsBody } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { queryKeys } from '@/lib/query-keys';

export interface ReportStolenResult {
  /** Where to pay the reward into escrow; null when no reward was offered. */
  paymentUrl: string | null;
  bike: Bike;
}

/** `POST /api/bikes/{id}/report-stolen` with the reward in euros (0 for none) and the theft's facts (all optional). */
export async function reportStolen({ bikeId, reward, facts }: { bikeId: string; reward: number; facts?: TheftFactsBody }): Promise<ReportStolenResult> {
  const body = await apiClient.call('POST /api/bikes/:id/report-stolen', {
    params: { id: bikeId },
    body: { ...facts, reward },
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return { paymentUrl: body.paymentUrl ?? null, bike: body.bike };
}

/** Reports the theft; the bike's page turns to stolen at once and the dashboard reloads. */
export function useReportStolenMutation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: reportStolen,
    onSuccess: ({ bike }, { bikeId }) => {
      if (bike?.id) queryClient.setQueryData(queryKeys.bike(bike.id), bike);
      // NOTE: this also reloads what sits under the bike's key: its sightings and its reward (awaiting payment now).
      void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(user.id) });
    },
  });
}
