import type { MaintenanceRecord } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

/** `GET /api/bikes/{id}/maintenance` (owner only): the bike's records, newest service first. */
export async function getMaintenance(bikeId: string): Promise<MaintenanceRecord[]> {
  const body = await apiClient.call('GET /api/bikes/:bikeId/maintenance', {
    params: { bikeId },
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.data;
}

/** Spec §2: the history loads on its first expand (`enabled`), and stays loaded when collapsed again. */
export function useMaintenanceQuery(bikeId: string, enabled: boolean) {
  return useQuery({ queryKey: maintenanceKeys.history(bikeId), queryFn: () => getMaintenance(bikeId), enabled });
}
