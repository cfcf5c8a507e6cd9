import type { AdminTagFilters, travelAlertFiltersSchema } from '@ritrova/shared';
import type { z } from 'zod';

/** Which improbable-travel alerts the alerts page lists: those not yet looked at (`open`), or `all`. */
export type TravelAlertState = z.infer<typeof travelAlertFiltersSchema>['state'];

/** What the inventory page asks for: the filters and the page. */
export type InventoryQuery = Pick<AdminTagFilters, 'status' | 'batch' | 'q' | 'owner' | 'shopId'> & { page: number };

/** The tag inventory's query keys. */
export const adminTagKeys = {
  all: () => ['admin', 'tags'] as const,
  list: (query: InventoryQuery) => ['admin', 'tags', 'list', query] as const,
  batches: () => ['admin', 'tags', 'batches'] as const,
  scans: (tagId: string) => ['admin', 'tags', 'scans', tagId] as const,
  shops: () => ['admin', 'tags', 'shops'] as const,
  provisioning: (batch: string) => ['admin', 'tags', 'provisioning', batch] as const,
  travelAlerts: () => ['admin', 'tags', 'travel-alerts'] as const,
  travelAlertList: (state: TravelAlertState) => ['admin', 'tags', 'travel-alerts', state] as const,
};

/** The query string of the filters (empty ones left out), shared by the list and the CSV export. */
export function filterParams(query: Omit<InventoryQuery, 'page'> & { page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
