import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/auth/email-available?email=`: whether the address can still sign up. */
export async function getEmailAvailable(email: string): Promise<boolean> {
  const body = await apiClient.call('GET /api/auth/email-available', { query: new URLSearchParams({ email }) });
  return body.available;
}

export function useEmailAvailableQuery(email: string | null) {
  return useQuery({
    queryKey: ['auth', 'email-available', email],
    queryFn: () => getEmailAvailable(email ?? ''),
    enabled: email !== null,
    staleTime: 60_000,
    retry: false,
  });
}
