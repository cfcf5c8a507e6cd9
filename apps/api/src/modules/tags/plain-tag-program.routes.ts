// prefix-exception: /api/shop — a plain batch's provisioning data is the tags module's (the same as the admin's); the URL is the shop's own copy
import { plainTagProvisioningSchema } from '@ritrova/shared';
import { shopAnswers } from '@ritrova/shared/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadResponses, errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import type { UserRow } from '../users/index.ts';
import { plainBatchExport, plainBatchExportCsv, shopBatchProvisioning } from './plain-tag-program.service.ts';

/** Sends a plain batch's per-tag export as a download; it holds passwords, so no cache keeps it. */
export async function sendPlainBatchExport(
  app: FastifyInstance,
  caller: UserRow,
  batch: string,
  area: 'admin' | 'shop',
  format: 'csv' | 'json',
  reply: FastifyReply,
) {
  const exported = await plainBatchExport(app.ctx, caller, batch, area);
  const name = `ritrova-${batch.replace(/[^\w.-]+/g, '_')}-programming.${format}`;
  reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}"`);
  if (format === 'json') return reply.send({ success: true as const, export: exported });
  return reply.header('content-type', 'text/csv; charset=utf-8').send(plainBatchExportCsv(exported));
}

/**
 * The shop area's copy of a plain batch's sheet and export (decision 061): a shop reads its own tags of
 * a batch assigned to it, nobody else (404).
 */
export async function shopTagProgramRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ batch: z.string().min(1).max(60) });
  r.get(
    '/api/shop/tag-batches/:batch/provisioning',
    {
      schema: {
        tags: ['shops'],
        security: [{ bearerAuth: [] }],
        summary: 'How to program your tags of a plain batch (NTAG213/215/216): URL template, memory image, UID mirror, configuration (no passwords)',
        params,
        response: { 200: z.object({ success: z.literal(true), provisioning: plainTagProvisioningSchema }), ...errorResponses(401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, provisioning: await shopBatchProvisioning(app.ctx, actor(request), request.params.batch) }),
  );
  for (const format of ['csv', 'json'] as const) {
    r.get(
      `/api/shop/tag-batches/:batch/provisioning.${format}`,
      {
        schema: {
          tags: ['shops'],
          security: [{ bearerAuth: [] }],
          summary: `Your tags of a plain batch for an encoding machine (${format.toUpperCase()}): UID, the pages to write in order, PWD/PACK when set`,
          params,
          response:
            format === 'csv'
              ? downloadResponses('GET /api/shop/tag-batches/:batch/provisioning.csv', 401, 404, 409)
              : { 200: shopAnswers['GET /api/shop/tag-batches/:batch/provisioning.json'], ...errorResponses(401, 404, 409) },
        },
        preHandler: app.authenticate,
      },
      (request, reply) => sendPlainBatchExport(app, actor(request), request.params.batch, 'shop', format, reply),
    );
  }
}
