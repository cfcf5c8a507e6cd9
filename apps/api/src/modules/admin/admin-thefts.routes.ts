import { adminTheftDetailSchema, adminTheftSchema, adminTheftsQuerySchema } from '@ritrova/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { getTheft, listThefts } from './admin-thefts.service.ts';

/**
 * Thefts, recoveries and disputes (admin). Disputes are decided at
 * `POST /api/admin/disputes/{id}/resolve` (modules/rewards/reward.routes.ts).
 */
export async function adminTheftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api/admin/thefts',
    {
      schema: {
        tags,
        security,
        summary: 'Theft reports (open, recovered or all), newest first, with reward, sightings, hunts and dispute',
        querystring: adminTheftsQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            thefts: z.array(adminTheftSchema),
            pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await listThefts(app.ctx, request.query)) }),
  );

  r.get(
    '/api/admin/thefts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One theft report with its sightings (to ~1 km), hunts, payout and dispute',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ success: z.literal(true), theft: adminTheftDetailSchema }), ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, theft: await getTheft(app.ctx, request.params.id) }),
  );
}
