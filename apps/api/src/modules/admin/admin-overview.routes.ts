import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { getOverview } from './admin-overview.service.ts';

/** Overview figures (admin). */
export async function adminOverviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Counts, money and 12 weekly trends, computed from the database now',
        response: { 200: adminAnswers['GET /api/admin/overview'], ...errorResponses(401, 403) },
      },
      preHandler: [app.authenticate, app.requireRole('admin')],
    },
    async () => ({ success: true as const, overview: await getOverview(app.ctx) }),
  );
}
