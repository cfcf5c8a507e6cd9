import { travelAlertFiltersSchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { listTravelAlerts, reviewTravelAlert, tagScanHistory } from './admin-tag-checks.service.ts';

const idParams = z.object({ id: z.string() });

/** What admins check of the tags' taps: improbable-travel alerts and a tag's scan history (admins only). */
export async function adminTagCheckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api/admin/travel-alerts',
    {
      schema: {
        tags,
        security,
        summary: 'Improbable travel: two authenticated taps of one tag farther apart than a bicycle can go',
        querystring: travelAlertFiltersSchema,
        response: { 200: adminAnswers['GET /api/admin/travel-alerts'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, alerts: await listTravelAlerts(app.ctx.db, request.query.state) }),
  );

  r.post(
    '/api/admin/travel-alerts/:id/review',
    {
      schema: {
        tags,
        security,
        summary: 'Marks an improbable-travel alert as looked at',
        params: idParams,
        response: { 200: adminAnswers['POST /api/admin/travel-alerts/:id/review'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => {
      await reviewTravelAlert(app.ctx, actor(request), request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/admin/tags/:id/scans',
    {
      schema: {
        tags,
        security,
        summary: "A tag's scan history, newest first (scanner as name and initial, position rounded)",
        params: idParams,
        response: { 200: adminAnswers['GET /api/admin/tags/:id/scans'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await tagScanHistory(app.ctx.db, request.params.id)) }),
  );
}
