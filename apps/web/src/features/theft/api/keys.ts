import { queryKeys } from '@/lib/query-keys';

/**
 * The theft feature's own query keys (sightings are in lib/query-keys.ts, shared
 * with the notifications). Under the bike's key: recovering the bike reloads them.
 */
export const theftKeys = {
  recoveryCandidates: (bikeId: string) => [...queryKeys.bike(bikeId), 'recovery-candidates'] as const,
  facts: (bikeId: string) => [...queryKeys.bike(bikeId), 'theft-facts'] as const,
};
