import type { GoogleCompleteInput, GoogleLinkInput } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Sign in with Google. The start is a full-page navigation (the browser must
 * reach Google itself); the two follow-ups are calls that return a session.
 */

/** `GET /api/auth/google/start`: where the Google button leads, returning to `redirectUrl` afterwards. */
export function googleStartUrl(redirectUrl: string | null): string {
  return redirectUrl ? `/api/auth/google/start?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/api/auth/google/start';
}

/** `POST /api/auth/google/complete`: creates the account of a first Google sign-in. */
export function completeGoogleSignup(input: GoogleCompleteInput) {
  return apiClient.call('POST /api/auth/google/complete', { body: input, withCredentials: true, retryOnUnauthorized: false });
}

/** `POST /api/auth/google/link`: links Google to the existing account whose password is given (then the second factor, if on). */
export function linkGoogleAccount(input: GoogleLinkInput) {
  return apiClient.call('POST /api/auth/google/link', { body: input, withCredentials: true, retryOnUnauthorized: false });
}
