import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { presentInventoryTag } from './tag.presenter.js';
import { tagRepository } from './tag.repository.js';
import { importTags } from './tag.service.js';

const inventoryTagSchema = z.object({
  id: z.string(),
  uid: z.string(),
  status: z.enum(['unassigned', 'assigned', 'lost', 'retired']),
  batch: z.string().nullable(),
  ownerId: z.string().nullable(),
  bikeId: z.string().nullable(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
});

/** The provider's tag inventory (admins only): bulk creation and a filtered list. */
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
        summary: 'Add UIDs to the inventory (any separators; duplicates and invalid ones are reported)',
        body: z.object({
          uids: z.array(z.string().max(64)).min(1, 'validation.required').max(10_000, 'validation.max_length'),
          batch: z.string().trim().min(1).max(60, 'validation.max_length').optional(),
        }),
        response: {
          201: z.object({
            success: z.literal(true),
            created: z.array(z.string()),
            duplicates: z.array(z.string()),
            invalid: z.array(z.string()),
            message: z.string(),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
      preHandler,
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => {
      const result = await importTags(app.ctx.db, request.body.uids, request.body.batch ?? null);
      return reply.status(201).send({ success: true as const, ...result, message: `${result.created.length} tags added` });
    },
  );

  r.get(
    '/api/admin/tags',
    {
      schema: {
        tags,
        security,
        summary: 'The inventory, filtered by status, batch or UID',
        querystring: z.object({
          status: z.enum(['unassigned', 'assigned', 'lost', 'retired'], { error: 'validation.invalid_choice' }).optional(),
          batch: z.string().max(60).optional(),
          search: z.string().max(40).optional(),
          page: z.coerce.number().int().min(1, 'validation.min_value').default(1),
          limit: z.coerce.number().int().min(1, 'validation.min_value').max(500, 'validation.max_value').default(50),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            tags: z.array(inventoryTagSchema),
            pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
      preHandler,
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await tagRepository.list(app.ctx.db, { ...q, search: q.search?.toUpperCase() });
      return {
        success: true as const,
        tags: rows.map(presentInventoryTag),
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },
  );
}
