import type { Language, PageRenderRequest, PublicUser } from '@ritrova/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { EncodedDocument, sendDocument } from '../lib/pages/encoded-document.ts';
import { loadPageRenderer, type PageRenderer } from '../lib/pages/page-renderer.ts';
import { visitorLanguage } from '../lib/pages/visitor-language.ts';
import { accessTokenOfRefreshToken, readRefreshCookie } from '../modules/auth/index.ts';
import { publicConfigOf } from '../modules/health/public-config.ts';

/** What routes need to answer with one of the app's pages rendered on the server. */
export interface Pages {
  renderer: PageRenderer;
  /** The visitor's language: their choice (cookie), else Accept-Language among ours, else Italian. */
  language(request: FastifyRequest): Language;
  /** Renders a page into a document ready to send (callers cache it as suits them). */
  render(request: Omit<PageRenderRequest, 'publicConfig'>): Promise<EncodedDocument>;
  /** A page that is the same for every visitor of a language: rendered once, then kept (LRU). */
  sendStatic(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
  /**
   * A page the browser renders alone (the signed-in pages): index.html naming the page's modules, texts and
   * first API paths, so that they start with the document (decision 060). The same for every visitor of a
   * path and language (nothing personal in it): kept (LRU). A page rendered for its signed-in owner (the bike
   * page, issue #27 item 6) is rendered whole instead when the request's refresh cookie names a live session and
   * the API answers its paths to that session: personal, so `private, no-store` and never kept.
   */
  sendAppShell(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
  send: typeof sendDocument;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the web app (with its server renderer) is not built: the API alone, as in the API tests. */
    pages: Pages | null;
  }
}

/**
 * The app's public pages rendered on the server (decision 029): the first HTML
 * already carries the page, in the visitor's language, and the browser hydrates
 * it. Registered before the routes, which use `app.pages` (the tag page in
 * modules/verification); plugins/web.ts serves the static ones.
 */
export const pagesPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const renderer = await loadPageRenderer(options.webDist);
  if (!renderer) {
    app.decorate('pages', null);
    return;
  }
  const publicConfig = publicConfigOf(app.ctx.config);
  // Pages × 3 languages, plus the not-found page: a few dozen documents at most.
  const staticPages = new LRUCache<string, Promise<EncodedDocument>>({ max: 200 });
  // Per path (a bike's page names its API paths) and language: the recent ones.
  const appShells = new LRUCache<string, EncodedDocument>({ max: 1000 });

  const render: Pages['render'] = async (request) => {
    const { status, html } = await renderer.render({ ...request, publicConfig });
    return new EncodedDocument(html, status);
  };

  /**
   * A signed-in page rendered for the person the refresh cookie names (issue #27 item 6), or null (the shell
   * then, as for anyone): the cookie is read, never spent; the page's answers are asked of the API itself with
   * an access token of that session, so the API's own session check and ownership rules decide — a revoked or
   * stale session, a deleted account, another person's bike or any error gives the shell.
   */
  async function renderSignedIn(request: FastifyRequest, pathname: string, language: Language): Promise<EncodedDocument | null> {
    const refreshToken = readRefreshCookie(request, app.ctx.config);
    if (!refreshToken || !renderer) return null;
    try {
      const paths = await renderer.signedInPaths(pathname);
      if (!paths) return null;
      const token = await accessTokenOfRefreshToken(app.ctx, refreshToken);
      if (!token) return null;
      const headers = { authorization: `Bearer ${token}`, 'accept-language': request.headers['accept-language'] ?? '' };
      const responses = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })));
      if (responses.some((response) => response.statusCode !== 200)) return null;
      const answers = Object.fromEntries(paths.map((url, i) => [url, responses[i]?.json() as unknown]));
      const me = answers['/api/users/me'] as { user?: PublicUser } | undefined;
      if (!me?.user) return null;
      const document = await render({ url: request.url, language, signedIn: { user: me.user, answers } });
      return document.status === 200 ? document : null;
    } catch (err) {
      // Nothing of the page or its person in the line: the shell renders it in the browser as before.
      request.log.warn({ err: err instanceof Error ? err.name : 'unknown' }, 'signed-in page not rendered on the server');
      return null;
    }
  }

  app.decorate('pages', {
    renderer,
    language: visitorLanguage,
    render,
    send: sendDocument,
    async sendStatic(request, reply, pathname) {
      const language = visitorLanguage(request);
      // Every unknown path shows the same not-found page: one document per language.
      const key = `${renderer.isKnownPath(pathname) ? pathname : '*'}\u0000${language}`;
      let document = staticPages.get(key);
      if (!document) {
        document = render({ url: pathname, language });
        staticPages.set(key, document);
        document.catch(() => staticPages.delete(key));
      }
      return sendDocument(request, reply, await document, 'no-cache');
    },
    async sendAppShell(request, reply, pathname) {
      const language = visitorLanguage(request);
      const signedIn = request.method === 'GET' ? await renderSignedIn(request, pathname, language) : null;
      if (signedIn) return sendDocument(request, reply, signedIn, 'private, no-store');
      const key = `${pathname}\u0000${language}`;
      let document = appShells.get(key);
      if (!document) {
        document = new EncodedDocument(renderer.appShell(pathname, language), 200);
        appShells.set(key, document);
      }
      return sendDocument(request, reply, document, 'no-cache');
    },
  });
});
