import { queryKeys } from '@/lib/query-keys';

/** The maintenance feature's query keys: under the bike's key, so reloading the bike reloads its history. */
export const maintenanceKeys = {
  history: (bikeId: string) => [...queryKeys.bike(bikeId), 'maintenance'] as const,
  /** The shops the owner authorised to add records to the bike. */
  shopConsents: (bikeId: string) => [...queryKeys.bike(bikeId), 'shop-consents'] as const,
};
