import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { sessionStore } from './auth/session-store';

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

let browserClient: QueryClient | null = null;

/**
 * The browser's one cache, made with the first page that needs it (TanStack
 * Query is not in the entry), emptied whenever the signed-in person changes,
 * so nobody sees the previous person's data.
 */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  const client = createQueryClient();
  let userId = sessionStore.get()?.user.id ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    client.clear();
  });
  browserClient = client;
  return client;
}
