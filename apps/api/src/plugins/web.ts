import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { renderedOncePaths } from '@ritrova/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';

/**
 * The public pages the server renders whole (decision 029): the same for every
 * visitor of a language, so each is rendered once; the web's route table marks them
 * (`rendered: 'once'`). (The tag page is rendered per view by modules/verification.)
 */
const serverRenderedPages = new Set(renderedOncePaths());

/**
 * Serves the built web app: hashed assets cached for a year; the public pages
 * rendered on the server; other pages of the app as `index.html` (the browser
 * renders them) naming what each needs first (decision 060); any other path the not-found page with 404; unknown `/api`
 * paths JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const { webDist } = options;
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings (decision 026): send the one the browser accepts,
      // with Content-Encoding and Vary: Accept-Encoding; `reply.sendFile('index.html')` too.
      preCompressed: true,
      // The siblings are not files of their own: no routes for them.
      globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${url} not found`));
    }
    // A missing file with an extension is a real 404, not a page of the app.
    if (path.extname(url) !== '') return reply.status(404).send(errorBody('NOT_FOUND'));
    const { pages } = app;
    if (pages && (serverRenderedPages.has(url) || !pages.renderer.isKnownPath(url))) return pages.sendStatic(request, reply, url);
    if (pages) return pages.sendAppShell(request, reply, url);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
});
