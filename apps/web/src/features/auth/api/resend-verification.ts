import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '@/lib/auth/auth-api';

/** `POST /api/auth/resend-verification` (the fetcher lives in lib/auth, the dashboard uses it too). */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
