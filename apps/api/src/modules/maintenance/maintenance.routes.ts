// prefix-exception: /api/bikes — a bike's maintenance log (spec §7) is the maintenance module's; the URL nests the list under the bike it concerns
import { maintenanceCreateSchema, maintenanceUpdateSchema } from '@ritrova/shared';
import { shopAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import * as maintenance from './maintenance.service.ts';

const recordParams = z.object({ id: z.string() });

/** The maintenance log of the owner's bikes (spec §7): list, add, change and delete records. */
export async function maintenanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/bikes/:bikeId/maintenance',
    {
      schema: {
        tags,
        security,
        summary: "A bike's maintenance history, newest service first (the owner only)",
        params: z.object({ bikeId: z.string() }),
        response: { 200: shopAnswers['GET /api/bikes/:bikeId/maintenance'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, data: await maintenance.listMaintenance(app.ctx, actor(request), request.params.bikeId) }),
  );

  r.post(
    '/api/maintenance',
    {
      schema: {
        tags,
        security,
        summary: 'Record a service on one of your bikes (the total is computed: parts + labour)',
        body: maintenanceCreateSchema,
        response: { 201: shopAnswers['POST /api/maintenance'], ...errorResponses(400, 401, 404) },
      },
      preHandler,
    },
    async (request, reply) => {
      const data = await maintenance.recordMaintenance(app.ctx, actor(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Maintenance recorded', data });
    },
  );

  r.put(
    '/api/maintenance/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a maintenance record you wrote',
        params: recordParams,
        body: maintenanceUpdateSchema,
        response: { 200: shopAnswers['PUT /api/maintenance/:id'], ...errorResponses(400, 401, 403, 404) },
      },
      preHandler,
    },
    async (request) => {
      const data = await maintenance.updateMaintenance(app.ctx, actor(request), request.params.id, request.body);
      return { success: true as const, message: 'Maintenance record updated', data };
    },
  );

  r.delete(
    '/api/maintenance/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a maintenance record you wrote',
        params: recordParams,
        response: { 200: shopAnswers['DELETE /api/maintenance/:id'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => {
      await maintenance.deleteMaintenance(app.ctx, actor(request), request.params.id);
      return { success: true as const, message: 'Maintenance record deleted' };
    },
  );
}
