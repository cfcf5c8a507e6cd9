import { adminTheftsQuerySchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
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
        response: { 200: adminAnswers['GET /api/admin/thefts'], ...errorResponses(400, 401, 403) },
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
        response: { 200: adminAnswers['GET /api/admin/thefts/:id'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, theft: await getTheft(app.ctx, request.params.id) }),
  );
}
