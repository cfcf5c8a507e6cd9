import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { browserQueryClient } from './query-client';

/** On the server, the cache of the page being rendered (one per request). */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

/**
 * Gives a page (loaded lazily with it) the query cache: the request's on the
 * server, the browser's one cache otherwise. The shell itself uses no queries,
 * so TanStack Query arrives with the first page, not with the entry.
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerQueryClientContext);
  return <QueryClientProvider client={serverClient ?? browserQueryClient()}>{children}</QueryClientProvider>;
}
