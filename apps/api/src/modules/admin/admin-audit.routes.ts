import { adminAuditQuerySchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { listAudit } from './admin-users.service.ts';

/** The audit log (admin, read only): the log is append-only, so there is nothing but this GET. */
export async function adminAuditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Every admin change, newest first, filtered by actor, action, target and days (Italian time)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAnswers['GET /api/admin/audit'], ...errorResponses(400, 401, 403) },
      },
      preHandler: [app.authenticate, app.requireRole('admin')],
    },
    async (request) => listAudit(app.ctx, request.query),
  );
}
