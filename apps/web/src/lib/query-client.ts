import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Client errors (4xx) are answers, not hiccups: retrying them only repeats the
 * failure. Network errors, timeouts and 5xx get one more try.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
