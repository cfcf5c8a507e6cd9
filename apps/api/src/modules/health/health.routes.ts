import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/errors.ts';
import { databaseReachable } from './health.service.ts';

/** `GET /api/health` for the footer indicator and load balancers (public; `GET /api` is an admin debug route). */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { version } = app.ctx.config;

  r.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() }),
          503: z.object({
            success: z.literal(false),
            error: z.string(),
            message: z.string(),
            i18nKey: z.string(),
            status: z.literal('error'),
            db: z.literal('unavailable'),
            version: z.string(),
          }),
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseReachable(app.ctx)) return { status: 'ok' as const, db: 'ok' as const, version };
      return reply
        .status(503)
        .send({ ...errorBody('SERVICE_UNAVAILABLE', 'The database does not answer'), status: 'error' as const, db: 'unavailable' as const, version });
    },
  );
}
