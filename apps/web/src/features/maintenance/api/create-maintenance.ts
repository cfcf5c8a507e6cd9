import type { MaintenanceCreateInput, MaintenanceRecord } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

/** `POST /api/maintenance` (spec §7); the server computes the total again. */
export async function createMaintenance(input: MaintenanceCreateInput): Promise<MaintenanceRecord> {
  const body = await apiClient.call('POST /api/maintenance', {
    body: input,
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.data;
}

/** Records the service; the bike's history reloads when next shown. */
export function useCreateMaintenanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenance,
    onSuccess: (record) => void queryClient.invalidateQueries({ queryKey: maintenanceKeys.history(record.bike) }),
  });
}
