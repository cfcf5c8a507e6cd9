import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const HydratedContext = createContext(true);
const onHydrated: Array<() => void> = [];

/** Runs `callback` once the app runs the page (after the page's first effects: its queries have asked what they ask). */
export function whenHydrated(callback: () => void): void {
  if (document.documentElement.hasAttribute('data-app-ready')) callback();
  else onHydrated.push(callback);
}

/**
 * False during the first render of a page the server rendered (and on the server),
 * true afterwards and on pages the browser renders alone. Components whose output
 * depends on browser-only state (the stored session, the position) render what the
 * server rendered until then, so hydration matches and nothing flashes.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    // Every consumer renders again with browser state: in a transition, in slices, not one long task.
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    // Says the page is interactive, browser state shown (tests and the page benchmark wait for it).
    document.documentElement.setAttribute('data-app-ready', '');
    for (const callback of onHydrated.splice(0)) callback();
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** Whether browser-only state may be shown (see HydrationProvider). */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** The server's provider: never hydrated. */
export function ServerRenderProvider({ children }: { children: ReactNode }) {
  return <HydratedContext.Provider value={false}>{children}</HydratedContext.Provider>;
}

/**
 * False until the browser is idle after the component has shown — then true. What a page shows below its first
 * view (a form at the bottom, the toasts' container) waits for it, so that its code is neither fetched nor run
 * while the page is drawn on a slow phone (issue #27 item 6).
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(() => setReady(true), 0);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return ready;
}
