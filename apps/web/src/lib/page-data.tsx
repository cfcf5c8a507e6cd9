import type { ServerRenderData } from '@ritrova/shared';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { readServerRenderData } from './server-render-data';

/** On the server, what the page is being rendered from. */
export const ServerPageDataContext = createContext<ServerRenderData | null>(null);

/**
 * What the server rendered this page from (its verification, a refused form…),
 * while the visitor is still on the page the server rendered: the first entry of
 * this tab's history (React Router's key "default"). Any page reached inside
 * the app gets null and fetches for itself.
 */
export function usePageData(): ServerRenderData | null {
  const serverData = useContext(ServerPageDataContext);
  const { key } = useLocation();
  if (serverData) return serverData;
  return key === 'default' ? readServerRenderData() : null;
}
