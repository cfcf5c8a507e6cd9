import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { type Page, routes } from './routes';

const tree: RouteObject[] = [{ path: '/', element: <RootLayout />, children: routes }];

/** The app's pages under the shared layout (in a BrowserRouter, or the server's StaticRouter). */
export function AppRoutes() {
  return useRoutes(tree);
}

/** The pages a path renders (layouts and the page), outermost first; the not-found page for an unknown path. */
export function pagesFor(pathname: string): Page[] {
  return (matchRoutes(tree, pathname) ?? []).map((match) => match.route.handle as Page | undefined).filter((p): p is Page => p !== undefined);
}

/** Loads what a path renders (modules and texts), so that hydrating it does not wait on a chunk. */
export async function preloadPath(pathname: string): Promise<void> {
  await Promise.all(pagesFor(pathname).map((p) => p.preload()));
}
