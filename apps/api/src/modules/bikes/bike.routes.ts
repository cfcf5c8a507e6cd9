// prefix-exception: /api/users — POST /api/users/sync-bikes is the spec's address (§7); what it does is the account's bikes, which bikes owns
import { bikeCreateSchema, bikeListQuerySchema, bikeUpdateSchema, messageResponseSchema } from '@ritrova/shared';
import { bikeAnswers, bikeListAnswerSchema } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { presentBikes, presentOneBike } from './bike.presenter.ts';
import * as bikes from './bike.service.ts';
import type { BikeRow } from './bike-row.ts';

const bikeIdParams = z.object({ id: z.string() });

/** The owner's bikes: `/api/bikes/*` and `/api/users/sync-bikes`. */
export async function bikeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A list of bikes as it leaves: their tags, rewards, photos and history loaded in one round, then presented. */
  const presented = async (rows: Awaited<ReturnType<typeof bikes.listMyBikes>>) =>
    presentBikes(
      rows,
      await bikes.loadBikeExtras(
        app.ctx,
        rows.map((row) => row.id),
      ),
    );
  const tags = ['bikes'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;
  const present = async (row: BikeRow) => presentOneBike(row, await bikes.loadBikeExtras(app.ctx, [row.id]));

  r.post(
    '/api/bikes',
    {
      schema: {
        tags,
        security,
        summary: 'Register a bike to the signed-in user',
        body: bikeCreateSchema,
        response: { 201: bikeAnswers['POST /api/bikes'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request, reply) => {
      const bike = await present(await bikes.createBike(app.ctx, actor(request), request.body));
      return reply.status(201).send({ success: true as const, bike, data: bike, message: 'Bike registered' });
    },
  );

  r.get(
    '/api/bikes/my-bikes',
    {
      schema: {
        tags,
        security,
        summary: "All of the signed-in user's bikes, newest first",
        response: { 200: bikeAnswers['GET /api/bikes/my-bikes'] },
      },
      preHandler,
    },
    async (request) => {
      return { success: true as const, bikes: await presented(await bikes.listMyBikes(app.ctx, actor(request))) };
    },
  );

  for (const url of ['/api/bikes', '/api/bikes/all']) {
    r.get(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'A page of bikes: your own, or for admins everyone’s (filter by owner)',
          querystring: bikeListQuerySchema,
          response: { 200: bikeListAnswerSchema, ...errorResponses(400, 401) },
        },
        preHandler,
      },
      async (request) => {
        const { rows, pagination } = await bikes.listBikes(app.ctx, actor(request), request.query);
        return {
          success: true as const,
          bikes: await presented(rows),
          pagination,
        };
      },
    );
  }

  r.get(
    '/api/bikes/:id',
    {
      schema: { tags, security, summary: 'One bike', params: bikeIdParams, response: { 200: bikeAnswers['GET /api/bikes/:id'], ...errorResponses(401, 404) } },
      preHandler,
    },
    async (request) => {
      const bike = await present(await bikes.getBike(app.ctx, actor(request), request.params.id));
      return { success: true as const, bike, data: bike, message: 'OK' };
    },
  );

  r.put(
    '/api/bikes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the fields given',
        params: bikeIdParams,
        body: bikeUpdateSchema,
        response: { 200: bikeAnswers['PUT /api/bikes/:id'], ...errorResponses(400, 401, 404) },
      },
      preHandler,
    },
    async (request) => {
      const bike = await present(await bikes.updateBike(app.ctx, actor(request), request.params.id, request.body));
      return { success: true as const, bike, data: bike, message: 'Bike updated' };
    },
  );

  r.delete(
    '/api/bikes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a bike (not while reported stolen)',
        params: bikeIdParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      await bikes.deleteBike(app.ctx, actor(request), request.params.id);
      return { success: true as const, message: 'Bike deleted' };
    },
  );

  r.post(
    '/api/users/sync-bikes',
    {
      schema: {
        tags,
        security,
        summary: "Reconcile the client's list of bike ids with the server's",
        body: z.object({ bikeIds: z.array(z.string().max(100)).max(1000).default([]) }),
        response: { 200: bikeAnswers['POST /api/users/sync-bikes'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, biciclette: await bikes.syncBikes(app.ctx, actor(request)), message: 'Bikes synced' }),
  );
}
