import type { TravelAlert } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys, type TravelAlertState } from './keys';

/** `GET /api/admin/travel-alerts?state=`: improbable travels of secure tags, open ones or all. */
export async function getTravelAlerts(state: TravelAlertState): Promise<TravelAlert[]> {
  return (await apiClient.call('GET /api/admin/travel-alerts', { query: new URLSearchParams({ state }) })).alerts;
}

export function useTravelAlertsQuery(state: TravelAlertState) {
  return useQuery({ queryKey: adminTagKeys.travelAlertList(state), queryFn: () => getTravelAlerts(state) });
}
