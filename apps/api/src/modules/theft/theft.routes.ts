// prefix-exception: /api/bikes — the theft owns the report, its facts and its sightings; the URL nests them under the bike they concern (spec §7)
import { reportRecoveredSchema, reportStolenSchema, theftFactsInputSchema } from '@ritrova/shared';
import { theftAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { loadBikeExtras, presentOneBike } from '../bikes/index.ts';
import * as theft from './theft.service.ts';

const bikeParams = z.object({ id: z.string() });

/** The owner's side of a theft: report, recovery, sightings (her alerts: notifications/notification.routes.ts). */
export async function theftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['theft'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.post(
    '/api/bikes/:id/report-stolen',
    {
      schema: {
        tags,
        security,
        summary:
          'Report the bike stolen, with a reward in euros (empty means 0) and the facts, all optional: when (default now, not in the future, within a year), where (a point in Italy and/or an address), circumstances, lock, police report',
        params: bikeParams,
        body: reportStolenSchema.default({ reward: 0 }),
        response: {
          200: theftAnswers['POST /api/bikes/:id/report-stolen'],
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
      preHandler,
    },
    async (request) => {
      const { reward, ...facts } = request.body;
      const { bike, paymentUrl } = await theft.reportStolen(app.ctx, actor(request), request.params.id, reward, request.log, facts);
      return { success: true as const, paymentUrl, message: 'Bike reported stolen', bike: presentOneBike(bike, await loadBikeExtras(app.ctx, [bike.id])) };
    },
  );

  r.post(
    '/api/bikes/:id/report-recovered',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a stolen bike recovered, crediting the Hunter who returned it (a funded reward is released to them) or nobody',
        params: bikeParams,
        body: reportRecoveredSchema.default({}),
        response: {
          200: theftAnswers['POST /api/bikes/:id/report-recovered'],
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
      preHandler,
    },
    async (request) => {
      const recovered = await theft.reportRecovered(app.ctx, actor(request), request.params.id, request.body.returnedBy ?? null);
      const bike = presentOneBike(recovered, await loadBikeExtras(app.ctx, [recovered.id]));
      return { success: true as const, bike, data: bike, message: 'Bicicletta segnalata come ritrovata con successo.' };
    },
  );

  r.get(
    '/api/bikes/:id/theft-facts',
    {
      schema: {
        tags,
        security,
        summary: "The facts of the bike's newest theft, exactly as given (owner or admin); null when never reported stolen",
        params: bikeParams,
        response: {
          200: theftAnswers['GET /api/bikes/:id/theft-facts'],
          ...errorResponses(401, 404),
        },
      },
      preHandler,
    },
    async (request) => {
      const found = await theft.theftFactsOf(app.ctx, actor(request), request.params.id);
      return { success: true as const, facts: found?.facts ?? null, editable: found?.open ?? false };
    },
  );

  r.put(
    '/api/bikes/:id/theft-facts',
    {
      schema: {
        tags,
        security,
        summary: "Replace the theft's facts while the bike is stolen (owner only; what is left out is cleared, the time stays)",
        params: bikeParams,
        body: theftFactsInputSchema,
        response: { 200: theftAnswers['PUT /api/bikes/:id/theft-facts'], ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, facts: await theft.editTheftFacts(app.ctx, actor(request), request.params.id, request.body) }),
  );

  r.get(
    '/api/bikes/:id/sightings',
    {
      schema: {
        tags,
        security,
        summary: 'Sightings of your bike (points rounded to ~100 m unless shared exactly)',
        params: bikeParams,
        response: { 200: theftAnswers['GET /api/bikes/:id/sightings'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, sightings: await theft.listSightings(app.ctx, actor(request), request.params.id) }),
  );
}
