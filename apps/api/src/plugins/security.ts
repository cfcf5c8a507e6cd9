import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { clientKey } from '../lib/client-network.ts';
import { AppError } from '../lib/errors.ts';
import { pgRateLimitStore } from '../lib/rate-limit.ts';

/** Headers (strict CSP, no inline script), cookies, CORS allowlist and rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config, db, clock, keys } = app.ctx;
  // NOTE: helmet itself, built once: @fastify/helmet rebuilds the middleware (and
  // re-parses the CSP) on every request, a tenth of the verification hot path's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; no inline <script> is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles from the configured provider alone (MAP_TILE_URL; none more when they are self-hosted).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTiles.imageSource ? [config.mapTiles.imageSource] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(cookie);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(db, clock),
    // The counters hold the client's network under the day's key, never its address (issue #24, #26).
    // NOTE: keys unreadable means the database is away: the store fails too, and skipOnError lets it through.
    keyGenerator: (request) => clientKey(keys, request.ip).catch(() => 'client-unkeyed'),
    // A store failure must not lock everyone out: let the request through and log it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError(429, 'RATE_LIMITED', `Too many requests. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes`, {
        retryAfterSeconds: seconds,
      });
    },
  });
});
