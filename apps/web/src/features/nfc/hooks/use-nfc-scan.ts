import { useCallback, useEffect, useRef, useState } from 'react';
import { sunQueryFromReading, tagUidFromReading } from '../read-tag';

export type NfcSupport = 'checking' | 'supported' | 'unsupported';

export type NfcScanState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'scanning' }
  /** `start`: scanning could not begin (permission refused, NFC off); `read`: a tag was near but unreadable. */
  | { status: 'error'; failure: 'start' | 'read' };

/** Whether this browser has Web NFC (Chrome on Android); checked after the first render. */
export function useNfcSupport(): NfcSupport {
  const [support, setSupport] = useState<NfcSupport>('checking');
  useEffect(() => setSupport(typeof window !== 'undefined' && 'NDEFReader' in window ? 'supported' : 'unsupported'), []);
  return support;
}

/**
 * Scans with Web NFC: `start` asks for the reader, the first tag read stops the
 * scan and goes to `onRead` as a normalised UID. Leaving the page stops it too.
 */
export function useNfcScan(onRead: (uid: string, sun: string | null) => void) {
  const [state, setState] = useState<NfcScanState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'starting' });
    try {
      const reader = new NDEFReader();
      reader.addEventListener(
        'reading',
        (event) => {
          const reading = { serialNumber: event.serialNumber, records: event.message?.records ?? [] };
          const uid = tagUidFromReading(reading);
          if (!uid) {
            setState({ status: 'error', failure: 'read' });
            return;
          }
          controller.abort();
          setState({ status: 'idle' });
          onReadRef.current(uid, sunQueryFromReading(reading));
        },
        { signal: controller.signal },
      );
      reader.addEventListener('readingerror', () => setState({ status: 'error', failure: 'read' }), { signal: controller.signal });
      await reader.scan({ signal: controller.signal });
      if (!controller.signal.aborted) setState((current) => (current.status === 'starting' ? { status: 'scanning' } : current));
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error', failure: 'start' });
    }
  }, []);

  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, start, stop };
}
