// prefix-exception: /api/admin — the tag inventory and batches are the tags module's; the URL puts them in the admin area, admins only
import { adminTagFiltersSchema, batchShopSchema, createTagBatchSchema, importTagCsvSchema, pageQuerySchema, tagStatusChangeSchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadResponses, errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import {
  assignBatchToShop,
  batchProvisioning,
  changeTagStatus,
  createBatch,
  exportInventoryCsv,
  importCsvBatch,
  listBatches,
  listInventory,
  rotateBatchKeys,
} from './admin-tag.service.ts';
import { sendPlainBatchExport } from './plain-tag-program.routes.ts';

const idParams = z.object({ id: z.string() });
const batchParams = z.object({ batch: z.string().min(1).max(60) });
const listQuery = adminTagFiltersSchema.extend({
  page: pageQuerySchema,
  limit: z.coerce.number({ error: 'validation.number' }).int().min(1, 'validation.min_value').max(500, 'validation.max_value').default(50),
});

/** The provider's tag inventory (admins only): batches, filters, export, shop assignment and status (scan history and travel alerts: admin/admin-tag-checks.routes.ts). */
export async function adminTagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.post(
    '/api/admin/tags',
    {
      schema: {
        tags,
        security,
        summary: 'A new batch: pasted UIDs (any separators; duplicates and invalid ones reported) or `generate` random 7-byte UIDs',
        body: createTagBatchSchema,
        response: { 201: adminAnswers['POST /api/admin/tags'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => {
      const result = await createBatch(app.ctx, actor(request), request.body);
      return reply.status(201).send({ success: true as const, ...result, message: `${result.created.length} tags added` });
    },
  );

  r.post(
    '/api/admin/tags/import',
    {
      schema: {
        tags,
        security,
        summary: 'A new batch from the text of a CSV file (first column UID, optional header); refused lines are named',
        body: importTagCsvSchema,
        response: { 201: adminAnswers['POST /api/admin/tags/import'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      const { csv, batch, chip, keyVersion } = request.body;
      const result = await importCsvBatch(app.ctx, actor(request), csv, batch, { chip, keyVersion });
      return reply.status(201).send({ success: true as const, ...result, message: `${result.created.length} tags added` });
    },
  );

  r.get(
    '/api/admin/tags',
    {
      schema: {
        tags,
        security,
        summary: 'The inventory, filtered by status, batch, shop, owner e-mail or part of the UID',
        querystring: listQuery,
        response: { 200: adminAnswers['GET /api/admin/tags'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return { success: true as const, ...(await listInventory(app.ctx.db, filters, { page, limit })) };
    },
  );

  r.get(
    '/api/admin/tags/batches',
    {
      schema: {
        tags,
        security,
        summary: 'The batches of the inventory: name, number of tags, shop',
        response: { 200: adminAnswers['GET /api/admin/tags/batches'], ...errorResponses(401, 403) },
      },
      preHandler,
    },
    async () => ({ success: true as const, batches: await listBatches(app.ctx.db) }),
  );

  r.get(
    '/api/admin/tags/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered inventory as a CSV download (uid, status, batch, shop, owner_email, created_at)',
        querystring: adminTagFiltersSchema,
        response: downloadResponses('GET /api/admin/tags/export.csv', 400, 401, 403),
      },
      preHandler,
    },
    async (request, reply) => {
      const csv = await exportInventoryCsv(app.ctx.db, request.query);
      const day = app.ctx.clock.now().toISOString().slice(0, 10);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="ritrova-tags-${day}.csv"`).send(csv);
    },
  );

  r.put(
    '/api/admin/tags/batches/:batch/shop',
    {
      schema: {
        tags,
        security,
        summary: "Assigns a batch's tags to a shop account (null: to none)",
        params: batchParams,
        body: batchShopSchema,
        response: { 200: adminAnswers['PUT /api/admin/tags/batches/:batch/shop'], ...errorResponses(400, 401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      batch: await assignBatchToShop(app.ctx, actor(request), request.params.batch, request.body.shopId),
    }),
  );

  r.get(
    '/api/admin/tags/batches/:batch/provisioning',
    {
      schema: {
        tags,
        security,
        summary:
          'How to program a batch: plain (NTAG213/215/216) URL template, memory image from page 4, UID mirror and configuration pages; secure (NTAG 424 DNA) NDEF file and SDM offsets (never the keys)',
        params: batchParams,
        response: { 200: adminAnswers['GET /api/admin/tags/batches/:batch/provisioning'], ...errorResponses(401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, provisioning: await batchProvisioning(app.ctx, request.params.batch) }),
  );

  for (const format of ['csv', 'json'] as const) {
    r.get(
      `/api/admin/tags/batches/:batch/provisioning.${format}`,
      {
        schema: {
          tags,
          security,
          summary: `A plain batch's tags for an encoding machine (${format.toUpperCase()}): UID, the pages to write in order, PWD/PACK when set`,
          params: batchParams,
          response:
            format === 'csv'
              ? downloadResponses('GET /api/admin/tags/batches/:batch/provisioning.csv', 401, 403, 404, 409)
              : { 200: adminAnswers['GET /api/admin/tags/batches/:batch/provisioning.json'], ...errorResponses(401, 403, 404, 409) },
        },
        preHandler,
      },
      (request, reply) => sendPlainBatchExport(app, actor(request), request.params.batch, 'admin', format, reply),
    );
  }

  r.post(
    '/api/admin/tags/batches/:batch/rotate-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Gives a secure batch the next key version: its tags must be programmed again',
        params: batchParams,
        response: { 200: adminAnswers['POST /api/admin/tags/batches/:batch/rotate-keys'], ...errorResponses(401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, batch: await rotateBatchKeys(app.ctx, actor(request), request.params.batch) }),
  );

  r.put(
    '/api/admin/tags/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Marks a tag lost or retired (it leaves its bike), or puts a tag nobody holds back in the inventory',
        params: idParams,
        body: tagStatusChangeSchema,
        response: { 200: adminAnswers['PUT /api/admin/tags/:id/status'], ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, tag: await changeTagStatus(app.ctx, actor(request), request.params.id, request.body.status) }),
  );
}
