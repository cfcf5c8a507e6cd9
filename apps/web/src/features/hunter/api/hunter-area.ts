import type { HunterArea, HunterAreaInput } from '@ritrova/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/area`: the caller's area, or null before they set one. */
export async function getHunterArea(): Promise<HunterArea | null> {
  return (await apiClient.call('GET /api/hunter/area')).area;
}

export function useHunterAreaQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.area(userId), queryFn: getHunterArea });
}

/** Saving or removing the area also re-sorts the offered hunts (measured from its centre). */
function useAreaMutation<T>(userId: string, mutationFn: (input: T) => Promise<HunterArea | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (area) => {
      queryClient.setQueryData(hunterKeys.area(userId), area);
      void queryClient.invalidateQueries({ queryKey: [...hunterKeys.all(userId), 'hunts'] });
    },
  });
}

/** `PUT /api/hunter/area`. */
export function useSaveHunterAreaMutation(userId: string) {
  return useAreaMutation(userId, async (input: HunterAreaInput) => (await apiClient.call('PUT /api/hunter/area', { body: input })).area);
}

/** `DELETE /api/hunter/area`. */
export function useRemoveHunterAreaMutation(userId: string) {
  return useAreaMutation<undefined>(userId, async () => {
    await apiClient.call('DELETE /api/hunter/area');
    return null;
  });
}
