import { type IncomingTransfer, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/transfers/incoming`: pending transfers addressed to the signed-in user's e-mail. */
export async function getIncomingTransfers(): Promise<IncomingTransfer[]> {
  const body = await apiClient.call('GET /api/transfers/incoming', { timeoutMs: requestTimeouts.tagsBikes });
  return body.transfers;
}

/** Shown on the dashboard, so cached and refreshed with it (spec §9). */
export function useIncomingTransfersQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.incomingTransfers(userId), queryFn: getIncomingTransfers, staleTime: timings.dashboardCacheMs });
}
