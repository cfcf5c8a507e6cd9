import { type HunterProfile, timings } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hunterKeys } from './keys';

/** `GET /api/hunter/profile`: level, experience, reputation, achievements and recent history. */
export async function getHunterProfile(): Promise<HunterProfile> {
  const body = await apiClient.call('GET /api/hunter/profile');
  return body.profile;
}

export function useHunterProfileQuery(userId: string) {
  return useQuery({ queryKey: hunterKeys.profile(userId), queryFn: getHunterProfile, staleTime: timings.dashboardCacheMs });
}
