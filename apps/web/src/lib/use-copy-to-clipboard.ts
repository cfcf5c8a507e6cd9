import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the "copied" indicator stays 2 s. */
export const COPIED_INDICATOR_MS = 2_000;

export type CopyState = { value: string; status: 'copied' | 'failed' } | null;

/**
 * Copies a text with the asynchronous Clipboard API. The state names the value
 * last copied (cleared after 2 s) or the one that could not be copied (kept until
 * the next attempt, so the fallback hint stays readable).
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (value: string) => {
    clearTimeout(timer.current);
    try {
      // NOTE: the Clipboard API exists only in secure contexts (https, localhost).
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState({ value, status: 'copied' });
      timer.current = setTimeout(() => setState(null), COPIED_INDICATOR_MS);
    } catch {
      setState({ value, status: 'failed' });
    }
  }, []);

  return { state, copy };
}
