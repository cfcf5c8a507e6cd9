import { queryKeys } from '@/lib/query-keys';

/**
 * The photos feature's query keys. A bike's photos sit under the bike's own key:
 * invalidating the bike (as every photo change does, for its `mainPhoto`)
 * reloads them too.
 */
export const photoKeys = {
  photos: (bikeId: string) => [...queryKeys.bike(bikeId), 'photos'] as const,
};
