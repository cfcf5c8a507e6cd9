import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.js';

/**
 * Serves the built web app: hashed assets cached for a year, every other path
 * answered with `index.html` (the router decides), unknown `/api` paths with JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const { webDist } = options;
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
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
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
});
