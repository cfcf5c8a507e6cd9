import { timings } from '@ritrova/shared';
import type { ApiAnswer } from '@ritrova/shared/api';
import { apiClient } from '@/lib/api-client';

export type Health = ApiAnswer<'GET /api/health'>;

/** `GET /api/health` with its own 5 s timeout (spec §9). */
export function getHealth(): Promise<Health> {
  return apiClient.call('GET /api/health', { timeoutMs: timings.healthTimeoutMs, retryOnUnauthorized: false });
}
