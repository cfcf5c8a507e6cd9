// prefix-exception: /api/tags — POST /api/tags/verify and GET /api/tags/info/{uid} are the spec's addresses (§7) of the public hot path, which verification owns (decision 013)
// prefix-exception: /api/public — the public stolen-bike check of decision 013, beside the verification hot path
import { normalizeSerialNumber, normalizeTagUid, publicTagSchema, verifyTagSchema } from '@ritrova/shared';
import { stolenAnswers, tagAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientNetwork } from '../../lib/client-network.ts';
import { AppError } from '../../lib/errors.ts';
import { memoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { deviceSummary } from './device-summary.ts';
import { ScanWriter } from './scan-writer.ts';
import { completeViewScanRoute, type TagPageSightingForm, tagPageRoutes } from './tag-page.routes.ts';
import { checkStolen, loadTagView, type TagView } from './tag-view.ts';
import { TagViewCache } from './tag-view-cache.ts';
import { createVerifier } from './verification.service.ts';
import { registerVerificationMetrics } from './verification-metrics.ts';

/**
 * Everything a stranger can do without an account: verify a tag, read its
 * minimal info, check a serial before buying. (Reporting a sighting, with its
 * photo, is in theft/sighting.routes.ts; the tag page's form reports through
 * the theft module's `tagPageSightingForm`, handed in by app.ts.)
 */
export async function verificationRoutes<Photo>(app: FastifyInstance, options: { sightingForm: TagPageSightingForm<Photo> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public'];
  const cache = new TagViewCache<TagView>(app.ctx.pool, app.ctx.clock);
  const batchSize = app.ctx.metrics.histogram('ritrova_scan_writer_batch_size', 'Scan rows per INSERT of the group commit (one observation per batch)');
  const writer = new ScanWriter(app.ctx.db, app.ctx.pool, { onBatch: (rows) => batchSize.observe(rows) });
  registerVerificationMetrics(app.ctx.metrics, cache, writer);
  await cache.start();
  app.addHook('onClose', async () => {
    await writer.drain();
    await cache.close();
  });
  const verifier = createVerifier(app.ctx, cache, writer, app.log);
  if (app.pages) await tagPageRoutes(app, app.pages, verifier, cache, options.sightingForm);
  completeViewScanRoute(app);

  r.post(
    '/api/tags/verify',
    {
      schema: {
        tags,
        summary: 'Verify a tag (no account needed); records the scan',
        body: verifyTagSchema,
        response: { 200: tagAnswers['POST /api/tags/verify'], ...errorResponses(400, 429) },
      },
      onRequest: memoryRateLimit(app.ctx.config.rateLimits.verifyPerMinute, 60_000, app.ctx.clock),
      preHandler: app.identify,
      // NOTE: the hot path skips re-validating its own answer against the zod schema
      // (which documents it); the verifier builds it from typed parts.
      serializerCompiler: () => (data) => JSON.stringify(data),
      // Its answers are a few hundred bytes, under the compression threshold anyway; without
      // the compression hooks the route saves their ~3 µs per request (decision 026).
      compress: false,
    },
    async (request) =>
      verifier.verify({
        ...request.body,
        // The kind of device and its language only, whatever else the client sends (issue #26 item 3).
        deviceInfo: deviceSummary({
          userAgent: request.headers['user-agent'],
          clientLanguage: request.body.deviceInfo?.language,
          acceptLanguage: request.headers['accept-language'],
        }),
        scannerId: request.currentUser?.id ?? null,
        ...(!request.currentUser && { clientNetwork: clientNetwork(request.ip) }),
        log: request.log,
      }),
  );

  r.get(
    '/api/tags/info/:uid',
    {
      schema: {
        tags,
        summary: 'Minimal public facts of a tag',
        params: z.object({ uid: z.string().max(64) }),
        response: {
          200: z.object({
            success: z.literal(true),
            tag: publicTagSchema,
          }),
          ...errorResponses(400, 429),
        },
      },
      onRequest: memoryRateLimit(app.ctx.config.rateLimits.verifyPerMinute, 60_000, app.ctx.clock),
      compress: false, // as verify: small answers, no compression hooks
    },
    async (request) => {
      const uid = normalizeTagUid(request.params.uid);
      if (!uid)
        throw new AppError(400, 'VALIDATION_ERROR', 'uid: Invalid tag UID provided', {
          fields: [{ field: 'uid', i18nKey: 'validation.tag_uid_required', message: 'uid: Invalid tag UID provided' }],
        });
      const view = await cache.load(uid, () => loadTagView(app.ctx.db, uid));
      return { success: true as const, tag: { uid, status: view.status, type: 'nfc' as const, secure: view.keyVersion !== null } };
    },
  );

  r.get(
    '/api/public/stolen',
    {
      schema: {
        tags,
        summary:
          'Check a serial number (any formatting) or a tag UID against reported thefts: an unpublished theft answers only "stolen"; a published one links its public page',
        querystring: z
          .object({ serial: z.string().trim().max(60, 'validation.max_length').optional(), uid: z.string().trim().max(64, 'validation.max_length').optional() })
          .refine((q) => Boolean(q.serial || q.uid), { message: 'validation.required', path: ['serial'] }),
        response: { 200: stolenAnswers['GET /api/public/stolen'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: 60 * 1000 } },
    },
    async (request) => {
      const { serial, uid } = request.query;
      return checkStolen(app.ctx.db, uid ? { uid: normalizeTagUid(uid) } : { serial: normalizeSerialNumber(serial ?? '') });
    },
  );
}
