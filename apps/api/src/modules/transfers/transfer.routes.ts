// prefix-exception: /api/bikes — a transfer of ownership is the transfers module's; it starts from the bike it concerns
import { messageResponseSchema, transferAnswerSchema, transferCreateSchema } from '@ritrova/shared';
import { bikeAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { loadBikeExtras, presentOneBike } from '../bikes/index.ts';
import * as transfers from './transfer.service.ts';

const transferParams = z.object({ transferId: z.string() });

/** Transfers of ownership: started by the owner, answered by the new owner. */
export async function transferRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transfers'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.post(
    '/api/bikes/:id/transfers',
    {
      schema: {
        tags,
        security,
        summary: 'Offer the bike to the holder of an e-mail address (14 days to answer)',
        params: z.object({ id: z.string() }),
        body: transferCreateSchema,
        response: {
          201: bikeAnswers['POST /api/bikes/:id/transfers'],
          ...errorResponses(400, 401, 404, 409),
        },
      },
      preHandler,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const t = await transfers.startTransfer(app.ctx, actor(request), request.params.id, request.body.email);
      return reply.status(201).send({
        success: true as const,
        message: 'Transfer started',
        transfer: { id: t.id, toEmail: t.to_email, expiresAt: t.expires_at.toISOString(), createdAt: t.created_at.toISOString() },
      });
    },
  );

  r.post(
    '/api/transfers/:transferId/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a transfer you started',
        params: transferParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      await transfers.cancelTransfer(app.ctx, actor(request), request.params.transferId);
      return { success: true as const, message: 'Transfer cancelled' };
    },
  );

  r.get(
    '/api/transfers/incoming',
    {
      schema: {
        tags,
        security,
        summary: 'Transfers waiting for your answer',
        response: { 200: bikeAnswers['GET /api/transfers/incoming'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, transfers: await transfers.listIncoming(app.ctx, actor(request)) }),
  );

  r.get(
    '/api/transfers/:transferId',
    {
      schema: {
        tags,
        security,
        summary: 'A transfer addressed to you (or whose mailed link you hold)',
        params: transferParams,
        querystring: transferAnswerSchema,
        response: { 200: bikeAnswers['GET /api/transfers/:transferId'], ...errorResponses(400, 401, 404) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      transfer: await transfers.getIncoming(app.ctx, actor(request), request.params.transferId, request.query.token),
    }),
  );

  r.post(
    '/api/transfers/:transferId/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept: the bike becomes yours',
        params: transferParams,
        body: transferAnswerSchema.default({}),
        response: { 200: bikeAnswers['POST /api/transfers/:transferId/accept'], ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      const bike = await transfers.acceptTransfer(app.ctx, actor(request), request.params.transferId, request.body.token);
      return { success: true as const, message: 'Transfer accepted', bike: presentOneBike(bike, await loadBikeExtras(app.ctx, [bike.id])) };
    },
  );

  r.post(
    '/api/transfers/:transferId/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline: the bike stays with its owner',
        params: transferParams,
        body: transferAnswerSchema.default({}),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      await transfers.declineTransfer(app.ctx, actor(request), request.params.transferId, request.body.token);
      return { success: true as const, message: 'Transfer declined' };
    },
  );
}
