// prefix-exception: /api/config — the browser's configuration allowlist: no module of its own, served beside health as the API's other public facts
import { systemAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigOf } from './public-config.ts';

/** `GET /api/config/public`: the browser's configuration allowlist (public-config.ts). */
export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config/public',
    {
      schema: {
        tags: ['health'],
        summary: 'Company facts, support address and map tile provider used by the web app',
        response: { 200: systemAnswers['GET /api/config/public'] },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicConfigOf(config);
    },
  );
}
