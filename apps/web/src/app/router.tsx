import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { RootLayout } from './layout/root-layout';
import { type Page, routes } from './routes';

const tree: RouteObject[] = [{ path: '/', element: <RootLayout />, children: routes }];

/** The last path whose page was started in the browser. */
let started: string | undefined;

/** The app's pages under the shared layout (in a BrowserRouter, or the server's StaticRouter). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // At every navigation the page's data is asked for while its code loads (the first page: main.tsx).
  // NOTE: during the render, not in an effect: a navigation to a page whose code is still loading is a
  // transition that commits (and runs effects) only once the code is there. Starting twice is harmless.
  if (typeof window !== 'undefined' && pathname !== started) {
    started = pathname;
    startPath(pathname);
  }
  return useRoutes(tree);
}

/**
 * Starts everything a path needs at once (decision 057): its modules and texts, and, for a signed-in
 * person, the API answers its page reads first — not one after the other.
 */
export function startPath(pathname: string): void {
  prefetchData(pathname);
  for (const page of pagesFor(pathname)) void page.preload();
}

/**
 * The app's start on a page the browser renders (decision 060): as `startPath`, and the session's check
 * (`GET /api/users/me`, which the route guard waits for) with the page's own answers, all at once. Called
 * once the texts have started, so that the page's texts load with its modules.
 */
export function startApp(pathname: string): void {
  started = pathname;
  prefetchData(pathname, true);
  for (const page of pagesFor(pathname)) void page.preload();
}

/** Asks for the API answers a path's page reads first, when someone is signed in (nothing otherwise). */
export function prefetchData(pathname: string, atStart = false): void {
  const signedIn = sessionStore.getToken() !== null;
  apiClient.prefetch(signedIn ? (atStart ? startDataPathsFor(pathname) : dataPathsFor(pathname)) : []);
}

/** The API paths a path's page GETs first for a signed-in person (its route's `data`). */
export function dataPathsFor(pathname: string): string[] {
  return (matchRoutes(tree, pathname) ?? []).flatMap((match) => (match.route.handle as Page | undefined)?.data?.(match.params) ?? []);
}

/**
 * The session's check at the app's start (lib/auth `getMe`, by AuthProvider): the route guard shows a spinner
 * until it answers, so it starts with the page's own (an e2e test holds the page's code until it is asked for).
 */
export const sessionCheckPath = '/api/users/me';

/** What a signed-in person's app asks the API for first when it starts on a path: the session's check and the page's answers. */
export function startDataPathsFor(pathname: string): string[] {
  return [...new Set([sessionCheckPath, ...dataPathsFor(pathname)])];
}

/** The pages a path renders (layouts and the page), outermost first; the not-found page for an unknown path. */
export function pagesFor(pathname: string): Page[] {
  return (matchRoutes(tree, pathname) ?? []).map((match) => match.route.handle as Page | undefined).filter((p): p is Page => p !== undefined);
}

/**
 * The API paths to render a path's page from for its signed-in owner on the server (issue #27 item 6): the
 * session's check and the page's first answers; null for a page that is not rendered so (its module has no
 * `seedQueries`).
 */
export async function signedInRenderPaths(pathname: string): Promise<string[] | null> {
  const modules = await Promise.all(pagesFor(pathname).map((page) => page.preload()));
  return modules.some((module) => module.seedQueries) ? startDataPathsFor(pathname) : null;
}

/** Puts a signed-in page's first answers into `client` under its queries' keys (see `SeedQueries`). */
export async function seedQueriesOf(client: QueryClient, pathname: string, answers: Readonly<Record<string, unknown>>): Promise<void> {
  for (const match of matchRoutes(tree, pathname) ?? []) {
    const page = match.route.handle as Page | undefined;
    if (page) (await page.preload()).seedQueries?.(client, answers, match.params);
  }
}

/** The browser's side of `seedQueriesOf`, before hydrating the page the server rendered with them. */
export async function seedBrowserQueries(pathname: string, answers: Readonly<Record<string, unknown>>): Promise<void> {
  // Loaded with the page already (its query cache's provider): no request of its own.
  const { browserQueryClient } = await import('@/lib/query-client');
  await seedQueriesOf(browserQueryClient(), pathname, answers);
}

/** Loads what a path renders (modules and texts), so that hydrating it does not wait on a chunk. */
export async function preloadPath(pathname: string): Promise<void> {
  await Promise.all(pagesFor(pathname).map((p) => p.preload()));
}
