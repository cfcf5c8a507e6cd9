import type { RecoveryCandidate } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { theftKeys } from './keys';

/** `GET /api/bikes/{id}/recovery-candidates`: the Hunters who scanned or reported the bike during the theft. */
export async function getRecoveryCandidates(bikeId: string): Promise<RecoveryCandidate[]> {
  const body = await apiClient.get<{ success: true; candidates: RecoveryCandidate[] }>(`/api/bikes/${encodeURIComponent(bikeId)}/recovery-candidates`, {
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.candidates;
}

/** Loaded when the mark-recovered dialog opens (`enabled`), and again each time it reopens. */
export function useRecoveryCandidatesQuery(bikeId: string, enabled: boolean) {
  return useQuery({ queryKey: theftKeys.recoveryCandidates(bikeId), queryFn: () => getRecoveryCandidates(bikeId), enabled });
}
