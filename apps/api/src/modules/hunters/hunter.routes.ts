// prefix-exception: /api/hunts — a hunt is a Hunter's work on one theft; hunters owns the hunts and their accept/decline
import { hunterAreaInputSchema, huntsQuerySchema } from '@ritrova/shared';
import { hunterAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { hunterProfile, hunterStats } from './hunter.service.ts';
import { deleteHunterArea, getHunterArea, setHunterArea } from './hunter-area.service.ts';
import { acceptHunt, declineHunt, myHunts, offeredHunts } from './hunts.service.ts';

const huntParams = z.object({ id: z.string() });

/** The Hunter area: hunts, stats, profile and area (their rewards and payout method: rewards/payout.routes.ts). */
export async function hunterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hunter'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/hunts',
    {
      schema: {
        tags,
        security,
        summary: 'Hunts offered to you (stolen bikes with a funded reward), nearest first when lat/lng are given',
        querystring: huntsQuerySchema,
        response: { 200: hunterAnswers['GET /api/hunts'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request) => {
      const { lat, lng } = request.query;
      const from = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      return { success: true as const, hunts: await offeredHunts(app.ctx, actor(request), from) };
    },
  );

  r.get(
    '/api/hunter/hunts',
    {
      schema: {
        tags,
        security,
        summary: 'Your hunts: active, completed, closed',
        response: { 200: hunterAnswers['GET /api/hunter/hunts'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, hunts: await myHunts(app.ctx, actor(request)) }),
  );

  r.post(
    '/api/hunts/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept a hunt',
        params: huntParams,
        response: { 200: hunterAnswers['POST /api/hunts/:id/accept'], ...errorResponses(401, 404, 409) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, hunt: await acceptHunt(app.ctx, actor(request), request.params.id) }),
  );

  r.post(
    '/api/hunts/:id/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline a hunt (no longer offered to you)',
        params: huntParams,
        response: { 200: hunterAnswers['POST /api/hunts/:id/decline'], ...errorResponses(401, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      await declineHunt(app.ctx, actor(request), request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/hunter/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Scans today, total scans, bikes found, rewards earned',
        response: { 200: hunterAnswers['GET /api/hunter/stats'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, stats: await hunterStats(app.ctx, actor(request)) }),
  );

  r.get(
    '/api/hunter/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Level, experience, reputation, achievements',
        response: { 200: hunterAnswers['GET /api/hunter/profile'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, profile: await hunterProfile(app.ctx, actor(request)) }),
  );

  r.get(
    '/api/hunter/area',
    {
      schema: {
        tags,
        security,
        summary: 'Your area: newly funded thefts inside it reach you (in the app, by mail once a day, by Web Push); null until set',
        response: { 200: hunterAnswers['GET /api/hunter/area'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, area: await getHunterArea(app.ctx, actor(request)) }),
  );

  r.put(
    '/api/hunter/area',
    {
      schema: {
        tags,
        security,
        summary: 'Set your area: a centre and a radius of 1–100 km (10 by default)',
        body: hunterAreaInputSchema,
        response: { 200: hunterAnswers['PUT /api/hunter/area'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, area: await setHunterArea(app.ctx, actor(request), request.body) }),
  );

  r.delete(
    '/api/hunter/area',
    {
      schema: {
        tags,
        security,
        summary: 'Remove your area: no more alerts about thefts near you',
        response: { 200: hunterAnswers['DELETE /api/hunter/area'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => {
      await deleteHunterArea(app.ctx, actor(request));
      return { success: true as const };
    },
  );
}
