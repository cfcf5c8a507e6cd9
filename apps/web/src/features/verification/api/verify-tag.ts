import type { VerificationResponse } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { positionIfAlreadyAllowed } from '@/lib/tags/geolocation';
import { type TagReading, verificationQueryKey, verifyTagFromThisDevice } from '@/lib/tags/verify-tag';

/**
 * The verification of the tag this page was opened for. Each visit is one scan:
 * the answer is never reused for a later visit (gcTime 0) and a failure is not
 * retried behind the visitor's back (every attempt records a scan); the page
 * offers "retry" instead. The position goes along only if already allowed.
 * A secure tag's link is single use: opening it again is (rightly) a replay.
 * A page the server rendered already recorded its scan: `recorded`, its answer, is used as it is.
 */
export function useTagVerificationQuery(reading: TagReading, recorded?: VerificationResponse, enabled = true) {
  return useQuery({
    queryKey: verificationQueryKey(reading),
    queryFn: async () => verifyTagFromThisDevice(reading, await positionIfAlreadyAllowed()),
    initialData: recorded,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
