import { timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface Health {
  status: 'ok';
  db: 'ok';
  version: string;
}

/** `GET /api/health` with its own 5 s timeout (spec §9). */
export function getHealth(): Promise<Health> {
  return apiClient.get<Health>('/api/health', { timeoutMs: timings.healthTimeoutMs, retryOnUnauthorized: false });
}

/** Polls the health endpoint every 30 s; each failure is counted by useServerStatus. */
export function useHealthQuery() {
  return useQuery({
    queryKey: ['health'],
    queryFn: getHealth,
    refetchInterval: timings.healthPollMs,
    retry: false,
    staleTime: 0,
  });
}
