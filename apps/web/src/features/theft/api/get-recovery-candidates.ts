import type { RecoveryCandidate, RecoverySettlement } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { theftKeys } from './keys';

export interface RecoveryChoices {
  candidates: RecoveryCandidate[];
  /** What each answer does with the money, as the API computed it; null when the bike is no longer stolen. */
  settlement: RecoverySettlement | null;
}

/**
 * `GET /api/bikes/{id}/recovery-candidates`: the Hunters who scanned or reported the bike during
 * the theft, and what crediting one (or nobody) does with the money.
 */
export async function getRecoveryCandidates(bikeId: string): Promise<RecoveryChoices> {
  const body = await apiClient.call('GET /api/bikes/:id/recovery-candidates', { params: { id: bikeId }, timeoutMs: requestTimeouts.tagsBikes });
  return { candidates: body.candidates, settlement: body.settlement ?? null };
}

/** Loaded when the mark-recovered dialog opens (`enabled`), and again each time it reopens. */
export function useRecoveryCandidatesQuery(bikeId: string, enabled: boolean) {
  return useQuery({ queryKey: theftKeys.recoveryCandidates(bikeId), queryFn: () => getRecoveryCandidates(bikeId), enabled });
}
