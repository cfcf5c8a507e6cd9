import { hunterNameSchema } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type HunterNameAvailability = 'idle' | 'checking' | 'available' | 'taken';

/** `GET /api/users/hunter-name-available?name=`: whether a public Hunter name is free (regardless of case). */
export async function getHunterNameAvailable(name: string): Promise<boolean> {
  const body = await apiClient.call('GET /api/users/hunter-name-available', { query: new URLSearchParams({ name }) });
  return body.available;
}

/**
 * Live availability of the Hunter name typed (sign-up, profile), checked ~400 ms after typing stops
 * and only for a well-formed name; the account's own current name (`own`, in any case) is available.
 */
export function useHunterNameAvailability(name: string, own: string | null = null): HunterNameAvailability {
  const debounced = useDebouncedValue(name, 400);
  const parsed = hunterNameSchema.safeParse(debounced);
  const mine = parsed.success && own !== null && parsed.data.toLowerCase() === own.toLowerCase();
  const query = useQuery({
    queryKey: ['users', 'hunter-name-available', parsed.success ? parsed.data.toLowerCase() : null],
    queryFn: () => getHunterNameAvailable(parsed.data ?? ''),
    enabled: parsed.success && !mine,
    staleTime: 60_000,
    retry: false,
  });
  if (!parsed.success || name !== debounced || mine) return 'idle';
  if (query.isFetching && query.data === undefined) return 'checking';
  if (query.data === true) return 'available';
  if (query.data === false) return 'taken';
  return 'idle';
}
