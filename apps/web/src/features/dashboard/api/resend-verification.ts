import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '@/lib/auth/auth-api';

/** `POST /api/auth/resend-verification` from the dashboard banner. */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
