import type { MaintenanceRecord } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

/** `DELETE /api/maintenance/{id}`: only the record's author may (403 otherwise). */
export function deleteMaintenance(recordId: string) {
  return apiClient.call('DELETE /api/maintenance/:id', { params: { id: recordId }, timeoutMs: requestTimeouts.tagsBikes });
}

/** Deletes the record and takes it out of the bike's history at once. */
export function useDeleteMaintenanceMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const key = maintenanceKeys.history(bikeId);
  return useMutation({
    mutationFn: deleteMaintenance,
    onSuccess: (_answer, recordId) => {
      queryClient.setQueryData<MaintenanceRecord[]>(key, (records) => records?.filter((r) => r.id !== recordId));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
