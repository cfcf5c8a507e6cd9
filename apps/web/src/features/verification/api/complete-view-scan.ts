import type { Location } from '@ritrova/shared';
import { useEffect, useRef, useState } from 'react';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { positionIfAlreadyAllowed } from '@/lib/tags/geolocation';

/** `POST /api/tags/verify/complete`: who scanned and where, for the scan the server recorded for this page view. */
export function completeViewScan(body: { location?: Location }) {
  return apiClient.call('POST /api/tags/verify/complete', { body, timeoutMs: requestTimeouts.tagsBikes, redirectOnSessionEnd: false });
}

/**
 * A tag page the server rendered recorded its scan without knowing who is
 * signed in (a Hunter's scan must count for them; the owner's own tap is no
 * sighting) or where the phone is: once interactive, and once the session is
 * known, the page tells, if there is anything to tell. No prompt: the position
 * goes only if the visitor allowed it before. Answers the owner's own bike, if
 * the visitor is its owner (the page then leads her there).
 */
export function useCompleteServerScan(recordedByServer: boolean, sessionKnown: boolean): string | null {
  const done = useRef(false);
  const [ownBikeId, setOwnBikeId] = useState<string | null>(null);
  useEffect(() => {
    if (!recordedByServer || !sessionKnown || done.current) return;
    done.current = true;
    void (async () => {
      const location = await positionIfAlreadyAllowed();
      if (!sessionStore.getToken() && !location) return;
      // Best effort: the scan is recorded already (with the kind of device and language); this only adds who and where.
      const answer = await completeViewScan({ ...(location && { location }) }).catch(() => undefined);
      if (answer?.ownBikeId) setOwnBikeId(answer.ownBikeId);
    })();
  }, [recordedByServer, sessionKnown]);
  return ownBikeId;
}
