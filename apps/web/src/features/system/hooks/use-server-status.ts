import { timings } from '@ritrova/shared';
import { useEffect, useRef, useState } from 'react';
import { useHealthQuery } from '../api/get-health';

export type ServerStatus = 'checking' | 'online' | 'offline';

/**
 * Spec §4: the server counts as offline only after 3 consecutive failed checks,
 * and as online again after any success. Until then the last verdict stands.
 */
export function useServerStatus(): ServerStatus {
  const { dataUpdatedAt, errorUpdatedAt } = useHealthQuery();
  const failures = useRef(0);
  const [status, setStatus] = useState<ServerStatus>('checking');

  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    failures.current = 0;
    setStatus('online');
  }, [dataUpdatedAt]);

  useEffect(() => {
    if (errorUpdatedAt === 0) return;
    failures.current += 1;
    if (failures.current >= timings.offlineAfterFailures) setStatus('offline');
  }, [errorUpdatedAt]);

  return status;
}
