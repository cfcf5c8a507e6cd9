import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `POST /api/admin/travel-alerts/{id}/review`: an admin has looked at the alert. */
export async function reviewTravelAlert(alertId: string): Promise<void> {
  await apiClient.call('POST /api/admin/travel-alerts/:id/review', { params: { id: alertId } });
}

/** Marks the alert as seen; both lists (open and all) reload. */
export function useReviewTravelAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTravelAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTagKeys.travelAlerts() }),
  });
}
