import { timings } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

export interface Health {
  status: 'ok';
  db: 'ok';
  version: string;
}

/** `GET /api/health` with its own 5 s timeout (spec §9). */
export function getHealth(): Promise<Health> {
  return apiClient.get<Health>('/api/health', { timeoutMs: timings.healthTimeoutMs, retryOnUnauthorized: false });
}
