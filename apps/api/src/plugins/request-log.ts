import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { routeOf } from '../lib/log-privacy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its successful answers are logged at debug, not info (health checks, metrics scrapes: decision 045). */
    quietRequestLog?: boolean;
  }
}

/** The header a balancer passes its request id in, and the one every answer carries it back in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept when it is 1–128 of these characters (a UUID, HAProxy's `%ID`, a trace id); else a UUID is made. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the balancer's `X-Request-Id` when it is a plausible id (so one
 * request is one id from the balancer's log to ours), otherwise a random UUID: unique
 * across processes and restarts, unlike Fastify's `req-1`, `req-2`…
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A keyed hash of a client address under today's key, or null before a key is loaded. */
export type ClientHash = (address: string) => string | null;

/**
 * Fastify's request log lines, written without the request's URL or address
 * (decision 040): one line per request, when its answer is sent, with method,
 * route pattern, status, time in milliseconds and `client`, a keyed hash of the
 * address under a key that changes every day. The request id comes with every
 * line of the request (`reqId`, bound by Fastify's child logger). No line for a
 * request arriving (it would say nothing the last line does not) or for a route
 * not found (the request line says `(unmatched)`).
 */
export class RequestLogController extends LogController {
  readonly #clientHash: ClientHash;

  constructor(clientHash: ClientHash) {
    super();
    this.#clientHash = clientHash;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // A balancer's checks and Prometheus's scrapes (every few seconds) pass at debug; their failures stay at info.
    const quiet = request.routeOptions.config.quietRequestLog === true && reply.statusCode < 400;
    const line = {
      method: request.method,
      route: routeOf(request),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      client: this.#clientHash(request.ip) ?? undefined,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (quiet) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'unhandled error');
    else reply.log.info({ err: error }, 'request refused');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ err: error }, 'writing the head of an error answer failed');
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for the day's key (a new day's first requests); past it, its line goes without `client`. */
const KEY_WAIT_MS = 2_000;
/** After the key could not be read (the database away), the next attempt waits this long. */
const KEY_RETRY_MS = 60_000;

/**
 * Every answer carries its request id in `X-Request-Id` (errors and 404s too: the
 * hook runs first, before any hook that can answer); the day's key of the log's
 * client hashes is loaded before the app serves and again on a new day's first
 * request (it is cached for the day: a date comparison per request).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  const { keys, clock } = app.ctx;
  let loadedDay = Number.NaN;
  let retryAt = 0;
  let loading: Promise<void> | null = null;

  const load = (now: number): Promise<void> => {
    loading ??= keys
      .key('log-address')
      .then(
        () => {
          loadedDay = Math.floor(now / DAY_MS);
        },
        (err: unknown) => {
          retryAt = now + KEY_RETRY_MS;
          app.log.warn({ err }, "the day's key of the log could not be loaded: request lines keep the last one, if any");
        },
      )
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  app.addHook('onReady', async () => {
    await load(clock.now().getTime());
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const now = clock.now().getTime();
    if (Math.floor(now / DAY_MS) === loadedDay || now < retryAt) return done();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, KEY_WAIT_MS);
    });
    void Promise.race([load(now), waited]).then(() => {
      clearTimeout(timer);
      done();
    });
  });
});
