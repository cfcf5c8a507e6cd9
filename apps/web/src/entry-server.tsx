/**
 * The server's rendering of the app's public pages (built by `vite build --ssr`
 * into dist-server/, imported by the API's web plugin). The same route table,
 * components and translations as the browser; the browser then hydrates the
 * markup (main.tsx) instead of rendering it again. Decision 029.
 */
import { type AppPageNeeds, defaultLanguage, type Language, languages, type PageRenderRequest, type RenderedPage } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes, pagesFor, seedQueriesOf, signedInRenderPaths, startDataPathsFor } from './app/router';
import { ServerRenderProvider } from './lib/hydration';
import { namespaces, shellNamespaces, textSourcesOf } from './lib/i18n/namespaces';
import { ServerPageDataContext } from './lib/page-data';
import { ServerQueryClientContext } from './lib/page-queries';
import { setServerPublicConfig } from './lib/public-config';
import { catalogues } from './locales/catalogues';

// The signed-in header's lazily loaded parts, loaded with this module on the server (the browser still loads them
// on use): a page rendered for its owner then waits only for React.lazy to settle, not for a chunk to be read.
const signedInHeaderModules = Promise.all([import('./app/layout/user-menu'), import('./app/layout/mobile-menu'), import('./app/layout/app-nav-counts')]);

/** One i18next instance per language, with every text loaded: a render never waits for a file. */
const instances = Object.fromEntries(
  languages.map((language) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      resources: catalogues,
      fallbackLng: defaultLanguage,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // No advertisement in the console (the browser's, the server's log).
      showSupportNotice: false,
    });
    return [language, instance];
  }),
) as Record<Language, I18n>;

/** Whether a path is one of the app's pages (the not-found page answers every other). */
export function isKnownPath(pathname: string): boolean {
  return !pagesFor(pathname).some((page) => page.src.endsWith('/not-found.tsx'));
}

/**
 * What a page the browser renders alone needs first (decision 060): its modules, its texts and the API paths
 * it GETs for a signed-in person — named in the document the server sends, so that they all start at once.
 */
export function pageNeeds(pathname: string, language: Language): AppPageNeeds {
  const pages = pagesFor(pathname);
  return {
    sources: pages.map((page) => page.src),
    texts: textSourcesOf([...shellNamespaces, ...pages.flatMap((page) => page.ns)], language),
    data: startDataPathsFor(pathname),
  };
}

/** The API paths to render a path's page from for its signed-in owner, or null: see `signedInRenderPaths`. */
export { signedInRenderPaths };

/** What renderToString writes for a Suspense boundary it could not finish (its content then left to the browser). */
const clientRenderedBoundary = '<!--$!-->';

/** What React writes ahead of the markup when it renders less than a whole document: a page's <title>, <meta> and <link>. */
const hoistedPattern = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/** Renders one page to markup, with the data block for its hydration. */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(request.url, 'http://ritrova.invalid');
  const pages = pagesFor(pathname);
  await Promise.all(pages.map((page) => page.preload()));
  setServerPublicConfig(request.publicConfig);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  const { url: _url, ...data } = request;
  // A signed-in page for its owner (issue #27 item 6): its queries read the answers the API gave her.
  if (request.signedIn) await seedQueriesOf(queryClient, pathname, request.signedIn.answers);

  const renderOnce = () =>
    renderToString(
      <StrictMode>
        <I18nextProvider i18n={instances[request.language]}>
          <ServerQueryClientContext.Provider value={queryClient}>
            <ServerPageDataContext.Provider value={data}>
              <ServerRenderProvider>
                <StaticRouter location={request.url}>
                  <AppRoutes />
                </StaticRouter>
              </ServerRenderProvider>
            </ServerPageDataContext.Provider>
          </ServerQueryClientContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
  // The signed-in header's own lazy parts (its counts, the user menu) suspend the first time this process renders
  // them: renderToString then leaves their boundary to the browser (React error 419 there). Their modules are
  // loaded when this module loads (signedInHeaderModules below), so by then only React.lazy's own promise is left
  // to settle: render again, so that the markup is whole and hydrates as it is.
  await signedInHeaderModules;
  let markup = renderOnce();
  for (let attempt = 0; attempt < 5 && markup.includes(clientRenderedBoundary); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5 * (attempt + 1)));
    markup = renderOnce();
  }
  // Those go to <head>, where the browser's React finds them again when it hydrates.
  const head = markup.match(hoistedPattern)?.[0] ?? '';
  return {
    // A known page whose subject does not exist (a theft no longer published) is the not-found page too.
    status: isKnownPath(pathname) && !request.notFound ? 200 : 404,
    html: markup.slice(head.length),
    head,
    data,
    sources: pages.map((page) => page.src),
    namespaces: [...new Set(pages.flatMap((page) => page.ns))],
    texts: textSourcesOf([...new Set(pages.flatMap((page) => page.ns))], request.language),
  };
}
