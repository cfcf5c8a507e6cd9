import { systemAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/errors.ts';
import { databaseReachable, type Readiness, readiness } from './health.service.ts';

const reachability = z.enum(['ok', 'unavailable']);

/** Why readiness fails, in words for the operator reading a balancer's check log. */
function whyNotReady(state: Exclude<Readiness, { ready: true }>): string {
  if (state.status === 'draining') return 'This process is stopping: the balancer should send requests to another one';
  if (state.starting) return 'This process is starting';
  const down = [state.db === 'unavailable' && 'the database', state.jobs === 'unavailable' && 'the job queue'].filter(Boolean);
  return `Not answering: ${down.join(' and ')}`;
}

/**
 * `GET /api/health` for the footer indicator (the spec's route, as it always answered), and for a
 * load balancer (decision 045): `GET /api/health/live`, whether the process runs (no database
 * asked: a database outage must not get every process restarted), and `GET /api/health/ready`,
 * whether it should get traffic (database and job queue answer, not draining). None is cached or
 * rate limited; the balancer's passing checks are logged at debug. (`GET /api` is an admin debug route.)
 */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { version } = app.ctx.config;

  r.get(
    '/api/health/live',
    {
      schema: { tags: ['health'], summary: 'Liveness: the process runs (no database asked)', response: { 200: z.object({ status: z.literal('ok') }) } },
      config: { rateLimit: false, quietRequestLog: true },
      compress: false,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // Checks arriving together (several balancers) share one round trip to the database and the queue.
  let checking: Promise<Readiness> | null = null;
  r.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and the job queue answer and the process is not stopping',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok'), jobs: z.literal('ok') }),
          503: z.object({
            success: z.literal(false),
            error: z.string(),
            message: z.string(),
            i18nKey: z.string(),
            status: z.enum(['draining', 'error']),
            db: reachability.optional(),
            jobs: reachability.optional(),
          }),
        },
      },
      config: { rateLimit: false, quietRequestLog: true },
      compress: false,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      checking ??= readiness(app.ctx).finally(() => {
        checking = null;
      });
      const state = await checking;
      if (state.ready) return { status: 'ok' as const, db: state.db, jobs: state.jobs };
      const body = errorBody('SERVICE_UNAVAILABLE', whyNotReady(state));
      if (state.status === 'draining') return reply.status(503).send({ ...body, status: 'draining' as const });
      return reply.status(503).send({ ...body, status: 'error' as const, db: state.db, jobs: state.jobs });
    },
  );

  r.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: systemAnswers['GET /api/health'],
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
