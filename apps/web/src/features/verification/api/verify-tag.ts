import { useQuery } from '@tanstack/react-query';
import { positionIfAlreadyAllowed } from '../../../lib/tags/geolocation';
import { verifyTagFromThisDevice } from '../../../lib/tags/verify-tag';

/**
 * The verification of the tag this page was opened for. Each visit is one scan:
 * the answer is never reused for a later visit (gcTime 0) and a failure is not
 * retried behind the visitor's back (every attempt records a scan); the page
 * offers "retry" instead. The position goes along only if already allowed.
 */
export function useTagVerificationQuery(uid: string) {
  return useQuery({
    queryKey: ['tag-verification', uid],
    queryFn: async () => verifyTagFromThisDevice(uid, await positionIfAlreadyAllowed()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
