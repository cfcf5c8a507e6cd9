import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { logSerializers } from './lib/log-privacy.ts';
import { fastifyTrustProxy } from './lib/trusted-proxies.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes.ts';
import { adminLedgerRoutes } from './modules/admin/admin-ledger.routes.ts';
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes.ts';
import { adminTagCheckRoutes } from './modules/admin/admin-tag-checks.routes.ts';
import { adminTheftRoutes } from './modules/admin/admin-thefts.routes.ts';
import { adminUserRoutes } from './modules/admin/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { googleRoutes } from './modules/auth/google.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { bikeRecordRoutes } from './modules/bike-record/bike-record.routes.ts';
import { bikeRoutes } from './modules/bikes/bike.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { debugRoutes } from './modules/debug/debug.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { publicConfigRoutes } from './modules/health/public-config.routes.ts';
import { hunterRoutes } from './modules/hunters/hunter.routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { messageRoutes } from './modules/messages/message.routes.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { photoRoutes } from './modules/photos/photo.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { payoutRoutes } from './modules/rewards/payout.routes.ts';
import { rewardRoutes } from './modules/rewards/reward.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shopRoutes } from './modules/shops/shop.routes.ts';
import { stolenRoutes } from './modules/stolen/stolen.routes.ts';
import { adminTagRoutes } from './modules/tags/admin-tag.routes.ts';
import { shopTagProgramRoutes } from './modules/tags/plain-tag-program.routes.ts';
import { tagRoutes } from './modules/tags/tag.routes.ts';
import { sightingRoutes } from './modules/theft/sighting.routes.ts';
import { tagPageSightingForm } from './modules/theft/tag-page-sighting-form.ts';
import { theftRoutes } from './modules/theft/theft.routes.ts';
import { transferRoutes } from './modules/transfers/transfer.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { drainingPlugin } from './plugins/draining.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { MeasuredRequestLog, metricsPlugin, metricsRoutes } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { requestIdOf, requestLogPlugin } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildOptions {
  /** Folder of the built web app, or null to serve the API only. */
  webDist?: string | null;
  /** A pino logger; none (tests) means silence. */
  logger?: FastifyBaseLogger;
}

/** JSON bodies of the API are small; uploads raise their own limit per route. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Log fields that must never be written: credentials travel in these (headers whole: cookies, tokens, the client's fingerprint). */
export const redactedLogPaths = ['headers', '*.headers', '*.password', '*.currentPassword', '*.token', '*.refreshToken'];

const redactedLogs = { paths: redactedLogPaths, censor: '[redacted]' };

/**
 * Builds the Fastify instance: infrastructure plugins first, then the routes,
 * then the web app. `server.ts` and the tests both call this.
 */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger is given, the app's lines serialize errors, requests and replies its own way (lib/log-privacy.ts).
    ...(options.logger ? { loggerInstance: options.logger.child({}, { serializers: logSerializers, redact: redactedLogs }) } : { logger: false }),
    // Request lines with route patterns and a hashed client, never a URL or an address (decision 040).
    // NOTE: the line is written once the answer is sent; a client that reset the connection at once (a
    // balancer's health check does) has left no address by then, and an undefined one must not end the process.
    // …and every answer observed in the request histogram (plugins/metrics.ts; decision 045).
    logController: new MeasuredRequestLog((address) => (address ? ctx.keys.hmacLoaded('log-address', address) : null), ctx.metrics),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    // Whose X-Forwarded-For names the client (TRUST_PROXY: none, a hop count, or the proxies' addresses).
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    // Requests are ended by the client timeouts (10-15 s); give handlers a bit more.
    requestTimeout: 30_000,
    // NOTE: a request arriving during the close (on a kept-alive connection, or still in flight) is
    // answered as usual, with Connection: close, never refused with 503: the balancer has had
    // SHUTDOWN_DRAIN_SECONDS to take this process out (decision 045, server.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  // First: its X-Request-Id header is set before any other hook can answer.
  await app.register(requestLogPlugin);
  // The image pool's gauges; Connection: close on the answers in flight when the app closes.
  await app.register(metricsPlugin);
  await app.register(drainingPlugin);
  await app.register(errorsPlugin);
  // Before every route: it decorates each one as it is declared (static files excepted).
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  // Every string of every request must be text (no NUL, no half surrogate pair): 400 naming the field.
  await app.register(inputHygienePlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(pagesPlugin, { webDist: options.webDist ?? null });
  // NOTE: before jsonBodyPlugin: its raw-body parser can replace only Fastify's default JSON parser.
  await app.register(stripeWebhookRoutes);
  // An empty JSON body is no body (the spec's client sends bodiless POSTs as JSON); malformed JSON stays a 400.
  await app.register(jsonBodyPlugin);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(publicConfigRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes);
  await app.register(googleRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(bikeRoutes);
  await app.register(bikeRecordRoutes);
  await app.register(transferRoutes);
  // The tag page's sighting form reports through the theft module, which sits above verification (decision 068).
  await app.register(verificationRoutes, { sightingForm: tagPageSightingForm });
  await app.register(sightingRoutes);
  await app.register(tagRoutes);
  await app.register(adminTagRoutes);
  await app.register(adminTagCheckRoutes);
  await app.register(theftRoutes);
  await app.register(notificationRoutes);
  await app.register(stolenRoutes);
  await app.register(rewardRoutes);
  await app.register(hunterRoutes);
  await app.register(payoutRoutes);
  await app.register(pushRoutes);
  await app.register(messageRoutes);
  await app.register(photoRoutes);
  await app.register(maintenanceRoutes);
  await app.register(contactRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminTheftRoutes);
  await app.register(adminLedgerRoutes);
  await app.register(shopRoutes);
  await app.register(shopTagProgramRoutes);
  await app.register(debugRoutes);

  await app.register(webPlugin, { webDist: options.webDist ?? null });
  return app;
}
