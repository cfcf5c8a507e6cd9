import type { MaintenanceCreateInput, MaintenanceRecord } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';

/**
 * `POST /api/shop/bikes/{bikeId}/maintenance` (role shop, with the owner's
 * consent): the same form as the owner's; the record carries the shop badge.
 */
export async function createShopMaintenance(input: MaintenanceCreateInput): Promise<MaintenanceRecord> {
  const body = await apiClient.call('POST /api/shop/bikes/:bikeId/maintenance', {
    params: { bikeId: input.bike },
    body: input,
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.data;
}

export function useCreateShopMaintenanceMutation() {
  return useMutation({ mutationFn: createShopMaintenance });
}
