import { type ServerRenderData, serverRenderDataId } from '@ritrova/shared';

export type { ServerRenderData } from '@ritrova/shared';

let cached: ServerRenderData | null | undefined;

/** The data block of a server-rendered page (its JSON is data, never executed: the CSP stays strict), or null. */
export function readServerRenderData(): ServerRenderData | null {
  if (cached !== undefined) return cached;
  const block = typeof document === 'undefined' ? null : document.getElementById(serverRenderDataId);
  try {
    cached = block?.textContent ? (JSON.parse(block.textContent) as ServerRenderData) : null;
  } catch {
    cached = null;
  }
  return cached;
}
