import { useMutation } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { createDebugSender } from '../debug-sender';

/** Any method and path under /api, with the admin's current token (refreshed like the app's own calls). */
export const sendDebugRequest = createDebugSender({
  fetch: (input, init) => fetch(input, init),
  getToken: () => sessionStore.getToken(),
  refresh: (staleToken) => apiClient.refreshSession(staleToken),
  now: () => performance.now(),
  timeoutMs: requestTimeouts.general,
});

/** The debugger's call; its answer is shown whatever the status. */
export function useDebugRequestMutation() {
  return useMutation({ mutationFn: sendDebugRequest });
}
