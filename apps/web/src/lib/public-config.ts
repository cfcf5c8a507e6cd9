import type { PublicConfig } from '@ritrova/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { apiClient } from './api-client';
import { readServerRenderData } from './server-render-data';

export type { PublicConfig } from '@ritrova/shared';

/** `GET /api/config/public`: company facts and the support address (footer, home, legal pages). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiClient.call('GET /api/config/public');
}

type State = { data: PublicConfig | undefined; isError: boolean };

/**
 * Company facts change with a deploy, not during a visit: fetched once per page
 * load and kept here (not in the query cache, which the entry does not carry). A
 * page the server rendered brings them along, so the footer hydrates as rendered.
 */
let state: State = { data: undefined, isError: false };
let requested = false;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function load() {
  if (requested) return;
  requested = true;
  getPublicConfig().then(
    (data) => set({ data, isError: false }),
    () => {
      // A later page may ask again.
      requested = false;
      set({ data: undefined, isError: true });
    },
  );
}

if (typeof document !== 'undefined') {
  const rendered = readServerRenderData()?.publicConfig;
  if (rendered) state = { data: rendered, isError: false };
}

/** The server renders pages with its own configuration (one per process). */
export function setServerPublicConfig(config: PublicConfig): void {
  state = { data: config, isError: false };
}

export function usePublicConfig(): State {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  useEffect(() => {
    if (!state.data) load();
  }, []);
  return current;
}
