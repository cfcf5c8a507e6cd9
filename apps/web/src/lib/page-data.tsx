import type { ServerRenderData } from '@ritrova/shared';
import type { ApiAnswer, ApiEndpoint } from '@ritrova/shared/api';
import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Puts a signed-in page's first answers (by API path, as the API gave them) into a query cache under its queries'
 * keys, read as its queries read them: the server renders the page from them, and the browser hydrates it from the
 * same (issue #27 item 6). A page module that exports it is rendered on the server for its signed-in owner.
 */
export type SeedQueries = (client: QueryClient, answers: Readonly<Record<string, unknown>>, params: Readonly<Record<string, string | undefined>>) => void;

/** A GET's answer among a signed-in page's first answers (keyed by path), typed as its route answers; undefined when absent. */
export function answerOf<E extends ApiEndpoint & `GET ${string}`>(
  answers: Readonly<Record<string, unknown>>,
  endpoint: E,
  path: string = endpoint.slice(4),
): ApiAnswer<E> | undefined {
  return answers[path] as ApiAnswer<E> | undefined;
}
