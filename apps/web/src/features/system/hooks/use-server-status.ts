import { timings } from '@ritrova/shared';
import { useEffect, useState } from 'react';
import { getHealth } from '../api/get-health';

export type ServerStatus = 'checking' | 'online' | 'offline';

/**
 * Spec §4/§9: the health endpoint is asked every 30 s; the server counts as
 * offline only after 3 consecutive failed checks, and as online again after any
 * success. Until then the last verdict stands. (A plain timer: the footer is in
 * every page's entry, which does not carry the query library.)
 */
export function useServerStatus(): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>('checking');

  useEffect(() => {
    let failures = 0;
    let stopped = false;
    const check = async () => {
      try {
        await getHealth();
        failures = 0;
        if (!stopped) setStatus('online');
      } catch {
        failures += 1;
        if (!stopped && failures >= timings.offlineAfterFailures) setStatus('offline');
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), timings.healthPollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  return status;
}
