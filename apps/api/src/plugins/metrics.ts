import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';
import { routeOf } from '../lib/log-privacy.ts';
import type { Metrics } from '../lib/metrics.ts';
import { bearerMatches } from '../lib/metrics-server.ts';
import { imageWork } from '../modules/photos/image-work.ts';
import { type ClientHash, RequestLogController } from './request-log.ts';

/**
 * The request log's controller, which Fastify calls once per answered request anyway, observing
 * each answer in the request histogram first (route pattern, never the URL; method; status class;
 * time). NOTE: not an onResponse hook: a route without one (the verification, decision 026) would
 * start running Fastify's hook runner for it, a measurable cost on the hot path (decision 045).
 */
export class MeasuredRequestLog extends RequestLogController {
  readonly #metrics: Metrics;

  constructor(clientHash: ClientHash, metrics: Metrics) {
    super(clientHash);
    this.#metrics = metrics;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.#metrics.observeRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    super.requestCompleted(error, request, reply);
  }
}

/** The image pool's gauges, read at each scrape. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics } = app.ctx;
  const images = () => imageWork(app.ctx).pool;
  metrics.gauge('ritrova_image_pool_running', 'Uploaded images being decoded and encoded now', () => images().size.running);
  metrics.gauge('ritrova_image_pool_waiting', 'Uploaded images waiting for a slot of the pool (accounts in turn)', () => images().size.waiting);
  metrics.gauge('ritrova_image_pool_concurrency', 'Images decoded and encoded at once at most (IMAGE_CONCURRENCY)', () => images().concurrency);
});

/**
 * `GET /metrics` on the main port for the bearer of METRICS_TOKEN. Without a token configured, or
 * without the right one, it answers 404 like an unknown API route: the public port never shows them.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const { metrics, config } = app.ctx;
  const token = config.metrics.token;
  app.get('/metrics', { schema: { hide: true }, config: { quietRequestLog: true } }, async (request, reply) => {
    if (!token || !bearerMatches(request.headers.authorization, token)) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Route GET /metrics not found'));
    }
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
